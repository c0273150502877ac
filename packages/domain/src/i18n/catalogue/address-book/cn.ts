import type { Key } from './en.js';

/** The address book: recipients, their addresses and phone numbers. Simplified Chinese: every English key. */
export const cn: Record<Key, string> = {
  'recipient.incomplete': '您选择的收件人信息不完整，请到地址簿修改收件人信息',
  'recipient.phoneIncorrect': '您的收件人手机号码不正确，请到地址簿修改',
  'recipient.fieldTooLong': '内容过长，请缩短。',
  'recipient.nzGstNumberInvalid': '此 GST 号码无效：应为 8 或 9 位数字，与企业的 GST 注册一致。',
  'recipient.idNumberInvalid': '请输入有效的台湾身份证或居留证号码：1 个字母加 9 位数字（如 A123456789）。',
  'recipient.sameName': '收件人 {name} 与本批次另一运单的收件人同名，请修改收件人姓名。',
  'recipient.sameReceiverMalaysia':
    '马来西亚海关将寄给同一收件人的包裹视为同一批货物：{name} 在本批次中还有另一运单（姓名、电话或地址相同），请更换收件人。',
  'address.incomplete': '地址不完整',
  'address.sameAsAddress2': '第二行地址不能与第一行相同。',
  'address.chineseRequired': '台湾地址请用中文填写。',
  'address.taiwanPostcode': '台湾邮编为 6 位数字（5 位的会在前面补 0）。',
  'address.postcodeInvalid': '该邮编与所选国家的格式不符。',
  'abn.tooShort': '号码必须多于五个字符',
  'abn.incorrect': '您输入的 ABN 号码不正确',
  'abn.notFound': '没有以该 ABN 登记的企业，请检查号码，或自行填写公司名称。',
  'smartAddress.nothingFound': '无法从这段文字中识别出地址，请检查或自行填写各项。',
};
