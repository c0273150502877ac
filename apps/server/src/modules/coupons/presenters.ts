import {
  type CampaignCoupon,
  type CentreCoupon,
  type CouponProblem,
  daysLeft,
  type Language,
  localName,
  ownedCouponState,
  translate,
} from '@parcelway/domain';
import type { CouponRow, CouponTemplateRow } from '../../db/schema/index.js';
import { couponTerms, currencyCodeOf, major } from '../payments/index.js';

type Face = Pick<
  CouponRow,
  'currencyId' | 'amountMinor' | 'percentBasisPoints' | 'capMinor' | 'minSpendMinor' | 'scope' | 'storeId' | 'lineId'
>;

const orNull = (minor: number | null, currencyId: number) => (minor === null ? null : major(minor, currencyId));

/** What a coupon says about itself: value or percentage (with its cap), minimum spend, where it applies. */
function face(row: Face, title: string) {
  return {
    title,
    currency: currencyCodeOf(row.currencyId),
    amount: orNull(row.amountMinor, row.currencyId),
    percent: row.percentBasisPoints === null ? null : row.percentBasisPoints / 100,
    cap: orNull(row.capMinor, row.currencyId),
    min_spend: orNull(row.minSpendMinor, row.currencyId),
    scope: row.scope,
    store_id: row.storeId,
    line_id: row.lineId,
  };
}

const reasonText = (language: Language, problem: CouponProblem | null) =>
  problem ? translate(language, problem.key, problem.params) : null;

export function templateTitle(language: Language, template: CouponTemplateRow | undefined) {
  return template ? localName(language, template) : translate(language, 'coupon.defaultTitle');
}

/** One of the customer's coupons in the centre: its state now and, when it is not usable, why. */
export function presentOwnedCoupon(
  row: CouponRow,
  template: CouponTemplateRow | undefined,
  language: Language,
  now: Date,
): CentreCoupon {
  const { state, problem } = ownedCouponState(couponTerms(row), now);
  return {
    id: row.id,
    code: row.code,
    starts_at: row.startsAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    days_left: row.expiresAt && state !== 'used' ? daysLeft(row.expiresAt, now) : null,
    state,
    reason: reasonText(language, problem),
    used_shipment_id: row.usedPurpose === 'waybill' ? row.usedTargetId : null,
    ...face(row, templateTitle(language, template)),
  };
}

/** A campaign as a customer sees it: claimable, or unavailable with the reason. */
export function presentCampaign(
  template: CouponTemplateRow,
  problem: CouponProblem | null,
  language: Language,
): CampaignCoupon {
  return {
    id: template.id,
    starts_at: template.startsAt.toISOString(),
    ends_at: template.endsAt?.toISOString() ?? null,
    valid_days: template.validDays,
    remaining: template.remaining,
    state: problem ? 'unavailable' : 'claimable',
    reason: reasonText(language, problem),
    ...face(template, templateTitle(language, template)),
  };
}

/** A campaign as staff manage it, with the coupons it gave (`issued`) and how many were spent (`used`). */
export function presentTemplate(row: CouponTemplateRow, counts: { issued: number; used: number }) {
  return {
    id: row.id,
    name_en: row.nameEn,
    name_cn: row.nameCn,
    name_tw: row.nameTw,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    valid_days: row.validDays,
    total: row.totalQuantity,
    remaining: row.remaining,
    per_customer: row.perCustomer,
    audience: row.audience,
    in_centre: row.inCentre,
    pop_up: row.popUp,
    active: row.active,
    ...face(row, row.nameEn),
    ...counts,
  };
}
