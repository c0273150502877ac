import type { WaybillStatus } from './status.js';

/** What a waybill's facts say about what comes next (dates as ISO strings or 'YYYY-MM-DD'). */
export interface NextStepTimes {
  /** The line's next cut-off, when the line is known. */
  readonly nextCutoff: string | null;
  readonly estimatedDeliveryFrom: string | null;
  readonly estimatedDeliveryTo: string | null;
  readonly deliveredAt: string | null;
}

export const NEXT_STEPS = [
  'packing',
  'pay',
  'transferReview',
  'departure',
  'onTheWay',
  'collect',
  'delivered',
  'cancelled',
] as const;
export type NextStepCode = (typeof NEXT_STEPS)[number];

export interface NextStep {
  readonly step: NextStepCode;
  /** When it happens, for the sentence: the cut-off, the delivery window, or the day it was delivered. */
  readonly at: string | null;
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * What happens next to a waybill in each status, and when: packed by the warehouse, then paid before the next
 * cut-off, the transfer checked, the departure, the delivery window while on the way, the pickup point, and the
 * day it was delivered. A delivered or cancelled waybill has nothing left to choose.
 */
export function waybillNextStep(status: WaybillStatus, times: NextStepTimes): NextStep {
  const window = { from: times.estimatedDeliveryFrom, to: times.estimatedDeliveryTo };
  const step = (code: NextStepCode, at: string | null = null, dates = { from: null, to: null } as typeof window) => ({
    step: code,
    at,
    ...dates,
  });
  switch (status) {
    case 'pending':
    case 'packing':
      return step('packing');
    case 'pay_now':
      return step('pay', times.nextCutoff, window);
    case 'bank_pending':
      return step('transferReview', times.nextCutoff, window);
    case 'paid':
      return step('departure', times.nextCutoff, window);
    case 'in_transit':
    case 'sorting':
      return step('onTheWay', null, window);
    case 'collecting':
      return step('collect', null, window);
    case 'delivered':
      return step('delivered', times.deliveredAt);
    case 'cancelled':
      return step('cancelled');
  }
}
