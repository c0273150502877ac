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
