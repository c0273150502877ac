import type { MessageKey } from '../i18n/messages.js';
import { type Money, money } from '../money/money.js';
import { minMoney, shareOf, zero } from '../pricing/arithmetic.js';
import { moneyText } from '../pricing/discounts.js';
import { convertWithRates, type RatesPerAud } from '../pricing/rates.js';

/** What part of a waybill a coupon takes off: all of it, only the freight, or only the extra services. */
export const COUPON_SCOPES = ['all', 'freight', 'extras'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** Who may claim a campaign's coupons. */
export const COUPON_AUDIENCES = ['all', 'new', 'warehouse_new', 'members'] as const;
export type CouponAudience = (typeof COUPON_AUDIENCES)[number];

/** A customer coupon as seen in the centre (SPEC §4 states; 'claimable' belongs to campaigns). */
export const COUPON_STATES = ['claimable', 'usable', 'used', 'expired', 'unavailable'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** The coupon centre's tabs and the states each shows. */
export const COUPON_TABS = ['available', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

export interface CouponProblem {
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, string>>;
}

const problem = (key: MessageKey, params: Record<string, string> = {}): CouponProblem => ({ key, params });

/** A coupon's terms: a fixed amount or a percentage (capped), a minimum spend, where it applies, when. */
export interface CouponTerms {
  readonly amount: Money | null;
  readonly percentBasisPoints: number | null;
  /** The most a percentage coupon takes off; none when absent. */
  readonly cap: Money | null;
  readonly minimumSpend: Money | null;
  readonly scope: CouponScope;
  /** Only waybills from this warehouse (store_id); any when null. */
  readonly storeId: number | null;
  /** Only waybills on this logistics line; any when null. */
  readonly lineId: number | null;
  readonly startsAt: Date;
  readonly expiresAt: Date | null;
}

export interface OwnedCoupon extends CouponTerms {
  readonly usedAt: Date | null;
  /** The names of its warehouse and line in the reader's language, when known: a refusal then names them. */
  readonly storeName?: string | undefined;
  readonly lineName?: string | undefined;
}

/** The waybill a coupon is tried on, in the pay currency. */
export interface CouponSpend {
  readonly total: Money;
  readonly freight: Money;
  readonly extras: Money;
  /** The waybill's warehouse and line; absent when the spend is only an amount (no waybill to check). */
  readonly storeId?: number;
  readonly lineId?: number;
}

/** A customer's own coupon, without a spend: used, expired, not valid yet (unavailable) or usable. */
export function ownedCouponState(
  coupon: OwnedCoupon,
  now: Date,
): { state: CouponState; problem: CouponProblem | null } {
  if (coupon.usedAt) return { state: 'used', problem: problem('coupon.used') };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())
    return { state: 'expired', problem: problem('coupon.expired') };
  if (coupon.startsAt.getTime() > now.getTime()) return { state: 'unavailable', problem: problem('coupon.notYet') };
  return { state: 'usable', problem: null };
}

/** The tab a state is listed under: unavailable coupons are still the customer's, shown with their reason. */
export function couponTab(state: CouponState): CouponTab {
  if (state === 'used') return 'used';
  if (state === 'expired') return 'expired';
  return 'available';
}

/** The part of a waybill a coupon's scope discounts. */
export function couponBase(scope: CouponScope, spend: CouponSpend): Money {
  if (scope === 'freight') return spend.freight;
  if (scope === 'extras') return spend.extras;
  return spend.total;
}

export type CouponCheck =
  | { readonly usable: true; readonly discount: Money }
  | { readonly usable: false; readonly problem: CouponProblem };

/**
 * A coupon against a waybill: refused when used, expired, not valid yet, for another warehouse or line (named
 * when the coupon carries the names), below its minimum spend (the waybill's total; the refusal says how much
 * more to spend, in the waybill's currency) or with nothing in its scope to take off. Otherwise a fixed amount
 * or a percentage of its scope, rounded down and never above its cap nor above the scope's amount. Amounts in
 * another currency are converted with `rates`. The pay page's coupon list and the payment both ask this.
 */
export function checkCouponForSpend(
  coupon: OwnedCoupon,
  spend: CouponSpend,
  now: Date,
  rates: RatesPerAud = {},
): CouponCheck {
  const state = ownedCouponState(coupon, now);
  if (state.problem) return { usable: false, problem: state.problem };
  if (coupon.storeId !== null && spend.storeId !== undefined && spend.storeId !== coupon.storeId)
    return {
      usable: false,
      problem: coupon.storeName
        ? problem('coupon.onlyWarehouse', { warehouse: coupon.storeName })
        : problem('coupon.wrongWarehouse'),
    };
  if (coupon.lineId !== null && spend.lineId !== undefined && spend.lineId !== coupon.lineId)
    return {
      usable: false,
      problem: coupon.lineName ? problem('coupon.onlyLine', { line: coupon.lineName }) : problem('coupon.wrongLine'),
    };
  const currency = spend.total.currency;
  if (coupon.minimumSpend) {
    const minimum = convertWithRates(coupon.minimumSpend, currency, rates);
    if (spend.total.minor < minimum.minor) {
      const short = money(minimum.minor - spend.total.minor, currency);
      return {
        usable: false,
        problem: problem('coupon.spendMore', { minimum: moneyText(coupon.minimumSpend), short: moneyText(short) }),
      };
    }
  }
  const base = couponBase(coupon.scope, spend);
  if (base.minor <= 0) return { usable: false, problem: problem(`coupon.scopeEmpty.${coupon.scope}`) };
  let value =
    coupon.percentBasisPoints !== null
      ? shareOf(base, coupon.percentBasisPoints, 'down')
      : convertWithRates(coupon.amount ?? zero(currency), currency, rates);
  if (coupon.percentBasisPoints !== null && coupon.cap)
    value = minMoney(value, convertWithRates(coupon.cap, currency, rates));
  return { usable: true, discount: minMoney(value, base) };
}

/** A campaign (coupon template) as far as claiming goes. */
export interface CampaignTerms {
  readonly active: boolean;
  readonly startsAt: Date;
  /** The end of the campaign: no claims after it, and no coupon of it valid after it. */
  readonly endsAt: Date | null;
  /** Days a claimed coupon is valid for; null: until the campaign ends. */
  readonly validDays: number | null;
  /** Coupons left for everyone; null: no total limit. */
  readonly remaining: number | null;
  readonly perCustomer: number;
  readonly audience: CouponAudience;
}

/** What we know of the customer when they claim. */
export interface Claimant {
  /** Coupons of this campaign the customer already holds (used or not). */
  readonly claimed: number;
  /** No paid shipment at all (checkNewClient). */
  readonly newCustomer: boolean;
  /** No paid shipment from the campaign's warehouse (checkWarehouseNewClient). */
  readonly newAtWarehouse: boolean;
  readonly member: boolean;
}

/** Why a customer cannot claim a campaign's coupon now; null when they can (state 'claimable'). */
export function claimProblem(campaign: CampaignTerms, claimant: Claimant, now: Date): CouponProblem | null {
  if (!campaign.active || (campaign.endsAt && campaign.endsAt.getTime() <= now.getTime()))
    return problem('coupon.campaignOver');
  if (campaign.startsAt.getTime() > now.getTime()) return problem('coupon.campaignNotStarted');
  if (claimant.claimed >= campaign.perCustomer) return problem('coupon.alreadyClaimed');
  if (campaign.remaining !== null && campaign.remaining <= 0) return problem('coupon.exhausted');
  if (campaign.audience === 'new' && !claimant.newCustomer) return problem('coupon.newCustomersOnly');
  if (campaign.audience === 'warehouse_new' && !claimant.newAtWarehouse) return problem('coupon.warehouseNewOnly');
  if (campaign.audience === 'members' && !claimant.member) return problem('coupon.membersOnly');
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a coupon claimed at `claimedAt` expires: its days from the claim, never after the campaign's end. */
export function claimedCouponExpiry(
  campaign: Pick<CampaignTerms, 'endsAt' | 'validDays'>,
  claimedAt: Date,
): Date | null {
  const byDays = campaign.validDays === null ? null : new Date(claimedAt.getTime() + campaign.validDays * DAY_MS);
  if (byDays && campaign.endsAt) return byDays.getTime() < campaign.endsAt.getTime() ? byDays : campaign.endsAt;
  return byDays ?? campaign.endsAt;
}

/** Whole days left before `expiresAt` (rounded up: anything left today counts as one); 0 once expired. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}
