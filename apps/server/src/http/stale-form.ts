import { AppError } from './errors.js';

/** A form that loaded the record at `loadedAt` is refused once the record changed since (409, `staff.staleForm`). */
export function refuseStaleForm(current: Date, loadedAt: string | undefined): void {
  if (loadedAt !== undefined && current.getTime() !== new Date(loadedAt).getTime())
    throw new AppError('conflict', 'staff.staleForm');
}
