import { describe, expect, it } from 'vitest';
import {
  type CampaignTerms,
  type Claimant,
  checkCouponForSpend,
  claimedCouponExpiry,
  claimProblem,
  couponTab,
  daysLeft,
  money,
  type OwnedCoupon,
  ownedCouponState,
  pointsEarnedFor,
  pointsExpireAt,
  pointsExpireSoon,
  pointsLapsed,
} from '../src/index.js';

const now = new Date('2026-06-01T00:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day);
const aud = (minor: number) => money(minor, 'AUD');

const coupon = (changes: Partial<OwnedCoupon> = {}): OwnedCoupon => ({
  amount: aud(500),
  percentBasisPoints: null,
  cap: null,
  minimumSpend: null,
  scope: 'all',
  storeId: null,
  lineId: null,
  startsAt: at(-1),
  expiresAt: at(10),
  usedAt: null,
  ...changes,
});
const spend = { total: aud(10_000), freight: aud(8_000), extras: aud(1_000), storeId: 1, lineId: 7 };

describe('a customer coupon’s state', () => {
  it.each([
    ['usable', coupon(), 'usable', 'available'],
    ['used', coupon({ usedAt: at(-1) }), 'used', 'used'],
    ['expired', coupon({ expiresAt: now }), 'expired', 'expired'],
    ['not valid yet', coupon({ startsAt: at(1) }), 'unavailable', 'available'],
    ['used after it expired stays used', coupon({ usedAt: at(-2), expiresAt: at(-1) }), 'used', 'used'],
  ] as const)('%s', (_, value, state, tab) => {
    const result = ownedCouponState(value, now);
    expect(result.state).toBe(state);
    expect(couponTab(result.state)).toBe(tab);
  });
});

describe('a coupon against a waybill', () => {
  const discount = (value: OwnedCoupon) => {
    const result = checkCouponForSpend(value, spend, now);
    return result.usable ? result.discount.minor : result.problem.key;
  };
  it.each([
    ['a fixed amount', coupon(), 500],
    ['another warehouse', coupon({ storeId: 3 }), 'coupon.wrongWarehouse'],
    ['its warehouse', coupon({ storeId: 1 }), 500],
    ['another line', coupon({ lineId: 8 }), 'coupon.wrongLine'],
    ['below the minimum spend', coupon({ minimumSpend: aud(10_001) }), 'coupon.spendMore'],
    ['at the minimum spend', coupon({ minimumSpend: aud(10_000) }), 500],
    ['a percentage of the whole', coupon({ amount: null, percentBasisPoints: 1000 }), 1000],
    ['a percentage of freight', coupon({ amount: null, percentBasisPoints: 1000, scope: 'freight' }), 800],
    ['a percentage capped', coupon({ amount: null, percentBasisPoints: 5000, cap: aud(300) }), 300],
    ['a fixed amount never above its scope', coupon({ amount: aud(5000), scope: 'extras' }), 1000],
    ['expired', coupon({ expiresAt: at(-1) }), 'coupon.expired'],
    ['used', coupon({ usedAt: at(-1) }), 'coupon.used'],
  ] as const)('%s', (_, value, expected) => {
    expect(discount(value)).toBe(expected);
  });

  it('an extras coupon on a waybill without extras says so', () => {
    const result = checkCouponForSpend(coupon({ scope: 'extras' }), { ...spend, extras: aud(0) }, now);
    expect(result).toMatchObject({ usable: false, problem: { key: 'coupon.scopeEmpty.extras' } });
  });

  it('names the warehouse and line it is for, and how much more to spend', () => {
    const named = coupon({ storeId: 3, lineId: 8, storeName: 'Malaysia', lineName: 'Sea' });
    expect(checkCouponForSpend(named, spend, now)).toMatchObject({
      usable: false,
      problem: { key: 'coupon.onlyWarehouse', params: { warehouse: 'Malaysia' } },
    });
    expect(checkCouponForSpend({ ...named, storeId: 1 }, spend, now)).toMatchObject({
      usable: false,
      problem: { key: 'coupon.onlyLine', params: { line: 'Sea' } },
    });
    expect(checkCouponForSpend(coupon({ minimumSpend: aud(15_000) }), spend, now)).toMatchObject({
      usable: false,
      problem: { key: 'coupon.spendMore', params: { minimum: 'AUD 150.00', short: 'AUD 50.00' } },
    });
  });

  it('measures the shortfall in the waybill’s currency', () => {
    const inMyr = { total: money(10_000, 'MYR'), freight: money(10_000, 'MYR'), extras: money(0, 'MYR') };
    const result = checkCouponForSpend(coupon({ minimumSpend: aud(5_000) }), inMyr, now, { MYR: '3' });
    expect(result).toMatchObject({
      usable: false,
      problem: { key: 'coupon.spendMore', params: { minimum: 'AUD 50.00', short: 'MYR 50.00' } },
    });
  });

  it('an amount-only spend (no waybill) skips the warehouse and line', () => {
    const result = checkCouponForSpend(
      coupon({ storeId: 3, lineId: 9 }),
      { total: aud(100), freight: aud(100), extras: aud(100) },
      now,
    );
    expect(result).toMatchObject({ usable: true });
  });
});

describe('claiming a campaign', () => {
  const campaign = (changes: Partial<CampaignTerms> = {}): CampaignTerms => ({
    active: true,
    startsAt: at(-1),
    endsAt: at(30),
    validDays: 7,
    remaining: 10,
    perCustomer: 1,
    audience: 'all',
    ...changes,
  });
  const claimant = (changes: Partial<Claimant> = {}): Claimant => ({
    claimed: 0,
    newCustomer: true,
    newAtWarehouse: true,
    member: false,
    ...changes,
  });
  it.each([
    ['claimable', campaign(), claimant(), null],
    ['stopped', campaign({ active: false }), claimant(), 'coupon.campaignOver'],
    ['ended', campaign({ endsAt: now }), claimant(), 'coupon.campaignOver'],
    ['not started', campaign({ startsAt: at(1) }), claimant(), 'coupon.campaignNotStarted'],
    ['claimed up to the limit', campaign({ perCustomer: 2 }), claimant({ claimed: 2 }), 'coupon.alreadyClaimed'],
    ['under the limit', campaign({ perCustomer: 2 }), claimant({ claimed: 1 }), null],
    ['none left', campaign({ remaining: 0 }), claimant(), 'coupon.exhausted'],
    ['no total limit', campaign({ remaining: null }), claimant(), null],
    ['new customers only', campaign({ audience: 'new' }), claimant({ newCustomer: false }), 'coupon.newCustomersOnly'],
    [
      'a warehouse’s new customers',
      campaign({ audience: 'warehouse_new' }),
      claimant({ newAtWarehouse: false }),
      'coupon.warehouseNewOnly',
    ],
    ['members', campaign({ audience: 'members' }), claimant(), 'coupon.membersOnly'],
  ] as const)('%s', (_, terms, who, expected) => {
    expect(claimProblem(terms, who, now)?.key ?? null).toBe(expected);
  });

  it('a claimed coupon lasts its days, never past the campaign’s end', () => {
    expect(claimedCouponExpiry({ validDays: 7, endsAt: at(30) }, now)).toEqual(at(7));
    expect(claimedCouponExpiry({ validDays: 7, endsAt: at(3) }, now)).toEqual(at(3));
    expect(claimedCouponExpiry({ validDays: null, endsAt: at(3) }, now)).toEqual(at(3));
    expect(claimedCouponExpiry({ validDays: null, endsAt: null }, now)).toBeNull();
  });

  it('counts days left up, and 0 once expired', () => {
    expect(daysLeft(at(7), now)).toBe(7);
    expect(daysLeft(new Date(now.getTime() + 1000), now)).toBe(1);
    expect(daysLeft(at(-1), now)).toBe(0);
  });
});

describe('points', () => {
  it('a paid shipment earns a point per whole AU$1, converted at the rates', () => {
    expect(pointsEarnedFor(aud(12_399))).toBe(123);
    expect(pointsEarnedFor(aud(99))).toBe(0);
    expect(pointsEarnedFor(money(10_000, 'CNY'), { AUD: '1', CNY: '5' })).toBe(20);
  });

  it('lapse after two years without a movement', () => {
    expect(pointsLapsed(at(-729), now)).toBe(false);
    expect(pointsLapsed(at(-730), now)).toBe(true);
  });
});

describe('points about to lapse', () => {
  it.each([
    ['moved 700 days ago: lapses in 30 days, warned', -700, true],
    ['moved 699 days ago: 31 days left, not yet', -699, false],
    ['moved 729 days ago', -729, true],
    ['moved 730 days ago: lapsed, no warning', -730, false],
  ] as const)('%s', (_, moved, soon) => {
    expect(pointsExpireSoon(at(moved), now)).toBe(soon);
  });

  it('lapse 730 days after the last movement', () => {
    expect(pointsExpireAt(at(-100))).toEqual(at(630));
  });
});
