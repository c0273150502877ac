import type { Key } from './en.js';

export const cn: Record<Key, string> = {
  'social.notConfigured': '暂不支持使用该账号登录。',
  'social.ticketInvalid': '此次登录已过期或已被使用，请重新开始。',
  'social.error.state': '此登录链接已失效（已被使用或在其他浏览器中打开），请重新开始。',
  'social.error.expired': '登录超时已过期，请重新开始。',
  'social.error.denied': '您已在第三方平台取消登录。',
  'social.error.provider': '第三方平台未能确认您的身份，请稍后再试。',
  'social.error.boundElsewhere': '该社交账号已绑定其他 Parcelway 账号。',
  'social.error.alreadyBound': '您的账号已绑定该平台的账号，请先解绑。',
  'social.codeNeeded': '请输入我们发送到该邮箱的验证码。',
  'social.emailTaken': '该邮箱已注册，请登录该账号后再绑定社交账号。',
  'social.lastSignIn': '这是您唯一的登录方式。请先设置密码或绑定其他账号再解绑。',
  'social.notBound': '您的账号未绑定该社交账号。',
  'social.passwordAlreadySet': '您的账号已设置密码，请在“重置密码”中修改。',
  'social.linkProofWrong': '密码或验证码不正确。',
  'mail.signInCode.subject': 'Parcelway 登录验证码',
  'mail.signInCode.body':
    '您用于社交账号登录确认邮箱的 Parcelway 验证码是 {code}，10 分钟内有效。如果不是您本人操作，请忽略本邮件。',
  'captcha.failed': '人机验证失败，请稍后再试',
  'captcha.required': '请完成人机验证。',
};
