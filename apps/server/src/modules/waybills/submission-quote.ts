import {
  type CurrencyCode,
  convertWithRates,
  formatMajor,
  handlingFee,
  isCurrencyCode,
  type Language,
  localName,
  type Money,
  money,
  QUOTE_PARTS,
  type SubmissionQuote,
  type SubmissionQuoteRequest,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { dutiesView, kg } from '../logistics/index.js';
import { findProfile } from '../users/index.js';
import { type NamedCharge, ownParcelsAtOneWarehouse, type PricedDraft, priceDraft } from './draft-pricing.js';
import { feeColumns } from './fees.js';
import { allowanceView } from './import-allowance.js';

const named = (charge: NamedCharge) => ({ name: charge.name, amount: formatMajor(charge.amount) });

/**
 * quoteSubmission: the flow's answers priced by the code submitParcel prices them with (priceDraft), before the
 * customer commits: the fees the waybill will show, what each part holds and why (the chargeable weight, the premium on
 * the declared value, the services by name, the destination's taxes), and the same figures in the customer's own
 * currency. Nothing is written; the parcels need not be free to ship yet (submitParcel says what keeps them).
 */
export async function quoteSubmission(
  ctx: AppContext,
  customerId: number,
  input: SubmissionQuoteRequest,
  language: Language,
): Promise<SubmissionQuote> {
  const chosen = await ownParcelsAtOneWarehouse(ctx, customerId, input.parcel_ids);
  const draft = await priceDraft(ctx, customerId, chosen, input, language);
  const { priced, line } = draft;
  const { fees } = priced;
  const currency = fees.currency;
  const columns = feeColumns(fees, priced);
  const text = (minor: number) => formatMajor(money(minor, currency));
  const boxes = priced.boxes;
  const grams = (pick: (box: (typeof boxes)[number]) => number) =>
    boxes.reduce((sum, box) => sum + pick(box) * box.quantity, 0);
  const bases = new Set(boxes.map((box) => box.basis));
  const [basis] = bases.size === 1 ? bases : ['mixed' as const];
  const handling = convertWithRates(handlingFee(chosen.parcels.length), currency, draft.rates);
  const serviceCharges: NamedCharge[] = [
    {
      name: translate(language, 'waybill.quote.handlingFee', { count: chosen.parcels.length }),
      amount: handling,
    },
    { name: translate(language, 'waybill.quote.agentStorage'), amount: priced.agentStorage },
    { name: translate(language, 'waybill.quote.pickupFee'), amount: priced.pickupFee },
  ].filter((charge) => charge.amount.minor > 0);
  const duties = dutiesView(priced.dutiesRecord, fees.total, language);

  return {
    fees: {
      currency,
      final: false,
      postage: text(columns.postage),
      delivery: text(columns.delivery),
      insurance: text(columns.insurance),
      customs: text(columns.customs),
      adjustment: text(columns.adjustment),
      extra: text(columns.extra),
      service_charge: text(columns.serviceCharge),
      agent_storage: text(columns.agentStorage),
      pickup_fee: text(columns.pickupFee),
      member_discount: text(columns.memberDiscount),
      total: text(columns.total),
    },
    items: {
      extra: draft.extras.map(named),
      service_charge: serviceCharges.map(named),
      customs: duties.items
        .filter((item) => item.collected_by === 'us')
        .map((item) => ({ name: item.name, amount: item.amount })),
    },
    line: {
      id: line.row.id,
      name: localName(language, line.row),
      volumetric_divisor: line.row.volumetricDivisor,
      min_chargeable_weight: kg(line.row.minChargeableGrams),
    },
    weight: {
      actual: kg(grams((box) => box.actualGrams)),
      volumetric: kg(grams((box) => box.volumetricGrams)),
      chargeable: kg(priced.chargeableGrams),
      basis: basis ?? 'mixed',
    },
    insurance: {
      insured: input.insured,
      declared_value: formatMajor(draft.declared),
      percent: line.pricing.insurancePercentage,
      free: formatMajor(line.pricing.freeInsurance),
      max: formatMajor(line.pricing.maxInsurance),
    },
    duties,
    allowance: draft.allowance ? allowanceView(draft.allowance, language) : null,
    customer_currency: await inCustomerCurrency(ctx, customerId, draft, priced.duties.atClearance),
  };
}

/** The parts and the total in the customer's own currency at today's rates, when it is not the waybill's. */
async function inCustomerCurrency(
  ctx: AppContext,
  customerId: number,
  draft: PricedDraft,
  atClearance: Money,
): Promise<SubmissionQuote['customer_currency']> {
  const profile = await findProfile(ctx.db, customerId);
  const target = profile?.currencyCode;
  const { fees } = draft.priced;
  if (!target || !isCurrencyCode(target) || target === fees.currency) return null;
  if (target !== 'AUD' && draft.rates[target] === undefined) return null;
  const convert = (amount: Money) => formatMajor(convertWithRates(amount, target as CurrencyCode, draft.rates));
  const amounts = {
    postage: fees.postage,
    insurance: fees.insurance,
    extra: fees.extra,
    service_charge: fees.serviceCharge,
    customs: fees.customs,
    member_discount: fees.membershipDiscount,
  };
  return {
    currency: target,
    rate_date: draft.rateDate,
    parts: Object.fromEntries(QUOTE_PARTS.map((part) => [part, convert(amounts[part])])) as Record<
      (typeof QUOTE_PARTS)[number],
      string
    >,
    total: convert(fees.total),
    at_clearance: convert(atClearance),
  };
}
