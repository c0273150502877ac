import type { Key } from './en.js';

/** The address book: recipients, their addresses and phone numbers. Traditional Chinese: every English key. */
export const tw: Record<Key, string> = {
  'recipient.incomplete': '您選擇的收件人資訊不完整，請到地址簿修改收件人資訊',
  'recipient.phoneIncorrect': '您的收件人手機號碼不正確，請到地址簿修改',
  'recipient.fieldTooLong': '內容過長，請縮短。',
  'recipient.nzGstNumberInvalid': '此 GST 號碼無效：應為 8 或 9 位數字，與企業的 GST 註冊一致。',
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
};
