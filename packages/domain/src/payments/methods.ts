import type { CurrencyCode } from '../money/money.js';

/** SPEC §1: the pay currencies (every currency but USD). */
export const PAY_CURRENCIES = [
  'AUD',
  'MYR',
  'SGD',
  'NZD',
  'TWD',
  'CNY',
  'HKD',
  'JPY',
  'CAD',
] as const satisfies readonly CurrencyCode[];
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

export function isPayCurrency(value: string): value is PayCurrency {
  return (PAY_CURRENCIES as readonly string[]).includes(value);
}

/**
 * Our choice (SPEC §5: "bank transfer is unsupported in some currencies"): we hold receiving accounts
 * in Australia, New Zealand, Malaysia, Taiwan, mainland China and Hong Kong, where our warehouses or
 * customers are, and none in Singapore, Japan or Canada, whose customers pay by card or wallet.
 */
export const BANK_TRANSFER_CURRENCIES = [
  'AUD',
  'NZD',
  'MYR',
  'TWD',
  'CNY',
  'HKD',
] as const satisfies readonly PayCurrency[];

export function supportsBankTransfer(currency: string): boolean {
  return (BANK_TRANSFER_CURRENCIES as readonly string[]).includes(currency);
}

/**
 * Card and wallet providers, each reached by its SPEC §7 call. `wechat` is the WeChat link flow: the
 * customer opens a payment link in WeChat, so it has no call of its own in SPEC §7.
 */
export const PAYMENT_PROVIDERS = {
  royalpay: { endpoint: 'royalPay', name: 'RoyalPay' },
  squareup: { endpoint: 'squareUpPay', name: 'Square' },
  paypal: { endpoint: 'paypalPay', name: 'PayPal' },
  eghl: { endpoint: 'eghlPay', name: 'eGHL' },
  airwallex: { endpoint: 'airWallexPay', name: 'Airwallex' },
  touchngo: { endpoint: 'touchGoPay', name: "Touch 'n Go" },
  duitnow: { endpoint: 'duitNowPay', name: 'DuitNow' },
  yg_alipay: { endpoint: 'ygAliPay', name: 'Alipay' },
  wechat: { endpoint: null, name: 'WeChat Pay' },
} as const;

export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;
export const PAYMENT_PROVIDER_NAMES = Object.keys(PAYMENT_PROVIDERS) as PaymentProviderName[];

export function isPaymentProviderName(value: string): value is PaymentProviderName {
  return Object.hasOwn(PAYMENT_PROVIDERS, value);
}

export interface PaymentMethodRule {
  /** Who takes the money; null for what we settle ourselves (balance, bank transfer). */
  readonly provider: PaymentProviderName | null;
  /** The pay currencies it takes. */
  readonly currencies: readonly PayCurrency[];
  /** The SPEC §2 screen the pay page sends the customer to for it. */
  readonly screen: string;
  /** DuitNow needs the shopper's name (SPEC §5). */
  readonly shopperName?: boolean;
  /** Offered for top-ups (the balance cannot top itself up). */
  readonly topUp: boolean;
}

/**
 * Payment methods by currency (getPaymentTypeByCurrency, getChargePaymentMethods). Our choice of which
 * provider serves which currency follows where each provider settles: Airwallex cards and Google Pay in
 * every pay currency; Square in Australia, Canada and Japan; PayPal where it pays out in the currency;
 * RoyalPay (WeChat Pay / Alipay for Australian and New Zealand merchants) in AUD and NZD; eGHL (FPX),
 * Touch 'n Go and DuitNow in Malaysia; Alipay in CNY and HKD; the WeChat link in CNY.
 */
export const PAYMENT_METHODS = {
  balance: { provider: null, currencies: PAY_CURRENCIES, screen: 'waybill/pay', topUp: false },
  bank_transfer: { provider: null, currencies: BANK_TRANSFER_CURRENCIES, screen: 'waybill/pay_bank', topUp: true },
  card: { provider: 'airwallex', currencies: PAY_CURRENCIES, screen: 'waybill/payAirwallex', topUp: true },
  google_pay: { provider: 'airwallex', currencies: PAY_CURRENCIES, screen: 'waybill/payGooglePay', topUp: true },
  square: { provider: 'squareup', currencies: ['AUD', 'CAD', 'JPY'], screen: 'waybill/pay_credit', topUp: true },
  paypal: {
    provider: 'paypal',
    currencies: ['AUD', 'CAD', 'HKD', 'JPY', 'NZD', 'SGD', 'TWD'],
    screen: 'waybill/pay',
    topUp: true,
  },
  royalpay: { provider: 'royalpay', currencies: ['AUD', 'NZD'], screen: 'waybill/pay', topUp: true },
  eghl: { provider: 'eghl', currencies: ['MYR'], screen: 'waybill/pay', topUp: true },
  touch_n_go: { provider: 'touchngo', currencies: ['MYR'], screen: 'waybill/pay', topUp: true },
  duitnow: { provider: 'duitnow', currencies: ['MYR'], screen: 'waybill/pay', shopperName: true, topUp: true },
  alipay: { provider: 'yg_alipay', currencies: ['CNY', 'HKD'], screen: 'waybill/pay', topUp: true },
  wechat: { provider: 'wechat', currencies: ['CNY'], screen: 'waybill/pay', topUp: true },
} as const satisfies Record<string, PaymentMethodRule>;

export type PaymentMethodCode = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_CODES = Object.keys(PAYMENT_METHODS) as PaymentMethodCode[];

export function isPaymentMethodCode(value: string): value is PaymentMethodCode {
  return Object.hasOwn(PAYMENT_METHODS, value);
}

export function methodRule(code: PaymentMethodCode): PaymentMethodRule {
  return PAYMENT_METHODS[code];
}

/** The methods a currency offers, in display order; `topUp` keeps those that can top the balance up. */
export function methodsForCurrency(currency: string, options: { topUp?: boolean } = {}): PaymentMethodCode[] {
  return PAYMENT_METHOD_CODES.filter((code) => {
    const rule: PaymentMethodRule = PAYMENT_METHODS[code];
    return (rule.currencies as readonly string[]).includes(currency) && (!options.topUp || rule.topUp);
  });
}

/**
 * Where a bank transfer goes, per currency that takes one. Placeholders of the right shape: the real
 * accounts are the company's to fill in before going live (docs/integrations.md, "Outside parties").
 */
export const BANK_TRANSFER_ACCOUNTS: Readonly<
  Record<(typeof BANK_TRANSFER_CURRENCIES)[number], Readonly<Record<string, string>>>
> = {
  AUD: {
    bank: 'Commonwealth Bank of Australia',
    account_name: 'Parcelway Pty Ltd',
    bsb: '062-000',
    account_number: '1234 5678',
  },
  NZD: { bank: 'ANZ Bank New Zealand', account_name: 'Parcelway NZ Ltd', account_number: '01-0102-0123456-00' },
  MYR: { bank: 'Maybank', account_name: 'Parcelway Sdn Bhd', account_number: '5141 2345 6789' },
  TWD: {
    bank: 'Cathay United Bank (013)',
    account_name: 'Parcelway Taiwan Co., Ltd.',
    account_number: '0123-4567-8901',
  },
  CNY: {
    bank: 'China Merchants Bank',
    account_name: 'Parcelway (Shenzhen) Co., Ltd.',
    account_number: '7559 1234 5678 901',
  },
  HKD: { bank: 'HSBC Hong Kong', account_name: 'Parcelway HK Ltd', account_number: '004-123-456789-001' },
};
