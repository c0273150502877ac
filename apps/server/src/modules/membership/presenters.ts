import {
  type Language,
  localName,
  type MembershipPlan,
  type MembershipPurchase,
  membershipState,
  type PaymentMethodCode,
  translate,
} from '@parcelway/domain';
import type { MembershipPlanRow, MembershipRow } from '../../db/schema/index.js';
import { currencyCodeOf, major } from '../payments/index.js';

export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;

export function planName(language: Language, plan: Pick<MembershipPlanRow, 'nameEn' | 'nameCn' | 'nameTw'>) {
  return localName(language, plan);
}

export function presentPlan(
  plan: MembershipPlanRow,
  language: Language,
  savings: MembershipPlan['savings'],
): MembershipPlan {
  return {
    id: plan.id,
    name: planName(language, plan),
    currency: currencyCodeOf(plan.currencyId),
    price: major(plan.priceMinor, plan.currencyId),
    period: plan.period,
    period_name: translate(language, `member.period.${plan.period}`),
    freight_discount_percent: basisPointsToPercent(plan.freightBasisPoints),
    extra_discount_percent: basisPointsToPercent(plan.extraBasisPoints),
    priority: plan.priority,
    active: plan.active,
    clicks: plan.clicks,
    savings,
  };
}

export function presentStaffPlan(plan: MembershipPlanRow, language: Language = 'en') {
  const { savings: _savings, ...rest } = presentPlan(plan, language, { shipments: 0, amount: '0' });
  return { ...rest, name_en: plan.nameEn, name_cn: plan.nameCn, name_tw: plan.nameTw };
}

export function presentPurchase(
  row: MembershipRow,
  plan: Pick<MembershipPlanRow, 'nameEn' | 'nameCn' | 'nameTw'>,
  language: Language,
  now: Date,
): MembershipPurchase {
  const state = membershipState(row, now);
  return {
    id: row.id,
    plan_id: row.planId,
    plan_name: planName(language, plan),
    period: row.period,
    amount: major(row.amountMinor, row.currencyId),
    currency: currencyCodeOf(row.currencyId),
    method: row.method,
    method_name: translate(language, `paymentMethod.${row.method as PaymentMethodCode}`),
    state,
    state_name: translate(language, `member.state.${state}`),
    reason: row.reason,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    freight_discount_percent: basisPointsToPercent(row.freightBasisPoints),
    extra_discount_percent: basisPointsToPercent(row.extraBasisPoints),
    priority: row.priority,
    auto_renew: row.autoRenew,
    created_at: row.createdAt.toISOString(),
  };
}
