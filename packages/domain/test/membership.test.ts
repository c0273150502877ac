import { describe, expect, it } from 'vitest';
import {
  feeBreakdown,
  inviteQualifies,
  inviteTaskStatus,
  type MembershipDates,
  membershipState,
  money,
  nextPeriodStart,
  periodEnd,
  purchaseProblem,
} from '../src/index.js';

const aud = (minor: number) => money(minor, 'AUD');
const DAY = 24 * 60 * 60 * 1000;

describe('golden quotes with and without membership', () => {
  const shipment = {
    currency: 'AUD' as const,
    postage: aud(4_999),
    insurance: aud(250),
    extras: [aud(800), aud(350)],
    serviceCharges: [aud(500)],
  };

  it('without membership: no member line, the charges add up', () => {
    const fees = feeBreakdown(shipment);
    expect(fees.membershipDiscount).toEqual(aud(0));
    expect(fees.total).toEqual(aud(4_999 + 250 + 1_150 + 500));
  });

  it('with 20 % off freight and 10 % off extras: one member line, each share rounded down', () => {
    const fees = feeBreakdown({ ...shipment, membershipDiscountPercent: 20, membershipExtraDiscountPercent: 10 });
    // 20 % of 49.99 = 9.998 → 9.99; 10 % of 11.50 = 1.15.
    expect(fees.membershipDiscount).toEqual(aud(999 + 115));
    expect(fees.total).toEqual(aud(6_899 - 1_114));
  });

  it('caps the freight share at 20 % and the extras share at 50 %, whatever the plan says', () => {
    const fees = feeBreakdown({ ...shipment, membershipDiscountPercent: 35, membershipExtraDiscountPercent: 80 });
    expect(fees.membershipDiscount).toEqual(aud(999 + 575));
  });

  it('takes the member line before the coupon and points, and never below zero', () => {
    const fees = feeBreakdown({
      currency: 'AUD',
      postage: aud(1_000),
      membershipDiscountPercent: 20,
      coupon: { amount: aud(5_000) },
      points: 10_000,
    });
    expect(fees.membershipDiscount).toEqual(aud(200));
    expect(fees.couponDiscount).toEqual(aud(800));
    expect(fees.total).toEqual(aud(0));
  });
});

describe('membership periods and purchases', () => {
  const now = new Date('2026-01-31T10:00:00Z');
  const active = (startsAt: Date, endsAt: Date): MembershipDates => ({ status: 'active', startsAt, endsAt });

  it('ends a month or a year later, clamped to the month end', () => {
    expect(periodEnd(now, 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('names each state: scheduled before its start, expired after its end, the status otherwise', () => {
    const row = active(new Date(now.getTime() + DAY), new Date(now.getTime() + 30 * DAY));
    expect(membershipState(row, now)).toBe('scheduled');
    expect(membershipState(row, new Date(now.getTime() + 2 * DAY))).toBe('active');
    expect(membershipState(row, new Date(now.getTime() + 31 * DAY))).toBe('expired');
    expect(membershipState({ status: 'in_review', startsAt: null, endsAt: null }, now)).toBe('in_review');
  });

  it('refuses a purchase while one waits, while a renewal is bought, or far from the end', () => {
    expect(purchaseProblem([], now)).toBeUndefined();
    expect(purchaseProblem([{ status: 'in_review', startsAt: null, endsAt: null }], now)).toBe(
      'member.purchaseInReview',
    );
    const current = active(new Date(now.getTime() - DAY), new Date(now.getTime() + 20 * DAY));
    expect(purchaseProblem([current], now)).toBe('member.alreadyMember');
    const ending = active(new Date(now.getTime() - 25 * DAY), new Date(now.getTime() + 5 * DAY));
    expect(purchaseProblem([ending], now)).toBeUndefined();
    const renewal = active(ending.endsAt as Date, new Date(now.getTime() + 35 * DAY));
    expect(purchaseProblem([ending, renewal], now)).toBe('member.alreadyRenewed');
    expect(purchaseProblem([{ status: 'review_failed', startsAt: null, endsAt: null }], now)).toBeUndefined();
    expect(nextPeriodStart([ending], now)).toEqual(ending.endsAt);
    expect(nextPeriodStart([], now)).toEqual(now);
  });
});

describe('invitations', () => {
  it('qualify at AU$20 or more, converted at the day’s rate', () => {
    expect(inviteQualifies(aud(2_000), {})).toBe(true);
    expect(inviteQualifies(aud(1_999), {})).toBe(false);
    // 1 AUD = 1.1 NZD: NZ$22.00 is AU$20.00; NZ$21.99 is not.
    expect(inviteQualifies(money(2_200, 'NZD'), { NZD: '1.1' })).toBe(true);
    expect(inviteQualifies(money(2_199, 'NZD'), { NZD: '1.1' })).toBe(false);
  });

  it('go signed up → waiting → done (or refused)', () => {
    expect(inviteTaskStatus(undefined, false)).toBe('signed_up');
    expect(inviteTaskStatus(undefined, true)).toBe('waiting');
    expect(inviteTaskStatus({ refused: false }, true)).toBe('done');
    expect(inviteTaskStatus({ refused: true }, true)).toBe('refused');
  });
});
