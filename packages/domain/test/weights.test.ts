import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  disputeDecisionProblem,
  disputeDueAt,
  disputeFilingProblem,
  disputeWindowEnd,
  isDisputeWindowOpen,
  money,
  RECORDED_ROUNDING,
  recordReadings,
  reweighPriceProblem,
  reweighRefund,
  roundToStep,
  weightDisputeInputSchema,
} from '../src/index.js';

describe('rounding the readings', () => {
  it.each([
    // [reading, step, direction, recorded]
    [1834, 10, 'nearest', 1830],
    [1835, 10, 'nearest', 1840],
    [1839, 10, 'nearest', 1840],
    [1830, 10, 'nearest', 1830],
    [1831, 10, 'up', 1840],
    [1830, 10, 'up', 1830],
    [414, 10, 'nearest', 410],
    [415, 10, 'nearest', 420],
    [4, 10, 'nearest', 10],
    [0, 10, 'up', 10],
    [1250, 500, 'up', 1500],
    [1249, 500, 'nearest', 1000],
    [1250, 500, 'nearest', 1500],
  ] as const)('%i at a step of %i (%s) is recorded as %i', (reading, step, direction, recorded) => {
    expect(roundToStep(reading, step, direction)).toBe(recorded);
  });

  it('records the scale to the nearest 10 g and each side to the nearest whole centimetre, halves up', () => {
    expect(RECORDED_ROUNDING).toEqual({ weightStepGrams: 10, sizeStepMm: 10, direction: 'nearest' });
    expect(recordReadings({ grams: 1834, lengthMm: 412, widthMm: 305, heightMm: 204 })).toEqual({
      grams: 1830,
      lengthMm: 410,
      widthMm: 310,
      heightMm: 200,
    });
  });

  it('refuses what is not a reading or a step', () => {
    expect(() => roundToStep(1.5, 10, 'nearest')).toThrow(RangeError);
    expect(() => roundToStep(-1, 10, 'nearest')).toThrow(RangeError);
    expect(() => roundToStep(10, 0, 'up')).toThrow(RangeError);
  });

  it('lands on a whole step, at most half a step away (nearest) or less than a step above (up), never below one step', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 1000 }), (reading, step) => {
        const nearest = roundToStep(reading, step, 'nearest');
        const up = roundToStep(reading, step, 'up');
        expect(nearest % step).toBe(0);
        expect(up % step).toBe(0);
        expect(nearest).toBeGreaterThanOrEqual(step);
        expect(up).toBeGreaterThanOrEqual(reading);
        if (reading < step) return;
        expect(Math.abs(nearest - reading) * 2).toBeLessThanOrEqual(step);
        expect(up - reading).toBeLessThan(step);
      }),
    );
  });
});

describe('the dispute window: 7 × 24 hours after the weighing, to the millisecond', () => {
  const packedAt = new Date('2026-03-05T03:20:10.250Z');
  const end = new Date('2026-03-12T03:20:10.250Z');

  it('ends exactly 168 hours after the weighing', () => {
    expect(disputeWindowEnd(packedAt)).toEqual(end);
  });

  it('is open at the weighing and until the last millisecond before the end, closed at the end', () => {
    expect(isDisputeWindowOpen(packedAt, packedAt)).toBe(true);
    expect(isDisputeWindowOpen(packedAt, new Date(end.getTime() - 1))).toBe(true);
    expect(isDisputeWindowOpen(packedAt, end)).toBe(false);
    expect(isDisputeWindowOpen(packedAt, new Date(end.getTime() + 1))).toBe(false);
  });

  it('counts hours, not calendar days: across Sydney’s clock change the end is still 168 hours on', () => {
    // Sydney leaves daylight saving at 03:00 on 5 April 2026: its local days that week are not all 24 hours.
    const before = new Date('2026-04-01T12:00:00Z');
    expect(disputeWindowEnd(before).getTime() - before.getTime()).toBe(168 * 3_600_000);
  });

  const waybill = (status: 'pay_now' | 'paid' | 'packing' | 'bank_pending' | 'in_transit' | 'cancelled') =>
    ({ kind: 'waybill', status, measuredAt: packedAt }) as const;

  it('lets a shipment be disputed awaiting payment or paid, within the window', () => {
    expect(disputeFilingProblem(waybill('pay_now'), new Date(end.getTime() - 1))).toBeNull();
    expect(disputeFilingProblem(waybill('paid'), packedAt)).toBeNull();
    expect(disputeFilingProblem(waybill('pay_now'), end)).toEqual({ key: 'weightDispute.windowClosed', closedAt: end });
  });

  it('names why a shipment cannot be disputed in its other states', () => {
    expect(disputeFilingProblem(waybill('packing'), packedAt)?.key).toBe('weightDispute.notWeighedYet');
    expect(disputeFilingProblem({ ...waybill('pay_now'), measuredAt: null }, packedAt)?.key).toBe(
      'weightDispute.notWeighedYet',
    );
    expect(disputeFilingProblem(waybill('bank_pending'), packedAt)?.key).toBe('weightDispute.transferUnderReview');
    expect(disputeFilingProblem(waybill('in_transit'), packedAt)?.key).toBe('weightDispute.alreadyDispatched');
    expect(disputeFilingProblem(waybill('cancelled'), packedAt)?.key).toBe('weightDispute.cancelled');
  });

  it('lets a parcel be disputed on the shelf within 7 days of its check-in; in a shipment, the packed box is disputed', () => {
    const parcel = (status: number) => ({ kind: 'parcel', status, measuredAt: packedAt, shipment: null }) as const;
    expect(disputeFilingProblem(parcel(10), new Date(end.getTime() - 1))).toBeNull();
    expect(disputeFilingProblem(parcel(10), end)?.key).toBe('weightDispute.windowClosed');
    expect(disputeFilingProblem({ ...parcel(20), shipment: 'AU123' }, packedAt)).toEqual({
      key: 'weightDispute.parcelInShipment',
      shipment: 'AU123',
    });
    expect(disputeFilingProblem(parcel(30), packedAt)?.key).toBe('weightDispute.parcelLeft');
    expect(disputeFilingProblem(parcel(0), packedAt)?.key).toBe('weightDispute.notWeighedYet');
  });

  it('gives staff 48 hours to decide', () => {
    expect(disputeDueAt(packedAt)).toEqual(new Date('2026-03-07T03:20:10.250Z'));
  });

  it('decides a dispute once', () => {
    expect(disputeDecisionProblem('open')).toBeNull();
    expect(disputeDecisionProblem('reweighed')).toBe('weightDispute.alreadyDecided');
    expect(disputeDecisionProblem('confirmed')).toBe('weightDispute.alreadyDecided');
    expect(disputeDecisionProblem('withdrawn')).toBe('weightDispute.withdrawn');
  });
});

describe('a reweigh’s price and refund', () => {
  it('never raises the price', () => {
    expect(reweighPriceProblem(3785, 3785)).toBeNull();
    expect(reweighPriceProblem(3785, 2615)).toBeNull();
    expect(reweighPriceProblem(3785, 3786)).toBe('weightDispute.reweighRaisesPrice');
  });

  it('refunds the difference to the cent when paid in the shipment’s currency', () => {
    const refund = reweighRefund({
      charged: money(3785, 'AUD'),
      totalBefore: 3785,
      totalAfter: 2617,
      refundable: money(3785, 'AUD'),
    });
    expect(refund).toEqual(money(1168, 'AUD'));
  });

  it('converts the new total at the rate charged, rounding the new charge half up, so the refund is whole cents', () => {
    // AUD 37.85 was charged as MYR 115.37; AUD 26.17 at that rate is MYR 79.768… → 79.77, so MYR 35.60 comes back.
    expect(
      reweighRefund({
        charged: money(11537, 'MYR'),
        totalBefore: 3785,
        totalAfter: 2617,
        refundable: money(11537, 'MYR'),
      }),
    ).toEqual(money(3560, 'MYR'));
    // A half cent goes up on the new charge, so the refund rounds down: 1001 × 1/2 = 500.5 → 501, refund 500.
    expect(
      reweighRefund({ charged: money(1001, 'AUD'), totalBefore: 2, totalAfter: 1, refundable: money(1001, 'AUD') }),
    ).toEqual(money(500, 'AUD'));
  });

  it('gives back no more than the money still refundable: the coupon and the points stay spent', () => {
    expect(
      reweighRefund({
        charged: money(5000, 'AUD'),
        totalBefore: 5000,
        totalAfter: 1000,
        refundable: money(1500, 'AUD'),
      }),
    ).toEqual(money(1500, 'AUD'));
    expect(
      reweighRefund({
        charged: money(5000, 'AUD'),
        totalBefore: 5000,
        totalAfter: 5000,
        refundable: money(5000, 'AUD'),
      }),
    ).toEqual(money(0, 'AUD'));
  });

  it('refuses a raise or a refundable sum in another currency', () => {
    expect(() =>
      reweighRefund({ charged: money(100, 'AUD'), totalBefore: 100, totalAfter: 101, refundable: money(100, 'AUD') }),
    ).toThrow(RangeError);
    expect(() =>
      reweighRefund({ charged: money(100, 'AUD'), totalBefore: 100, totalAfter: 50, refundable: money(100, 'MYR') }),
    ).toThrow(RangeError);
  });

  it('refunds charged − round(charged × after ÷ before), between 0 and the refundable money, for any figures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (before, afterSeed, charged, refundable) => {
          const after = afterSeed % (before + 1);
          const refund = reweighRefund({
            charged: money(charged, 'AUD'),
            totalBefore: before,
            totalAfter: after,
            refundable: money(refundable, 'AUD'),
          });
          const exact =
            charged - Number((BigInt(charged) * BigInt(after) * 2n + BigInt(before)) / (BigInt(before) * 2n));
          expect(refund.minor).toBe(Math.max(0, Math.min(exact, refundable)));
          expect(Number.isInteger(refund.minor)).toBe(true);
        },
      ),
    );
  });
});

describe('the dispute form', () => {
  it('takes a shipment’s weight, or a parcel’s size with all three sides', () => {
    expect(weightDisputeInputSchema.safeParse({ shipmentId: 4, subject: 'weight', weight: 1.1 }).success).toBe(true);
    expect(
      weightDisputeInputSchema.safeParse({ parcelId: 4, subject: 'size', length: 30, width: 20, height: 10 }).success,
    ).toBe(true);
  });

  it('asks for the figure disputed, and for one shipment or parcel', () => {
    const noWeight = weightDisputeInputSchema.safeParse({ shipmentId: 4, subject: 'weight' });
    expect(noWeight.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['weight', 'validation.required'],
    ]);
    const noSide = weightDisputeInputSchema.safeParse({ parcelId: 4, subject: 'size', length: 30, width: 20 });
    expect(noSide.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['height']);
    const both = weightDisputeInputSchema.safeParse({ shipmentId: 4, parcelId: 5, subject: 'weight', weight: 1 });
    expect(both.error?.issues.map((issue) => issue.message)).toEqual(['weightDispute.oneTarget']);
  });
});
