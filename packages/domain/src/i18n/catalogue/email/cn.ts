import type { Key } from './en.js';

export const cn: Record<Key, string> = {
  'email.nothingToConfirm': '您的邮箱地址已经确认。',
  'email.sameAddress': '这已经是您账户的邮箱地址。',
  'email.linkInvalid': '此确认链接无效。请打开应用重新获取验证码。',
  'email.linkExpired': '此确认链接已过期，或已发送了更新的链接。请使用最新的邮件，或在应用中重新获取验证码。',
  'email.addressChanged': '此链接对应的地址已不再等待确认。请使用最新的邮件。',
  'mail.verifyEmail.subject': '请确认您在 Parcelway 的邮箱地址',
  'mail.verifyEmail.body':
    '{name}，您好！请确认 {email} 是您的邮箱地址：在本设备上点击下方按钮，或在 Parcelway 应用中输入验证码 {code}。两者均在 24 小时内有效。确认之前，我们不会向此地址发送其他任何邮件。',
  'mail.verifyEmail.ignore':
    '如果您没有注册 Parcelway 或更改邮箱地址，请忽略本邮件：除非此地址得到确认，您不会再收到我们的邮件。',
  'mail.verifyEmail.action': '确认我的邮箱地址',
  'mail.emailChanged.subject': '您的 Parcelway 邮箱地址已更改',
  'mail.emailChanged.body':
    '{name}，您好！您的 Parcelway 账户现在使用邮箱地址 {email}，有关包裹和付款的邮件将发送到该地址。如果这不是您本人的操作，请立即重置密码并联系我们。',
  'mail.changeEmailCode.subject': '您更改 Parcelway 邮箱地址的验证码',
  'mail.changeEmailCode.body':
    '{name}，您好：已登录您 Parcelway 账户的人申请更改其邮箱地址。请在应用中输入验证码 {code} 完成更改，10 分钟内有效。如果不是您本人操作，请忽略此邮件，地址将保持不变。',
  'email.currentCodeNeeded': '请输入我们发送到您当前邮箱地址的验证码。',
};
