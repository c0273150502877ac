import { type Money, money } from '../money/money.js';

/**
 * Business constants of SPEC §9 (and a few of ours where SPEC gives no figure — each says so).
 * Money is in minor units beside its currency; weights in grams; volumes in cubic millimetres.
 */

// ── Consolidation and handling ───────────────────────────────────────────────────────────────

/** SPEC §9: an extra carton in consolidation costs AU$3 each. */
export const EXTRA_CARTON_FEE: Money = money(300, 'AUD');

/** SPEC §9: over 30 parcels in one shipment adds a handling fee per parcel beyond the 30th. */
export const HANDLING_FEE_FREE_PARCELS = 30;

/**
 * Our choice (SPEC §9 does not give the amount): AU$1.00 per parcel beyond the 30th in one shipment —
 * about what one more label, scan and slot on the packing bench costs the warehouse.
 */
export const HANDLING_FEE_PER_EXCESS_PARCEL: Money = money(100, 'AUD');

// ── Returns ─────────────────────────────────────────────────────────────────────────────────

/**
 * SPEC §9: returning a parcel to a local address costs AU$3.50, 5.00 yuan or RM12.00 per parcel,
 * in the currency of the warehouse that holds it (Australia, China, Malaysia). The pickup-code
 * method is free.
 */
export const RETURN_TO_LOCAL_ADDRESS_FEES: readonly Money[] = [
  money(350, 'AUD'),
  money(500, 'CNY'),
  money(1200, 'MYR'),
];

/** SPEC §9: returning a parcel that Australia prohibits from import costs from AU$220, GST included. */
export const AU_PROHIBITED_IMPORT_RETURN_FEE_FROM_INCL_GST: Money = money(22_000, 'AUD');

// ── Fumigation ──────────────────────────────────────────────────────────────────────────────

export type FumigationScheme = 'standard' | 'bulk';

export interface FumigationRate {
  /** The price of one unit of volume. */
  readonly pricePerUnit: Money;
  /** The unit of volume charged, in mm³ (a part-unit is charged as a whole one). */
  readonly unitMm3: number;
  /** Volume charged at least, in mm³. */
  readonly minimumMm3: number;
}

/**
 * SPEC §9 gives two fumigation prices; which applies is the line's (our reading, SPEC does not say):
 * - `standard`: AU$20 per 0.2 m³, no minimum — the warehouse's own treatment of a consolidated shipment,
 *   used by air and express lines;
 * - `bulk`: AU$24 per 0.1 m³ with a 0.5 m³ minimum — treatment by an outside provider by the load,
 *   used by sea-freight and other bulk lines.
 */
export const FUMIGATION_RATES: Readonly<Record<FumigationScheme, FumigationRate>> = {
  standard: { pricePerUnit: money(2_000, 'AUD'), unitMm3: 200_000_000, minimumMm3: 0 },
  bulk: { pricePerUnit: money(2_400, 'AUD'), unitMm3: 100_000_000, minimumMm3: 500_000_000 },
};

// ── Taiwan ──────────────────────────────────────────────────────────────────────────────────

/** SPEC §9: renaming a Taiwan recipient, or an ID that does not match the name, costs AU$25. */
export const TW_RECIPIENT_CHANGE_FEE: Money = money(2_500, 'AUD');

/** SPEC §9: the Taiwan delivery company charges NT$30 extra per tax bill. */
export const TW_TAX_BILL_DELIVERY_FEE: Money = money(3_000, 'TWD');

/** SPEC §9 and DESIGN §5: a single parcel on a Taiwan line weighs at most 20 kg. */
export const TAIWAN_MAX_PARCEL_GRAMS = 20_000;

// ── Australian customs ──────────────────────────────────────────────────────────────────────

/** Australian GST, added to the customs examples of SPEC §9 ("+GST"). */
export const AU_GST_PERCENT = 10;

/** SPEC §9: a customs clearing agent costs AU$110 + GST. */
export const AU_CLEARING_AGENT_FEE_EX_GST: Money = money(11_000, 'AUD');

/** SPEC §9: a customs document costs AU$165 + GST. */
export const AU_CUSTOMS_DOCUMENT_FEE_EX_GST: Money = money(16_500, 'AUD');

/** SPEC §9: an AQIS (biosecurity) inspection costs from AU$180 + GST. */
export const AU_AQIS_INSPECTION_FEE_FROM_EX_GST: Money = money(18_000, 'AUD');

/** SPEC §5/§9: above AU$1000 of declared value Australian customs needs a formal declaration. */
export const AU_CUSTOMS_VALUE_THRESHOLD: Money = money(100_000, 'AUD');

/**
 * Our choice of "near" AU$1000 (SPEC §5/§9 do not give it): from AU$900 the customer is asked for the
 * customs authorisation document too, so exchange-rate moves before clearance do not catch them out.
 */
export const AU_CUSTOMS_ALERT_FROM: Money = money(90_000, 'AUD');

// ── Pickup-point storage ────────────────────────────────────────────────────────────────────

/** SPEC §9: storage at a pickup point is free for 7 days. */
export const PICKUP_POINT_FREE_STORAGE_DAYS = 7;

/** SPEC §9: then AU$1 per package per day … */
export const PICKUP_POINT_STORAGE_PER_PACKAGE_DAY: Money = money(100, 'AUD');

/** … or AU$15 per cubic metre per day (SPEC §9), pro rata to the volume. */
export const PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY: Money = money(1_500, 'AUD');

// ── Insurance ───────────────────────────────────────────────────────────────────────────────

/** SPEC §9 and DESIGN §5: the premium is 5 percent of the insured value (a line's `insurancePercentage`). */
export const DEFAULT_INSURANCE_PERCENTAGE = 5;

// ── Membership, points, referral ────────────────────────────────────────────────────────────

/** SPEC §6/§9: paid members get up to 20% off freight. */
export const MEMBERSHIP_MAX_DISCOUNT_PERCENT = 20;

/** Our choice (SPEC §6 names extra-service discounts without a figure): a plan takes at most 50% off extra services. */
export const MEMBERSHIP_MAX_EXTRA_DISCOUNT_PERCENT = 50;

/** Our choice (SPEC §9 gives no rate): 100 points are worth AU$1.00, i.e. one point is one Australian cent. */
export const POINTS_PER_AUD = 100;

/** Our choice (SPEC §9: "a capped percentage of the freight", value not shown): points pay at most 10% of the freight. */
export const POINTS_MAX_FREIGHT_PERCENT = 10;

/** SPEC §9: a referred friend must spend at least AU$20 on one shipment for both to be rewarded. */
export const REFERRAL_MINIMUM_SPEND: Money = money(2_000, 'AUD');

// ── Singapore ───────────────────────────────────────────────────────────────────────────────

/** SPEC §9: imports into Singapore worth up to S$400 (CIF) are relieved of GST. */
export const SG_GST_RELIEF_THRESHOLD: Money = money(40_000, 'SGD');

/**
 * Singapore GST by date (first day it applies, newest first). SPEC §9: 8% from 1 Jan 2023, 9% from 2024.
 * 7% (1 Jul 2007 – 31 Dec 2022) is the rate before, so a dated quote of an older waybill is right.
 */
export const SG_GST_RATES: readonly { readonly from: string; readonly percent: number }[] = [
  { from: '2024-01-01', percent: 9 },
  { from: '2023-01-01', percent: 8 },
  { from: '2007-07-01', percent: 7 },
];

/** SPEC §9: plus a 2.5% customs fee on the declared value, in basis points. */
export const SG_CUSTOMS_FEE_BASIS_POINTS = 250;

// ── Departures ──────────────────────────────────────────────────────────────────────────────

/** SPEC §9: the Australian weekly cut-off is Wednesday (weekday 3) 17:00 Australian (Sydney) time. */
export const AU_WEEKLY_CUTOFF = { weekday: 3, time: '17:00', timeZone: 'Australia/Sydney' } as const;
