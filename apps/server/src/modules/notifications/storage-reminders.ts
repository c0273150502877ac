import { FREE_STORAGE_DAYS, STORAGE_REMINDER_DAYS, storagePeriod } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';
import { claimParcelReminder } from './queries.js';
import { notify } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * The daily storage reminder: each customer parcel whose free storage ends within STORAGE_REMINDER_DAYS and has not
 * ended yet is announced once (the reminder row and the message commit together). Safe to run any number of times a
 * day and on several servers at once. Answers how many reminders were queued.
 */
/** The parcels in stock whose free storage ends in a window, as the parcels module reads them (the composition passes it). */
export type ParcelsInStockBetween = (
  db: Database,
  after: Date,
  upTo: Date,
  limit: number,
) => Promise<{ id: number; customerId: number | null; trackingNumber: string; inStockAt: Date | null }[]>;

export async function sendStorageReminders(
  ctx: AppContext,
  parcelsInStockBetween: ParcelsInStockBetween,
): Promise<number> {
  const now = ctx.clock();
  const endsAfter = new Date(now.getTime() - FREE_STORAGE_DAYS * DAY_MS);
  const endsWithinWindow = new Date(now.getTime() - (FREE_STORAGE_DAYS - STORAGE_REMINDER_DAYS) * DAY_MS);
  const candidates = await parcelsInStockBetween(ctx.db, endsAfter, endsWithinWindow, BATCH);
  let sent = 0;
  for (const parcel of candidates) {
    if (parcel.customerId === null || parcel.inStockAt === null) continue;
    const { customerId, inStockAt } = parcel;
    const period = storagePeriod(inStockAt, now);
    const queued = await ctx.db.transaction(async (tx) => {
      if (!(await claimParcelReminder(tx, parcel.id, 'storage_reminder', now))) return false;
      await notify(
        tx,
        {
          customerId,
          kind: 'storage_reminder',
          data: {
            parcelId: parcel.id,
            tracking: parcel.trackingNumber,
            days: period.days,
            freeUntil: period.freeUntil,
          },
        },
        now,
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
