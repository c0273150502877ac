import { ACTIVITIES } from '../campaigns/activities.js';
import {
  CLAIM_DECISION_WORKING_DAYS,
  CLAIM_TERMS,
  DAMAGE_CLAIM_DAYS,
  LOSS_CLAIM_DAYS,
  STANDARD_LIABILITY_AUD,
} from '../claims/terms.js';
import { POINTS_DORMANT_DAYS, POINTS_EARNED_PER_AUD } from '../coupons/points.js';
import { fillPlaceholders } from '../i18n/fill.js';
import type { Language } from '../i18n/language.js';
import { formatMajor, type Money, money } from '../money/money.js';
import { FREE_STORAGE_DAYS } from '../parcels/storage.js';
import { MAX_TRACKING_NUMBERS_PER_ADD } from '../parcels/tracking.js';
import {
  AU_AQIS_INSPECTION_FEE_FROM_EX_GST,
  AU_CLEARING_AGENT_FEE_EX_GST,
  AU_CUSTOMS_ALERT_FROM,
  AU_CUSTOMS_DOCUMENT_FEE_EX_GST,
  AU_CUSTOMS_VALUE_THRESHOLD,
  AU_GST_PERCENT,
  AU_PROHIBITED_IMPORT_RETURN_FEE_FROM_INCL_GST,
  AU_WEEKLY_CUTOFF,
  DEFAULT_INSURANCE_PERCENTAGE,
  EXTRA_CARTON_FEE,
  FUMIGATION_RATES,
  HANDLING_FEE_FREE_PARCELS,
  HANDLING_FEE_PER_EXCESS_PARCEL,
  MEMBERSHIP_MAX_DISCOUNT_PERCENT,
  PICKUP_POINT_FREE_STORAGE_DAYS,
  PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY,
  PICKUP_POINT_STORAGE_PER_PACKAGE_DAY,
  POINTS_MAX_FREIGHT_PERCENT,
  POINTS_PER_AUD,
  RETURN_TO_LOCAL_ADDRESS_FEES,
  SG_CUSTOMS_FEE_BASIS_POINTS,
  SG_GST_RATES,
  SG_GST_RELIEF_THRESHOLD,
  TAIWAN_MAX_PARCEL_GRAMS,
  TW_RECIPIENT_CHANGE_FEE,
  TW_TAX_BILL_DELIVERY_FEE,
} from '../pricing/constants.js';

/** SPEC §9: a parcel is checked in 1–3 business days after the courier delivers it. */
export const INBOUND_BUSINESS_DAYS = { min: 1, max: 3 } as const;
/** SPEC §9: a top-up by bank transfer is reviewed within 1–2 working days. */
export const TOP_UP_REVIEW_WORKING_DAYS = { min: 1, max: 2 } as const;
/** SPEC §9: compensation for a lost insured shipment can be paid in as little as 2 working days. */
export const INSURANCE_COMPENSATION_WORKING_DAYS = CLAIM_DECISION_WORKING_DAYS;

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  cn: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  tw: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
};

/** Money as every screen writes it: the currency's code, then the amount ("AUD 3.00"). */
function amount(value: Money): string {
  return `${value.currency} ${formatMajor(value)}`;
}

function cubicMetres(mm3: number): string {
  return String(mm3 / 1_000_000_000);
}

const LOCAL_RETURN = Object.fromEntries(RETURN_TO_LOCAL_ADDRESS_FEES.map((fee) => [fee.currency, amount(fee)]));
const CURRENT_SG_GST = SG_GST_RATES[0]?.percent ?? 0;

/**
 * The figures help articles state, by placeholder name. Articles are written with `{name}` instead of a number, and
 * the server fills them when it answers, so an article can never disagree with the pricing engine's constant.
 */
export function contentFacts(language: Language): Record<string, string> {
  return {
    freeStorageDays: String(FREE_STORAGE_DAYS),
    inboundMinDays: String(INBOUND_BUSINESS_DAYS.min),
    inboundMaxDays: String(INBOUND_BUSINESS_DAYS.max),
    maxTrackingPerAdd: String(MAX_TRACKING_NUMBERS_PER_ADD),
    handlingFreeParcels: String(HANDLING_FEE_FREE_PARCELS),
    handlingFee: amount(HANDLING_FEE_PER_EXCESS_PARCEL),
    extraCartonFee: amount(EXTRA_CARTON_FEE),
    returnFeeAud: LOCAL_RETURN.AUD ?? '',
    returnFeeCny: LOCAL_RETURN.CNY ?? '',
    returnFeeMyr: LOCAL_RETURN.MYR ?? '',
    prohibitedReturnFee: amount(AU_PROHIBITED_IMPORT_RETURN_FEE_FROM_INCL_GST),
    fumigationStandardFee: amount(FUMIGATION_RATES.standard.pricePerUnit),
    fumigationStandardUnit: cubicMetres(FUMIGATION_RATES.standard.unitMm3),
    fumigationBulkFee: amount(FUMIGATION_RATES.bulk.pricePerUnit),
    fumigationBulkUnit: cubicMetres(FUMIGATION_RATES.bulk.unitMm3),
    fumigationBulkMinimum: cubicMetres(FUMIGATION_RATES.bulk.minimumMm3),
    twRenameFee: amount(TW_RECIPIENT_CHANGE_FEE),
    twTaxBillFee: amount(TW_TAX_BILL_DELIVERY_FEE),
    twMaxParcelKg: String(TAIWAN_MAX_PARCEL_GRAMS / 1000),
    auGstPercent: String(AU_GST_PERCENT),
    auClearingAgentFee: amount(AU_CLEARING_AGENT_FEE_EX_GST),
    auCustomsDocumentFee: amount(AU_CUSTOMS_DOCUMENT_FEE_EX_GST),
    auAqisFee: amount(AU_AQIS_INSPECTION_FEE_FROM_EX_GST),
    auCustomsThreshold: amount(AU_CUSTOMS_VALUE_THRESHOLD),
    auCustomsAlertFrom: amount(AU_CUSTOMS_ALERT_FROM),
    sgGstPercent: String(CURRENT_SG_GST),
    sgCustomsFeePercent: String(SG_CUSTOMS_FEE_BASIS_POINTS / 100),
    sgReliefThreshold: amount(SG_GST_RELIEF_THRESHOLD),
    insurancePercent: String(DEFAULT_INSURANCE_PERCENTAGE),
    compensationDays: String(INSURANCE_COMPENSATION_WORKING_DAYS),
    topUpReviewMinDays: String(TOP_UP_REVIEW_WORKING_DAYS.min),
    topUpReviewMaxDays: String(TOP_UP_REVIEW_WORKING_DAYS.max),
    pointsPerAud: String(POINTS_PER_AUD),
    oneAud: amount(money(100, 'AUD')),
    pointsMaxPercent: String(POINTS_MAX_FREIGHT_PERCENT),
    pointsEarnedPerAud: String(POINTS_EARNED_PER_AUD),
    pointsDormantDays: String(POINTS_DORMANT_DAYS),
    sharePoints: String(ACTIVITIES.share_home.points),
    memberMaxDiscountPercent: String(MEMBERSHIP_MAX_DISCOUNT_PERCENT),
    pickupFreeDays: String(PICKUP_POINT_FREE_STORAGE_DAYS),
    pickupPerPackageDay: amount(PICKUP_POINT_STORAGE_PER_PACKAGE_DAY),
    pickupPerCubicMetreDay: amount(PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY),
    auCutoffDay: WEEKDAYS[language][AU_WEEKLY_CUTOFF.weekday] ?? '',
    auCutoffTime: AU_WEEKLY_CUTOFF.time,
    claimDamageDays: String(DAMAGE_CLAIM_DAYS),
    claimLossDays: String(LOSS_CLAIM_DAYS),
    claimSilentExpress: String(CLAIM_TERMS.express.silentDays),
    claimSilentEconomy: String(CLAIM_TERMS.economy.silentDays),
    claimSilentSea: String(CLAIM_TERMS.sea.silentDays),
    liabilityExpress: amount(money(STANDARD_LIABILITY_AUD.express * 100, 'AUD')),
  };
}

/** A text with its `{fact}` placeholders filled in the reader's language. */
export function fillFacts(text: string, language: Language): string {
  return fillPlaceholders(text, contentFacts(language));
}
