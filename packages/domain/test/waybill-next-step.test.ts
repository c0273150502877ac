import { describe, expect, it } from 'vitest';
import { type NextStepTimes, WAYBILL_STATUSES, waybillNextStep } from '../src/index.js';

const times: NextStepTimes = {
  nextCutoff: '2026-12-02T06:00:00.000Z',
  estimatedDeliveryFrom: '2026-12-07',
  estimatedDeliveryTo: '2026-12-10',
  deliveredAt: '2026-12-08T03:00:00.000Z',
};

describe('waybillNextStep', () => {
  it.each<[(typeof WAYBILL_STATUSES)[number], string, string | null, string | null]>([
    ['pending', 'packing', null, null],
    ['packing', 'packing', null, null],
    ['pay_now', 'pay', times.nextCutoff, '2026-12-07'],
    ['bank_pending', 'transferReview', times.nextCutoff, '2026-12-07'],
    ['paid', 'departure', times.nextCutoff, '2026-12-07'],
    ['in_transit', 'onTheWay', null, '2026-12-07'],
    ['sorting', 'onTheWay', null, '2026-12-07'],
    ['collecting', 'collect', null, '2026-12-07'],
    ['delivered', 'delivered', times.deliveredAt, null],
    ['cancelled', 'cancelled', null, null],
  ])('%s: next is %s', (status, step, at, from) => {
    expect(waybillNextStep(status, times)).toMatchObject({ step, at, from });
  });

  it('has a next step for every status', () => {
    for (const status of WAYBILL_STATUSES) expect(waybillNextStep(status, times).step).toBeTruthy();
  });
});
