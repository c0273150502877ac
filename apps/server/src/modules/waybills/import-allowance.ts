import {
  calendarDate,
  halfYearAllowance,
  halfYearOf,
  type Language,
  localDayBounds,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { countReceiverImports } from './queries/waybills.js';

/** Taiwan's half-years are Taiwan's calendar's. */
const ALLOWANCE_TIME_ZONE = 'Asia/Taipei';

export interface ImportAllowance {
  /** The receiver's imports through us this half-year before this one. */
  earlier: number;
  max: number;
  from: string;
  to: string;
}

/**
 * Where the destination lets a receiver import duty-free only so many times a half-year (Taiwan: six, each up to
 * NT$2,000), how many of this customer's shipments to the receiver were submitted this half-year before `beforeId`
 * (or before now): the counter shown before submitting, and the figure the landed cost is computed with.
 */
export async function importAllowance(
  db: Database,
  input: {
    customerId: number;
    countryId: number;
    receiver: { idNumber: string; firstName: string; lastName: string; mobile: string };
    at: Date;
    beforeId?: number | undefined;
  },
): Promise<ImportAllowance | null> {
  const allowance = halfYearAllowance(input.countryId);
  if (!allowance) return null;
  const half = halfYearOf(calendarDate(input.at, ALLOWANCE_TIME_ZONE));
  const earlier = await countReceiverImports(db, {
    customerId: input.customerId,
    countryId: input.countryId,
    receiver: input.receiver,
    from: localDayBounds(half.from, ALLOWANCE_TIME_ZONE).from,
    to: localDayBounds(half.to, ALLOWANCE_TIME_ZONE).to,
    beforeId: input.beforeId,
  });
  return { earlier, max: allowance.max, from: half.from, to: half.to };
}

/** The counter as the customer reads it: this one's number against the allowance, or that it is used up. */
export function allowanceView(allowance: ImportAllowance, language: Language) {
  const count = allowance.earlier + 1;
  const params = { count, max: allowance.max, from: allowance.from, to: allowance.to };
  return {
    count,
    max: allowance.max,
    from: allowance.from,
    to: allowance.to,
    text: translate(language, count > allowance.max ? 'customs.taiwanCounterOver' : 'customs.taiwanCounter', params),
  };
}
