import type { Key } from './en.js';

export const tw: Record<Key, string> = {
  'social.notConfigured': '暫不支援使用該帳號登入。',
  'social.ticketInvalid': '此次登入已過期或已被使用，請重新開始。',
  'social.error.state': '此登入連結已失效（已被使用或在其他瀏覽器中開啟），請重新開始。',
  'social.error.expired': '登入逾時已過期，請重新開始。',
  'social.error.denied': '您已在第三方平台取消登入。',
  'social.error.provider': '第三方平台未能確認您的身分，請稍後再試。',
  'social.error.boundElsewhere': '該社群帳號已綁定其他 Parcelway 帳號。',
  'social.error.alreadyBound': '您的帳號已綁定該平台的帳號，請先解除綁定。',
  'social.codeNeeded': '請輸入我們寄到該電子郵件的驗證碼。',
  'social.emailTaken': '該電子郵件已註冊，請登入該帳號後再綁定社群帳號。',
  'social.lastSignIn': '這是您唯一的登入方式。請先設定密碼或綁定其他帳號再解除綁定。',
  'social.notBound': '您的帳號未綁定該社群帳號。',
  'social.passwordAlreadySet': '您的帳號已設定密碼，請在「重設密碼」中修改。',
  'social.linkProofWrong': '密碼或驗證碼不正確。',
  'mail.signInCode.subject': 'Parcelway 登入驗證碼',
  'mail.signInCode.body':
    '您用於社群帳號登入確認電子郵件的 Parcelway 驗證碼是 {code}，10 分鐘內有效。如果不是您本人操作，請忽略此郵件。',
  'captcha.failed': '人機驗證失敗，請稍後再試',
  'captcha.required': '請完成人機驗證。',
};
