import { PATHS } from '../../../lib/routes-paths';

/** DESIGN §6 states by colour: waiting grey, in stock green, moving blue, finished plain. */
const COLOURS: Record<number, string> = {
  0: 'default',
  5: 'warning',
  10: 'success',
  20: 'primary',
  30: 'primary',
  40: 'default',
  50: 'default',
  60: 'default',
};

/**
 * The colour of a parcel's status tag. A pre-alert whose parcel the warehouse holds while staff confirm it is
 * the customer's stands out (amber): something is happening, but the parcel is not theirs yet.
 */
export function parcelTagColour(parcel: { status: number; being_confirmed?: boolean | undefined }): string {
  if (parcel.being_confirmed) return 'warning';
  return COLOURS[parcel.status] ?? 'default';
}

/** Where a parcel in a list leads: a pre-alert (status 0, not arrived yet) to its entry, anything else to its detail. */
export function entryPath(parcel: { id: number; status: number }): string {
  return parcel.status === 0 ? `${PATHS.preAlertEntry}?id=${parcel.id}` : `${PATHS.parcelDetail}?id=${parcel.id}`;
}
