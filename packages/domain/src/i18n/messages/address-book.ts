import { defineMessages } from '../define.js';

/** The address book: recipients, their addresses and phone numbers. SPEC §8 English kept word for word. */
export const addressBookMessages = defineMessages({
  en: {
    'recipient.incomplete':
      'The recipient information you selected is incomplete. Please access the address book to modify the recipient information',
    'recipient.fieldTooLong': 'This entry is too long. Please shorten it.',
    'recipient.idNumberInvalid':
      'Please enter a valid Taiwan ID or resident certificate number: one letter, then 9 digits (e.g. A123456789).',
    'recipient.sameName':
      'The recipient {name} has the same name as another waybill in this batch. Please change the recipient name.',
    'recipient.sameReceiverMalaysia':
      'Malaysian customs treat parcels to one receiver as one consignment: {name} receives another waybill in this batch (same name, phone number or address). Please change the recipient.',
    'address.incomplete': 'The address is incomplete',
    'address.sameAsAddress2': 'The second address line must not repeat the first one.',
    'address.chineseRequired': 'Please write a Taiwan address in Chinese.',
    'address.taiwanPostcode': 'A Taiwan postcode has 6 digits (a 5-digit one is padded with a leading 0).',
    'address.postcodeInvalid': 'This postcode does not look right for the country you chose.',
    'abn.tooShort': 'The number must contain more than five characters',
    'abn.incorrect': 'The ABN number you entered is incorrect',
    'abn.notFound':
      'No business is registered under this ABN. Please check the number, or enter the company name yourself.',
    'smartAddress.nothingFound':
      'We could not recognise an address in this text. Please check it or fill in the fields yourself.',
  },
  cn: {
    'recipient.incomplete': '您选择的收件人信息不完整，请到地址簿修改收件人信息',
    'recipient.fieldTooLong': '内容过长，请缩短。',
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
  },
  tw: {
    'recipient.incomplete': '您選擇的收件人資訊不完整，請到地址簿修改收件人資訊',
    'recipient.fieldTooLong': '內容過長，請縮短。',
    'recipient.idNumberInvalid': '請輸入有效的台灣身分證或居留證號碼：1 個英文字母加 9 位數字（如 A123456789）。',
    'recipient.sameName': '收件人 {name} 與本批次另一運單的收件人同名，請修改收件人姓名。',
    'recipient.sameReceiverMalaysia':
      '馬來西亞海關將寄給同一收件人的包裹視為同一批貨物：{name} 在本批次中還有另一運單（姓名、電話或地址相同），請更換收件人。',
    'address.incomplete': '地址不完整',
    'address.sameAsAddress2': '第二行地址不能與第一行相同。',
    'address.chineseRequired': '台灣地址請用中文填寫。',
    'address.taiwanPostcode': '台灣郵遞區號為 6 碼（5 碼的會在前面補 0）。',
    'address.postcodeInvalid': '此郵遞區號與所選國家的格式不符。',
    'abn.tooShort': '號碼必須多於五個字元',
    'abn.incorrect': '您輸入的 ABN 號碼不正確',
    'abn.notFound': '沒有以此 ABN 登記的企業，請檢查號碼，或自行填寫公司名稱。',
    'smartAddress.nothingFound': '無法從這段文字中辨識出地址，請檢查或自行填寫各欄位。',
  },
});
