import { z } from 'zod';
import { CURRENCY_EXPONENTS, type CurrencyCode } from '../money/money.js';

/** The destinations of the seeded lines, each with one customs rule (data/<country>.json). */
export const CUSTOMS_COUNTRIES = [
  'australia',
  'canada',
  'china',
  'hongKong',
  'japan',
  'malaysia',
  'newZealand',
  'singapore',
  'taiwan',
] as const;
export type CustomsCountry = (typeof CUSTOMS_COUNTRIES)[number];

/** A tax or fee a destination levies on the goods (its name is the message `duty.<code>`). */
export const DUTY_CODES = [
  'auGst',
  'auImportGst',
  'auClearingAgent',
  'auCustomsDocument',
  'nzGst',
  'nzImportGst',
  'sgGst',
  'sgCustomsFee',
  'myLvgTax',
  'mySalesTax',
  'twBusinessTax',
  'jpConsumptionTax',
  'caGst',
  'cnArticleTax',
] as const;
export type DutyCode = (typeof DUTY_CODES)[number];

/** `us`: in our fees, paid before shipping; `customs`: paid at the destination's clearance (at the door), estimated. */
export const DUTY_COLLECTORS = ['us', 'customs'] as const;
export type DutyCollector = (typeof DUTY_COLLECTORS)[number];

/** What a value is made of: the goods (declared value), the freight, the insurance premium, our extra services. */
export const VALUE_PARTS = ['goods', 'freight', 'insurance', 'extras'] as const;
export type ValuePart = (typeof VALUE_PARTS)[number];

/** Why a band applies, as the note `customs.note.<key>`. */
export const CUSTOMS_NOTES = [
  'auLowValue',
  'auShopCharged',
  'auOver',
  'nzLowValue',
  'nzShopCharged',
  'nzOver',
  'auBusiness',
  'nzBusiness',
  'sgRelief',
  'sgCharged',
  'myLowValue',
  'myShopCharged',
  'myOver',
  'twAllowance',
  'twTaxed',
  'jpExempt',
  'jpTaxed',
  'caRelief',
  'caTaxed',
  'hkFreePort',
  'cnPersonal',
  'cnOverLimit',
] as const;
export type CustomsNoteKey = (typeof CUSTOMS_NOTES)[number];

/** A name in the three languages. */
export const localizedSchema = z.object({ en: z.string().min(1), cn: z.string().min(1), tw: z.string().min(1) });
const localized = localizedSchema;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amount = z.string().regex(/^\d+(\.\d+)?$/);
const percent = z.number().min(0).max(100);

const taxSchema = z
  .object({
    code: z.enum(DUTY_CODES),
    /** A flat rate, or dated rates (newest first; the one in force on the estimate's date applies). */
    percent: percent.optional(),
    rates: z
      .array(z.object({ from: isoDate, percent }))
      .min(1)
      .optional(),
    /** What the tax is a share of. */
    base: z.array(z.enum(VALUE_PARTS)).min(1),
    /** Only this share of the goods counts (Japan's personal imports: 60% of the overseas retail price). */
    goodsSharePercent: percent.optional(),
    collectedBy: z.enum(DUTY_COLLECTORS),
    /** Nothing is due when the customer says the shop already charged it (with the receipt). */
    waivedWhenShopCharged: z.boolean().optional(),
    /**
     * Nothing is collected by us when the receiver is a GST-registered business that gave its number (ABN, NZ GST
     * number): the supply is business to business and the importer accounts for the GST.
     */
    waivedForRegisteredBusiness: z.boolean().optional(),
  })
  .refine((tax) => (tax.percent === undefined) !== (tax.rates === undefined), 'percent or rates, not both');

const feeSchema = z.object({
  code: z.enum(DUTY_CODES),
  /** In the rule's currency, tax included. */
  amount,
  collectedBy: z.enum(DUTY_COLLECTORS),
});

const bandSchema = z.object({
  /** The band holds values up to and including this (the rule's currency); null: no upper limit. */
  upTo: amount.nullable(),
  /** The band holds only this many imports per receiver per half-year (Taiwan's six duty-free imports). */
  perHalfYear: z.number().int().positive().optional(),
  note: z.enum(CUSTOMS_NOTES),
  /** The note when the shop charged the tax and nothing is waived-due. */
  shopChargedNote: z.enum(CUSTOMS_NOTES).optional(),
  /** The note when the receiver is a GST-registered business and the band's GST is not ours to collect. */
  businessNote: z.enum(CUSTOMS_NOTES).optional(),
  /** The band's taxes together are collected only when they reach this (China's RMB 50, New Zealand's NZ$60). */
  minimumCollected: amount.optional(),
  taxes: z.array(taxSchema),
  fees: z.array(feeSchema),
});

export const customsRuleSchema = z.object({
  country: z.enum(CUSTOMS_COUNTRIES),
  currency: z.enum(Object.keys(CURRENCY_EXPONENTS) as [CurrencyCode, ...CurrencyCode[]]),
  source: z.object({
    /** The short name the customer reads ("ATO", "IRD", ...), in each language. */
    authority: localized,
    name: localized,
    title: z.string().min(1),
    url: z.url(),
  }),
  /** The day the source was read, and the day by which it must be read again. */
  read: isoDate,
  review: isoDate,
  /** False until an operator has checked the figures against the live page (the decision records who and when). */
  confirmed: z.boolean(),
  /** What the thresholds are compared with. */
  compare: z.object({
    parts: z.array(z.enum(VALUE_PARTS)).min(1),
    goodsSharePercent: percent.optional(),
  }),
  /** How each tax is rounded to the rule currency's minor unit. */
  rounding: z.enum(['halfUp', 'down', 'up']),
  /** Duty by tariff classification may come on top of the estimate (not estimated: it depends on the goods). */
  dutyByTariff: z.boolean(),
  /** From this value the customer is asked for the customs authorisation document (Australia). */
  alertFrom: amount.optional(),
  bands: z.array(bandSchema).min(1),
});
export type CustomsRule = z.infer<typeof customsRuleSchema>;
export type CustomsBand = CustomsRule['bands'][number];
export type CustomsTax = CustomsBand['taxes'][number];
