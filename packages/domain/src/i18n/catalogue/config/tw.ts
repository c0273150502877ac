import type { Key } from './en.js';

/** Configuration by staff. Traditional Chinese: every English key. */
export const tw: Record<Key, string> = {
  'config.amountTooHigh': '金額過高，請檢查。',
  'config.freeFreight': '首重價格和續重價格不能同時為 0。',
  'config.freeInsuranceAboveMax': '免費保額不能高於最高保額。',
  'config.minChargeableAboveMax': '最低計費重量不能高於該線路可接受的單件最大重量。',
  'config.supportNumberMissing': '收件人或某一行地址必須包含 {supportNumber}：客戶編號會填在此處。',
  'config.unknownPlaceholder': '大括號中只能使用 {supportNumber}。',
  'config.addressLineTooLong': '填入客戶編號後，此行超過 60 個字元。',
  'config.goodsAllLanguages': '請用英文、簡體中文和繁體中文填寫此文字，或三者都留空。',
  'config.goodsEveryAttribute': '每類貨物都需要一條規則，且只能一條。',
  'config.taiwanParcelLimit': '寄往台灣的線路單件不得超過 20 公斤。',
  'config.rateTooHigh': '匯率必須低於每澳幣 1,000,000。',
};
