import { type AnyColumn, and, eq, gte, lt, or, type SQL } from 'drizzle-orm';

/** A warehouse's local day as the instants it runs between (`to` exclusive). */
export interface StoreDay {
  storeId: number;
  from: Date;
  to: Date;
}

/**
 * Rows whose `at` falls in their own warehouse's day: one range per warehouse, so each is a range of a
 * (store, at) index. Callers pass at least one day (an empty OR would match every row).
 */
export function inStoreDays(store: AnyColumn, at: AnyColumn, days: readonly StoreDay[]): SQL {
  if (days.length === 0) throw new Error('inStoreDays needs at least one day');
  return or(...days.map((day) => and(eq(store, day.storeId), gte(at, day.from), lt(at, day.to)))) as SQL;
}

const QUARTER_HOUR = 900_000;

/**
 * Whether a day starts and ends on a UTC quarter hour, so that the maintained quarter-hour counts add up to it
 * exactly. Every time zone's offset today is a multiple of 15 minutes; some zones' history is not (local mean time,
 * Australia/Sydney before 1895 at +10:04:52, Africa/Monrovia until 1972 at -0:44:30), so a day asked for far enough back may not be.
 */
export function onQuarterHours(day: StoreDay): boolean {
  return day.from.getTime() % QUARTER_HOUR === 0 && day.to.getTime() % QUARTER_HOUR === 0;
}
