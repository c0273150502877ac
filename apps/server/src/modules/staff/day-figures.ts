import type { Database } from '../../db/client.js';
import { onQuarterHours, type StoreDay } from '../../db/store-days.js';
import { parcelsArrivedOn } from '../parcels/index.js';
import { readMomentCounts } from '../status-counts/index.js';
import { waybillsDoneOn } from '../waybills/index.js';

/** What happened in a warehouse's day: parcels checked in, waybills packed, paid and dispatched. */
export interface DayFigures {
  arrived: number;
  packed: number;
  paid: number;
  dispatched: number;
}

const FIGURE_OF_MOMENT = { checked_in: 'arrived', packed: 'packed', paid: 'paid', dispatched: 'dispatched' } as const;

const nothing = (): DayFigures => ({ arrived: 0, packed: 0, paid: 0, dispatched: 0 });

/**
 * Each warehouse's figures for its day, by store. A day on quarter hours (every day of today's time zones) is read
 * from the maintained quarter-hour counts, one statement for all, at the same cost whatever the day's activity; a day
 * that is not (a zone's history before its offset was a multiple of 15 minutes) is recounted from the rows.
 */
export async function dayFigures(db: Database, days: readonly StoreDay[]): Promise<Map<number, DayFigures>> {
  const figures = new Map(days.map((day) => [day.storeId, nothing()]));
  const kept = days.filter(onQuarterHours);
  const recounted = days.filter((day) => !onQuarterHours(day));
  const [maintained, arrived, packed, paid, dispatched] = await Promise.all([
    kept.length > 0 ? readMomentCounts(db, kept) : [],
    recounted.length > 0 ? parcelsArrivedOn(db, recounted) : [],
    recounted.length > 0 ? waybillsDoneOn(db, 'packed', recounted) : [],
    recounted.length > 0 ? waybillsDoneOn(db, 'paid', recounted) : [],
    recounted.length > 0 ? waybillsDoneOn(db, 'dispatched', recounted) : [],
  ]);
  for (const row of maintained) {
    const day = figures.get(row.storeId);
    if (day) day[FIGURE_OF_MOMENT[row.moment]] += row.value;
  }
  const counted = { arrived, packed, paid, dispatched };
  for (const [figure, rows] of Object.entries(counted) as [keyof DayFigures, { storeId: number; count: number }[]][]) {
    for (const row of rows) {
      const day = figures.get(row.storeId);
      if (day) day[figure] += row.count;
    }
  }
  return figures;
}
