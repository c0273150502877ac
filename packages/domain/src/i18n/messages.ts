import type { Language } from './language.js';

/**
 * Every sentence the server says to a customer, in the three languages.
 * Keys are shared with the web app so a form shows the same sentence the server would.
 * English texts of SPEC §8 are kept word for word.
 */
const en = {
  'error.network': 'network error, retry or contact support',
  'error.internal': 'Something went wrong on our side. Please try again later or contact support with the request id.',
  'error.notFound': 'We could not find what you asked for.',
  'error.unauthorised': 'Please log in to continue.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.rateLimited': 'Too many attempts. Please wait a minute and try again.',
  'error.badRequest': 'The request could not be understood.',
  'error.tooLarge': 'The request is too large.',
  'error.unavailable': 'The service is starting or unavailable. Please try again shortly.',
  'validation.required': 'please complete required items',
  'validation.invalid': 'Please check this field.',
  'validation.tooShort': 'Please enter at least {minimum} characters.',
  'validation.tooLong': 'Please enter at most {maximum} characters.',
  'validation.tooSmall': 'Please enter a value of at least {minimum}.',
  'validation.tooBig': 'Please enter a value of at most {maximum}.',
  'validation.number': 'Please enter a number.',
  'validation.choice': 'Please choose one of the options.',
  'auth.emailFormat': 'The email format is not correct. Please re-enter it',
  'auth.passwordRule':
    'The password needs at least 8 characters, with at least 1 uppercase letter, 1 lowercase letter and 1 digit.',
  'auth.passwordMismatch': 'Password combination do not match.',
  'auth.nameNoDigits': 'Names cannot contain digits.',
  'auth.agreeTerms': 'Please read and agree to the terms',
  'auth.emailTaken': 'This email is already registered. Please log in instead.',
  'auth.wrongCredentials': 'The email or password is incorrect.',
  'auth.sessionExpired': 'Your session has expired. Please log in again.',
  'auth.unknownWarehouse': 'Please choose a warehouse.',
  'auth.unknownCurrency': 'Please choose a currency.',
  'auth.unknownSource': 'Please choose how you heard about us from the list.',
  'auth.inviteCodeInvalid': 'The invitation code is not valid. Check it or leave it empty.',
  'auth.accountNotFound': 'No account is registered with this email or phone.',
  'auth.oldPasswordWrong': 'The current password is incorrect.',
  'auth.newPasswordSame': 'The new password must be different from the current one.',
  'auth.accountClosed': 'This account has been closed.',
  'code.invalid': 'The verification code is incorrect.',
  'code.expired': 'The verification code has expired. Please request a new one.',
  'code.tooManyAttempts': 'Too many wrong codes. Please request a new one.',
  'code.cooldown': 'Please wait {seconds} seconds before requesting another code.',
  'code.format': 'The verification code has 6 digits.',
  'phone.auMobile': 'An Australian mobile number has 9 digits and starts with 4.',
  'phone.incorrect': 'The mobile phone number you entered is incorrect, please enter it again',
  'phone.registered': 'This phone number is already registered. Please log in with it.',
  'phone.notVerified': 'Your phone number is not verified yet. Please verify it first.',
  'phone.countryRequired': 'Please select the country of the phone number.',
  'account.phoneRequiredForClosure': 'Please verify your phone number before closing your account.',
  'reference.unknownCurrency': 'This currency is not supported.',
  'reference.noRate': 'No exchange rate is available for {currency} yet.',
  'reference.unknownCountry': 'Please choose a country from the list.',
  'reference.transferType': 'The conversion type must be 1 (from the base currency) or 2 (into it).',
  'mail.resetCode.subject': 'Your Parcelway password reset code',
  'mail.resetCode.body':
    'Your Parcelway verification code is {code}. It expires in 10 minutes. If you did not ask to reset your password, ignore this message.',
  'mail.phoneCode.body': 'Parcelway code: {code}. It expires in 10 minutes.',
  'mail.welcome.subject': 'Welcome to Parcelway',
  'mail.welcome.body':
    'Hello {name}, your Parcelway account is ready. Your support number is {supportNumber}: put it on every parcel you send to our warehouse.',
} as const;

export type MessageKey = keyof typeof en;
type Catalogue = Record<MessageKey, string>;

const cn: Catalogue = {
  'error.network': '网络错误，请重试或联系客服',
  'error.internal': '服务器出了点问题。请稍后再试，或带上请求编号联系客服。',
  'error.notFound': '没有找到您要的内容。',
  'error.unauthorised': '请先登录。',
  'error.forbidden': '您无权进行此操作。',
  'error.rateLimited': '尝试次数过多，请一分钟后再试。',
  'error.badRequest': '请求无法识别。',
  'error.tooLarge': '请求内容过大。',
  'error.unavailable': '服务正在启动或暂不可用，请稍后再试。',
  'validation.required': '请填写必填项',
  'validation.invalid': '请检查此项。',
  'validation.tooShort': '请至少输入 {minimum} 个字符。',
  'validation.tooLong': '最多输入 {maximum} 个字符。',
  'validation.tooSmall': '数值不能小于 {minimum}。',
  'validation.tooBig': '数值不能大于 {maximum}。',
  'validation.number': '请输入数字。',
  'validation.choice': '请从选项中选择。',
  'auth.emailFormat': '邮箱格式不正确，请重新输入',
  'auth.passwordRule': '密码至少 8 位，且至少包含 1 个大写字母、1 个小写字母和 1 个数字。',
  'auth.passwordMismatch': '两次输入的密码不一致。',
  'auth.nameNoDigits': '姓名不能包含数字。',
  'auth.agreeTerms': '请阅读并同意条款',
  'auth.emailTaken': '该邮箱已注册，请直接登录。',
  'auth.wrongCredentials': '邮箱或密码不正确。',
  'auth.sessionExpired': '登录已过期，请重新登录。',
  'auth.unknownWarehouse': '请选择仓库。',
  'auth.unknownCurrency': '请选择币种。',
  'auth.unknownSource': '请从列表中选择您了解我们的渠道。',
  'auth.inviteCodeInvalid': '邀请码无效，请检查或留空。',
  'auth.accountNotFound': '该邮箱或手机号未注册。',
  'auth.oldPasswordWrong': '当前密码不正确。',
  'auth.newPasswordSame': '新密码不能与当前密码相同。',
  'auth.accountClosed': '该账户已注销。',
  'code.invalid': '验证码不正确。',
  'code.expired': '验证码已过期，请重新获取。',
  'code.tooManyAttempts': '验证码错误次数过多，请重新获取。',
  'code.cooldown': '请等待 {seconds} 秒后再获取验证码。',
  'code.format': '验证码为 6 位数字。',
  'phone.auMobile': '澳洲手机号为 9 位数字，且以 4 开头。',
  'phone.incorrect': '您输入的手机号码不正确，请重新输入',
  'phone.registered': '该手机号已注册，请使用该手机号登录。',
  'phone.notVerified': '您的手机号尚未验证，请先验证。',
  'phone.countryRequired': '请选择手机号所属国家。',
  'account.phoneRequiredForClosure': '注销账户前请先验证手机号。',
  'reference.unknownCurrency': '不支持该币种。',
  'reference.noRate': '暂无 {currency} 的汇率。',
  'reference.unknownCountry': '请从列表中选择国家。',
  'reference.transferType': '换算类型须为 1（由基准币种换算）或 2（换算为基准币种）。',
  'mail.resetCode.subject': 'Parcelway 重置密码验证码',
  'mail.resetCode.body': '您的 Parcelway 验证码是 {code}，10 分钟内有效。如果不是您本人操作，请忽略本邮件。',
  'mail.phoneCode.body': 'Parcelway 验证码：{code}，10 分钟内有效。',
  'mail.welcome.subject': '欢迎使用 Parcelway',
  'mail.welcome.body':
    '{name}您好，您的 Parcelway 账户已开通。您的客户编号是 {supportNumber}，请在寄往仓库的每个包裹上注明。',
};

const tw: Catalogue = {
  'error.network': '網路錯誤，請重試或聯絡客服',
  'error.internal': '伺服器出了點問題。請稍後再試，或帶上請求編號聯絡客服。',
  'error.notFound': '找不到您要的內容。',
  'error.unauthorised': '請先登入。',
  'error.forbidden': '您無權進行此操作。',
  'error.rateLimited': '嘗試次數過多，請一分鐘後再試。',
  'error.badRequest': '請求無法辨識。',
  'error.tooLarge': '請求內容過大。',
  'error.unavailable': '服務正在啟動或暫時無法使用，請稍後再試。',
  'validation.required': '請填寫必填項目',
  'validation.invalid': '請檢查此欄位。',
  'validation.tooShort': '請至少輸入 {minimum} 個字元。',
  'validation.tooLong': '最多輸入 {maximum} 個字元。',
  'validation.tooSmall': '數值不能小於 {minimum}。',
  'validation.tooBig': '數值不能大於 {maximum}。',
  'validation.number': '請輸入數字。',
  'validation.choice': '請從選項中選擇。',
  'auth.emailFormat': '電子郵件格式不正確，請重新輸入',
  'auth.passwordRule': '密碼至少 8 碼，且至少包含 1 個大寫字母、1 個小寫字母和 1 個數字。',
  'auth.passwordMismatch': '兩次輸入的密碼不一致。',
  'auth.nameNoDigits': '姓名不能包含數字。',
  'auth.agreeTerms': '請閱讀並同意條款',
  'auth.emailTaken': '此電子郵件已註冊，請直接登入。',
  'auth.wrongCredentials': '電子郵件或密碼不正確。',
  'auth.sessionExpired': '登入已過期，請重新登入。',
  'auth.unknownWarehouse': '請選擇倉庫。',
  'auth.unknownCurrency': '請選擇幣別。',
  'auth.unknownSource': '請從清單中選擇您得知我們的管道。',
  'auth.inviteCodeInvalid': '邀請碼無效，請檢查或留空。',
  'auth.accountNotFound': '此電子郵件或手機號碼尚未註冊。',
  'auth.oldPasswordWrong': '目前密碼不正確。',
  'auth.newPasswordSame': '新密碼不能與目前密碼相同。',
  'auth.accountClosed': '此帳戶已註銷。',
  'code.invalid': '驗證碼不正確。',
  'code.expired': '驗證碼已過期，請重新取得。',
  'code.tooManyAttempts': '驗證碼錯誤次數過多，請重新取得。',
  'code.cooldown': '請等待 {seconds} 秒後再取得驗證碼。',
  'code.format': '驗證碼為 6 位數字。',
  'phone.auMobile': '澳洲手機號碼為 9 位數字，且以 4 開頭。',
  'phone.incorrect': '您輸入的手機號碼不正確，請重新輸入',
  'phone.registered': '此手機號碼已註冊，請使用該號碼登入。',
  'phone.notVerified': '您的手機號碼尚未驗證，請先驗證。',
  'phone.countryRequired': '請選擇手機號碼所屬國家。',
  'account.phoneRequiredForClosure': '註銷帳戶前請先驗證手機號碼。',
  'reference.unknownCurrency': '不支援此幣別。',
  'reference.noRate': '暫無 {currency} 的匯率。',
  'reference.unknownCountry': '請從清單中選擇國家。',
  'reference.transferType': '換算類型須為 1（由基準幣別換算）或 2（換算為基準幣別）。',
  'mail.resetCode.subject': 'Parcelway 重設密碼驗證碼',
  'mail.resetCode.body': '您的 Parcelway 驗證碼是 {code}，10 分鐘內有效。如果不是您本人操作，請忽略此郵件。',
  'mail.phoneCode.body': 'Parcelway 驗證碼：{code}，10 分鐘內有效。',
  'mail.welcome.subject': '歡迎使用 Parcelway',
  'mail.welcome.body':
    '{name}您好，您的 Parcelway 帳戶已開通。您的客戶編號是 {supportNumber}，請在寄往倉庫的每個包裹上註明。',
};

export const messages: Record<Language, Catalogue> = { en, cn, tw };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export type MessageParams = Record<string, string | number | bigint | boolean | undefined>;

/** The sentence for a key in a language, with `{name}` placeholders filled from params. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return messages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
