import type { Key } from './en.js';

/** Configuration by staff. Simplified Chinese: every English key. */
export const cn: Record<Key, string> = {
  'config.amountTooHigh': '金额过高，请检查。',
  'config.freeFreight': '首重价格和续重价格不能同时为 0。',
  'config.freeInsuranceAboveMax': '免费保额不能高于最高保额。',
  'config.minChargeableAboveMax': '最低计费重量不能高于该线路可接受的单件最大重量。',
  'config.supportNumberMissing': '收件人或某一行地址必须包含 {supportNumber}：客户编号会填在此处。',
  'config.unknownPlaceholder': '大括号中只能使用 {supportNumber}。',
  'config.addressLineTooLong': '填入客户编号后，此行超过 60 个字符。',
  'config.goodsAllLanguages': '请用英文、简体中文和繁体中文填写此文字，或三者都留空。',
  'config.goodsEveryAttribute': '每类货物都需要一条规则，且只能一条。',
  'config.taiwanParcelLimit': '寄往台湾的线路单件不得超过 20 公斤。',
  'config.rateTooHigh': '汇率必须低于每澳元 1,000,000。',
};
