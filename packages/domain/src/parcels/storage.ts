/**
 * Free storage at the warehouse, from the day a parcel is in stock (SPEC §9 gives no number: ours,
 * docs/decisions/parcels.md).
 */
export const FREE_STORAGE_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoragePeriod {
  /** Whole days since the parcel went into stock (0 on its first day). */
  days: number;
  freeDays: number;
  /** Free days still to come; 0 once free storage is over. */
  freeDaysLeft: number;
  /** The moment free storage ends. */
  freeUntil: Date;
  overdue: boolean;
}

/** How long a parcel has been stored and how much free storage it has left. */
export function storagePeriod(inStockAt: Date, now: Date, freeDays = FREE_STORAGE_DAYS): StoragePeriod {
  const days = Math.max(0, Math.floor((now.getTime() - inStockAt.getTime()) / DAY_MS));
  const freeUntil = new Date(inStockAt.getTime() + freeDays * DAY_MS);
  return {
    days,
    freeDays,
    freeDaysLeft: Math.max(0, freeDays - days),
    freeUntil,
    overdue: now.getTime() >= freeUntil.getTime(),
  };
}
