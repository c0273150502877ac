import {
  type CurrencyCode,
  convertWithRates,
  type DutiesRecord,
  dutiesRecord,
  extraCartonFee,
  type FeeBreakdown,
  feeBreakdown,
  handlingFee,
  type LandedCost,
  type LineProblem,
  landedCost,
  lineProblems,
  type Money,
  money,
  type ParcelAttribute,
  type ParcelCharge,
  packagesStorageFee,
  type QuoteParcel,
  quoteLine,
  type RatesPerAud,
  sumMoney,
} from '@parcelway/domain';
import type { StoredLine } from '../logistics/index.js';

export interface WaybillPricingInput {
  line: StoredLine;
  /** The parcels as measured at check-in, or the one packed box. */
  boxes: QuoteParcel[];
  /** How many parcels the shipment holds (the handling fee counts parcels, not boxes). */
  parcelCount: number;
  attributes: readonly ParcelAttribute[];
  declared: Money;
  insured: boolean;
  /** Extra services of the parcels and of the shipment, packaging and cartons, in any currency. */
  extras: readonly Money[];
  delivery?: Money;
  /** Agent point storage of pre-shipped parcels (agentStorageOf), charged among the service charges. */
  agentStorage?: Money;
  /** The pickup fee of pre-shipped parcels (pickupFeeOf), charged among the service charges. */
  pickupFee?: Money;
  destinationCountryId: number;
  /** 'YYYY-MM-DD' of the estimate, for the Singapore GST rate. */
  date: string;
  rates: RatesPerAud;
  /** The customer says the shop already charged the destination's GST (receipt given). */
  shopChargedTax?: boolean | undefined;
  /** The receiver's earlier imports through us this half-year (Taiwan's six duty-free ones). */
  importsThisHalfYear?: number | undefined;
  /** The receiver's ABN (Australia) or GST number (New Zealand), as recorded: a GST-registered business owes us no GST. */
  businessTaxNumber?: string | undefined;
  /** The customer says that business is registered for GST. */
  businessGstRegistered?: boolean | undefined;
  /** The membership's discounts frozen on the waybill at submission, in basis points (none for an ordinary customer). */
  member?: { freightBasisPoints: number; extraBasisPoints: number } | undefined;
}

export interface WaybillPricing {
  fees: FeeBreakdown;
  /** The agent storage within `fees.serviceCharge`, in the waybill's currency. */
  agentStorage: Money;
  /** The pickup fee within `fees.serviceCharge`, in the waybill's currency. */
  pickupFee: Money;
  chargeableGrams: number;
  /** Each box's weights on the line (actual, volumetric, charged and why), for the customer's estimate. */
  boxes: readonly ParcelCharge[];
  /** The destination's taxes: those in `fees.customs` and those paid at clearance, with their reasons. */
  duties: LandedCost;
  /** The same, as the waybill keeps it (quoted at submission, charged since). */
  dutiesRecord: DutiesRecord;
  problems: LineProblem[];
}

/**
 * A waybill's fees in its line's currency (the warehouse's): freight on the boxes' chargeable weight, the
 * premium when insured, extras, the handling fee above 30 parcels, the last mile, and the destination's taxes we collect
 * (Singapore's GST and customs fee), less the member discount frozen at submission (its own line). Coupons and
 * points belong to the payment, not applied here. The line's
 * limits are checked on the parcels as they are.
 */
export function priceWaybill(input: WaybillPricingInput): WaybillPricing {
  const currency: CurrencyCode = input.line.currency;
  const shipment = {
    parcels: input.boxes.map((box) => ({ ...box, attributes: input.attributes })),
    declared: input.declared,
    insured: input.insured,
  };
  const problems = lineProblems(shipment, input.line.pricing, input.rates);
  const quote = quoteLine(shipment, input.line.pricing, input.rates);
  const agentStorage = convertWithRates(input.agentStorage ?? money(0, currency), currency, input.rates);
  const pickupFee = convertWithRates(input.pickupFee ?? money(0, currency), currency, input.rates);
  const serviceCharges = [handlingFee(input.parcelCount), agentStorage, pickupFee];
  // Our services (extras, service charges, the last mile) are part of the base where the destination's rule says so.
  const services = sumMoney(
    currency,
    [...input.extras, ...serviceCharges, ...(input.delivery ? [input.delivery] : [])].map((part) =>
      convertWithRates(part, currency, input.rates),
    ),
  );
  const duties = landedCost(
    {
      countryId: input.destinationCountryId,
      declared: input.declared,
      freight: quote.freight,
      insurance: quote.insurance,
      extras: services,
      date: input.date,
      shopChargedTax: input.shopChargedTax,
      importsThisHalfYear: input.importsThisHalfYear,
      businessTaxNumber: input.businessTaxNumber,
      businessGstRegistered: input.businessGstRegistered,
    },
    currency,
    input.rates,
  );
  const fees = feeBreakdown({
    currency,
    postage: quote.freight,
    insurance: quote.insurance,
    delivery: input.delivery,
    customs: duties.collectedByUs,
    extras: input.extras,
    serviceCharges,
    rates: input.rates,
    ...(input.member
      ? {
          membershipDiscountPercent: input.member.freightBasisPoints / 100,
          membershipExtraDiscountPercent: input.member.extraBasisPoints / 100,
        }
      : {}),
  });
  return {
    fees,
    agentStorage,
    pickupFee,
    chargeableGrams: quote.chargeableGrams,
    boxes: quote.parcels,
    duties,
    dutiesRecord: dutiesRecord(duties),
    problems,
  };
}

/**
 * The agent point storage a shipment's parcels owe (SPEC §9): each pre-shipped parcel left at an agent point pays its
 * days past the free ones, by count or by its measured volume, whichever is more (packagesStorageFee). In AUD.
 */
export function agentStorageOf(
  parcels: readonly {
    agentStorageDays: number | null;
    lengthMm: number | null;
    widthMm: number | null;
    heightMm: number | null;
  }[],
): Money {
  return packagesStorageFee(
    parcels.flatMap((parcel) =>
      parcel.agentStorageDays
        ? [
            {
              days: parcel.agentStorageDays,
              cubicCentimetres:
                parcel.lengthMm && parcel.widthMm && parcel.heightMm
                  ? (parcel.lengthMm * parcel.widthMm * parcel.heightMm) / 1000
                  : 0,
            },
          ]
        : [],
    ),
  );
}

export function cartonsFee(cartons: number): Money[] {
  return cartons > 0 ? [extraCartonFee(cartons)] : [];
}

export function declaredTotal(amounts: readonly number[], currency: CurrencyCode): Money {
  return sumMoney(
    currency,
    amounts.map((amount) => money(amount, currency)),
  );
}

/** The pickup fee shares of a shipment's pre-shipped parcels, in the warehouse's currency (the parcels'). */
export function pickupFeeOf(parcels: readonly { pickupFeeMinor: number | null }[], currency: CurrencyCode): Money {
  return money(
    parcels.reduce((sum, parcel) => sum + (parcel.pickupFeeMinor ?? 0), 0),
    currency,
  );
}

/** The fee columns of a waybill row from a breakdown. */
export function feeColumns(fees: FeeBreakdown, preShipment: { agentStorage: Money; pickupFee: Money }) {
  return {
    agentStorage: preShipment.agentStorage.minor,
    pickupFee: preShipment.pickupFee.minor,
    postage: fees.postage.minor,
    delivery: fees.delivery.minor,
    insurance: fees.insurance.minor,
    customs: fees.customs.minor,
    adjustment: fees.adjustment.minor,
    extra: fees.extra.minor,
    serviceCharge: fees.serviceCharge.minor,
    memberDiscount: fees.membershipDiscount.minor,
    total: fees.total.minor,
  };
}
