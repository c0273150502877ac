import { addMoney, type CurrencyCode, formatMajor, type Money } from '../money/money.js';
import { COUNTRY_ID } from '../reference/ids.js';
import { shareOf, sumMoney } from './arithmetic.js';
import {
  AU_CLEARING_AGENT_FEE_EX_GST,
  AU_CUSTOMS_DOCUMENT_FEE_EX_GST,
  AU_CUSTOMS_VALUE_THRESHOLD,
  AU_GST_PERCENT,
  SG_CUSTOMS_FEE_BASIS_POINTS,
  SG_GST_RELIEF_THRESHOLD,
} from './constants.js';
import { withAustralianGst } from './fees.js';
import { convertWithRates, type RatesPerAud } from './rates.js';
import { customsValueAlert, singaporeImportTax } from './taxes.js';

/** A tax or fee the destination levies on the goods, and who collects it. */
export const DUTY_CODES = ['sgGst', 'sgCustomsFee', 'auGst', 'auClearingAgent', 'auCustomsDocument'] as const;
export type DutyCode = (typeof DUTY_CODES)[number];

/** `us`: in our fees, paid before shipping; `customs`: paid at the destination's clearance, estimated here. */
export const DUTY_COLLECTORS = ['us', 'customs'] as const;
export type DutyCollector = (typeof DUTY_COLLECTORS)[number];

export interface DutyItem {
  readonly code: DutyCode;
  readonly amount: Money;
  readonly collectedBy: DutyCollector;
}

/** Why the duties are what they are, as a message key with its figures (the reader's language is the caller's). */
export type DutyNote =
  | { readonly key: 'duties.sgRelief'; readonly params: { threshold: Money } }
  | { readonly key: 'duties.sgCharged'; readonly params: { threshold: Money; gstPercent: number; feePercent: number } }
  | { readonly key: 'duties.auLowValue'; readonly params: { threshold: Money; gstPercent: number } }
  | { readonly key: 'duties.auNear'; readonly params: { threshold: Money } }
  | { readonly key: 'duties.auOver'; readonly params: { threshold: Money } }
  | { readonly key: 'duties.needDeclaredValue'; readonly params: Record<string, never> }
  | { readonly key: 'duties.mayApply'; readonly params: Record<string, never> };

export interface DutiesInput {
  readonly countryId: number;
  /** The goods' declared value; without it only the rule is said, no amount. */
  readonly declared?: Money;
  readonly freight: Money;
  readonly insurance?: Money;
  /** 'YYYY-MM-DD' of the estimate (Singapore's GST rate is dated). */
  readonly date: string;
}

export interface DestinationDuties {
  /** Every amount in this currency. */
  readonly currency: CurrencyCode;
  readonly items: readonly DutyItem[];
  readonly notes: readonly DutyNote[];
  /** Sum of the items we collect (in the waybill's customs fee). */
  readonly collectedByUs: Money;
  /** Sum of the items paid at the destination's clearance. */
  readonly atClearance: Money;
}

const NO_PARAMS: Record<string, never> = {};

/**
 * The taxes and duties the destination adds to a shipment, in `currency` (SPEC §9):
 * - Singapore: GST on the CIF value above the S$400 relief, plus the 2.5% customs fee on the declared value,
 *   collected by us with the freight (the waybill's customs fee);
 * - Australia: up to AU$1000 the shop charges the 10% GST at checkout and nothing is due on import; near it the
 *   authorisation document is asked for; above it a formal declaration: GST on value + freight + insurance, the
 *   clearing agent and the customs document, each + GST, paid at clearance (duty by tariff may come on top);
 * - elsewhere the help centre states no threshold: "duties may apply".
 */
export function destinationDuties(
  input: DutiesInput,
  currency: CurrencyCode,
  rates: RatesPerAud = {},
): DestinationDuties {
  const inCurrency = (value: Money) => convertWithRates(value, currency, rates);
  const items: DutyItem[] = [];
  const notes: DutyNote[] = [];
  if (input.countryId === COUNTRY_ID.singapore) {
    if (!input.declared) notes.push({ key: 'duties.needDeclaredValue', params: NO_PARAMS });
    else {
      const tax = singaporeImportTax(
        {
          declared: input.declared,
          freight: input.freight,
          date: input.date,
          ...(input.insurance && { insurance: input.insurance }),
        },
        rates,
      );
      if (tax.relief) notes.push({ key: 'duties.sgRelief', params: { threshold: SG_GST_RELIEF_THRESHOLD } });
      else {
        items.push({ code: 'sgGst', amount: inCurrency(tax.gst), collectedBy: 'us' });
        items.push({ code: 'sgCustomsFee', amount: inCurrency(tax.customsFee), collectedBy: 'us' });
        notes.push({
          key: 'duties.sgCharged',
          params: {
            threshold: SG_GST_RELIEF_THRESHOLD,
            gstPercent: tax.gstPercent,
            feePercent: SG_CUSTOMS_FEE_BASIS_POINTS / 100,
          },
        });
      }
    }
  } else if (input.countryId === COUNTRY_ID.australia) {
    const alert = input.declared ? customsValueAlert(input.declared, rates) : undefined;
    if (!input.declared) notes.push({ key: 'duties.needDeclaredValue', params: NO_PARAMS });
    else if (alert === 'over') {
      const value = sumMoney(
        'AUD',
        [input.declared, input.freight, ...(input.insurance ? [input.insurance] : [])].map((part) =>
          convertWithRates(part, 'AUD', rates),
        ),
      );
      items.push({
        code: 'auGst',
        amount: inCurrency(shareOf(value, AU_GST_PERCENT * 100, 'halfUp')),
        collectedBy: 'customs',
      });
      items.push({
        code: 'auClearingAgent',
        amount: inCurrency(withAustralianGst(AU_CLEARING_AGENT_FEE_EX_GST)),
        collectedBy: 'customs',
      });
      items.push({
        code: 'auCustomsDocument',
        amount: inCurrency(withAustralianGst(AU_CUSTOMS_DOCUMENT_FEE_EX_GST)),
        collectedBy: 'customs',
      });
      notes.push({ key: 'duties.auOver', params: { threshold: AU_CUSTOMS_VALUE_THRESHOLD } });
    } else {
      notes.push({
        key: 'duties.auLowValue',
        params: { threshold: AU_CUSTOMS_VALUE_THRESHOLD, gstPercent: AU_GST_PERCENT },
      });
      if (alert === 'near') notes.push({ key: 'duties.auNear', params: { threshold: AU_CUSTOMS_VALUE_THRESHOLD } });
    }
  } else notes.push({ key: 'duties.mayApply', params: NO_PARAMS });
  const total = (collector: DutyCollector) =>
    sumMoney(
      currency,
      items.filter((item) => item.collectedBy === collector).map((item) => item.amount),
    );
  return { currency, items, notes, collectedByUs: total('us'), atClearance: total('customs') };
}

/** What the customer pays in all: our total (duties we collect included) and the estimate due at clearance. */
export function landedTotal(ourTotal: Money, duties: DestinationDuties): Money {
  return addMoney(ourTotal, duties.atClearance);
}

/** A note's figures as text: amounts as "SGD 400.00", the way every screen writes money. */
export function dutyNoteParams(note: DutyNote): Record<string, string> {
  return Object.fromEntries(
    Object.entries(note.params).map(([name, value]) => [
      name,
      typeof value === 'number' ? String(value) : `${value.currency} ${formatMajor(value)}`,
    ]),
  );
}
