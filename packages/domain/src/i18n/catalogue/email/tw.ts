import type { Key } from './en.js';

export const tw: Record<Key, string> = {
  'email.nothingToConfirm': '您的電子郵件地址已經確認。',
  'email.sameAddress': '這已經是您帳戶的電子郵件地址。',
  'email.linkInvalid': '此確認連結無效。請開啟應用程式重新取得驗證碼。',
  'email.linkExpired': '此確認連結已過期，或已寄出較新的連結。請使用最新的郵件，或在應用程式中重新取得驗證碼。',
  'email.addressChanged': '此連結對應的地址已不再等待確認。請使用最新的郵件。',
  'mail.verifyEmail.subject': '請確認您在 Parcelway 的電子郵件地址',
  'mail.verifyEmail.body':
    '{name}，您好！請確認 {email} 是您的電子郵件地址：在本裝置上點選下方按鈕，或在 Parcelway 應用程式中輸入驗證碼 {code}。兩者均在 24 小時內有效。確認之前，我們不會寄送其他任何郵件到此地址。',
  'mail.verifyEmail.ignore':
    '如果您沒有註冊 Parcelway 或變更電子郵件地址，請忽略此郵件：除非此地址得到確認，您不會再收到我們的郵件。',
  'mail.verifyEmail.action': '確認我的電子郵件地址',
  'mail.emailChanged.subject': '您的 Parcelway 電子郵件地址已變更',
  'mail.emailChanged.body':
    '{name}，您好！您的 Parcelway 帳戶現在使用電子郵件地址 {email}，有關包裹和付款的郵件將寄送到該地址。如果這不是您本人的操作，請立即重設密碼並聯絡我們。',
  'mail.changeEmailCode.subject': '您變更 Parcelway 電子郵件地址的驗證碼',
  'mail.changeEmailCode.body':
    '{name}，您好：已登入您 Parcelway 帳戶的人申請變更其電子郵件地址。請在應用程式中輸入驗證碼 {code} 完成變更，10 分鐘內有效。如果不是您本人操作，請忽略此郵件，地址將保持不變。',
  'email.currentCodeNeeded': '請輸入我們寄送到您目前電子郵件地址的驗證碼。',
};
