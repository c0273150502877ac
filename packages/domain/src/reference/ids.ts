import type { CurrencyCode } from '../money/money.js';

/** Country ids used by the specification's rules (SPEC §5), from shared/data/countries.json. */
export const COUNTRY_ID = {
  australia: 13,
  canada: 38,
  china: 44,
  hongKong: 98,
  japan: 109,
  malaysia: 132,
  newZealand: 157,
  singapore: 196,
  taiwan: 214,
  unitedStates: 231,
} as const;

/** Warehouse store ids (SPEC §1; New Zealand's id is our decision, DESIGN §5). */
export const STORE_ID = {
  australia: 1,
  china: 2,
  malaysia: 3,
  taiwan: 5,
  japan: 8,
  newZealand: 9,
} as const;

export interface CurrencyDefinition {
  id: number;
  code: CurrencyCode;
  symbol: string;
  name: { en: string; cn: string; tw: string };
  payable: boolean;
}

/** Fixed currency ids (DESIGN §5). AUD (3) is the default and the base of exchange rates. */
export const CURRENCIES: readonly CurrencyDefinition[] = [
  { id: 1, code: 'CNY', symbol: '¥', name: { en: 'Chinese Yuan', cn: '人民币', tw: '人民幣' }, payable: true },
  { id: 2, code: 'USD', symbol: 'US$', name: { en: 'US Dollar', cn: '美元', tw: '美元' }, payable: false },
  { id: 3, code: 'AUD', symbol: 'A$', name: { en: 'Australian Dollar', cn: '澳元', tw: '澳幣' }, payable: true },
  {
    id: 4,
    code: 'MYR',
    symbol: 'RM',
    name: { en: 'Malaysian Ringgit', cn: '马来西亚林吉特', tw: '馬來西亞令吉' },
    payable: true,
  },
  { id: 5, code: 'TWD', symbol: 'NT$', name: { en: 'New Taiwan Dollar', cn: '新台币', tw: '新臺幣' }, payable: true },
  { id: 6, code: 'SGD', symbol: 'S$', name: { en: 'Singapore Dollar', cn: '新加坡元', tw: '新加坡幣' }, payable: true },
  {
    id: 7,
    code: 'NZD',
    symbol: 'NZ$',
    name: { en: 'New Zealand Dollar', cn: '新西兰元', tw: '紐西蘭幣' },
    payable: true,
  },
  { id: 8, code: 'HKD', symbol: 'HK$', name: { en: 'Hong Kong Dollar', cn: '港币', tw: '港幣' }, payable: true },
  { id: 9, code: 'JPY', symbol: '¥', name: { en: 'Japanese Yen', cn: '日元', tw: '日圓' }, payable: true },
  { id: 10, code: 'CAD', symbol: 'C$', name: { en: 'Canadian Dollar', cn: '加拿大元', tw: '加拿大幣' }, payable: true },
];

export const DEFAULT_CURRENCY_ID = 3;
export const BASE_CURRENCY_ID = 3;

export function currencyById(id: number): CurrencyDefinition | undefined {
  return CURRENCIES.find((currency) => currency.id === id);
}
