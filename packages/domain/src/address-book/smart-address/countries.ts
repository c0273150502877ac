import { COUNTRY_ID } from '../../reference/ids.js';
import { CHINESE_PROVINCE } from './china.js';
import { AU_STATE_POSTCODE } from './latin.js';
import { TAIWAN_COUNTY } from './taiwan.js';

/** How a text names its country. Chinese names count only at the start or end of a part, where a country goes. */
const COUNTRY_NAMES: [number, RegExp][] = [
  [COUNTRY_ID.australia, /\baustralia\b|(?:^|[\s,])(澳大利亚|澳大利亞|澳洲)(?=$|[\s,])/i],
  [COUNTRY_ID.taiwan, /\btaiwan\b(?:\s*\(?r\.?o\.?c\.?\)?)?|(?:^|[\s,])(台湾|台灣|臺灣|中華民國)/i],
  [COUNTRY_ID.hongKong, /\bhong\s*kong\b(?:\s*sar\b)?/i],
  [COUNTRY_ID.malaysia, /\bmalaysia\b|(?:^|[\s,])(马来西亚|馬來西亞)(?=$|[\s,])/i],
  [COUNTRY_ID.singapore, /\bsingapore\b(?=\s*\d{6}|\s*$|\s*,|\s*\n)|(?:^|[\s,])新加坡(?=$|[\s,])/i],
  [COUNTRY_ID.china, /\b(?:p\.?\s?r\.?\s?)?china\b|(?:^|[\s,])(中国|中國|中华人民共和国)/i],
  [COUNTRY_ID.japan, /\bjapan\b|(?:^|[\s,])日本(?=$|[\s,])/i],
  [COUNTRY_ID.newZealand, /\bnew\s*zealand\b|(?:^|[\s,])(新西兰|紐西蘭)(?=$|[\s,])/i],
  [COUNTRY_ID.canada, /\bcanada\b|(?:^|[\s,])加拿大(?=$|[\s,])/i],
  [
    COUNTRY_ID.unitedStates,
    /\b(?:united\s*states(?:\s*of\s*america)?|u\.?s\.?a\.?)\b|(?:^|[\s,])(美国|美國)(?=$|[\s,])/i,
  ],
];

/** The country a text names, or whose states, counties or provinces it writes; null when it does not say. */
export function detectCountry(text: string): number | null {
  for (const [country, pattern] of COUNTRY_NAMES) if (pattern.test(text)) return country;
  if (AU_STATE_POSTCODE.test(text)) return COUNTRY_ID.australia;
  if (TAIWAN_COUNTY.test(text)) return COUNTRY_ID.taiwan;
  if (CHINESE_PROVINCE.test(text) && /\p{Script=Han}{2,}(市|区|县)/u.test(text)) return COUNTRY_ID.china;
  return null;
}

export function removeCountryNames(text: string): string {
  return COUNTRY_NAMES.reduce((rest, [, pattern]) => rest.replace(new RegExp(pattern.source, 'gi'), ' '), text);
}
