import { AppError } from './errors.js';

/**
 * A form that loaded the record at version `loadedAt` is refused once the record changed since (409,
 * `staff.staleForm`). A version may be null (a row staff never edited): a form that loaded null is refused once staff
 * saved it, and a form that loaded a version is refused when the row has none. No `loadedAt` at all skips the check.
 */
export function refuseStaleForm(current: Date | null, loadedAt: string | null | undefined): void {
  if (loadedAt === undefined) return;
  const currentTime = current === null ? null : current.getTime();
  const loadedTime = loadedAt === null ? null : new Date(loadedAt).getTime();
  if (currentTime !== loadedTime) throw new AppError('conflict', 'staff.staleForm');
}

/** The version a save stamps: now, but always after the previous one (two saves in one millisecond still differ). */
export function nextVersion(previous: Date | null, now: Date): Date {
  return previous === null ? now : new Date(Math.max(now.getTime(), previous.getTime() + 1));
}
