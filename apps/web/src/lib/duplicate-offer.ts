import type { ApiError } from './api-client';
import { confirmDialog, showToast } from './feedback';

/** What holds a duplicate tracking number, as the server names it when it is the customer's own. */
export type DuplicateHolder = { kind: 'parcel'; id: number } | { kind: 'pre_shipment'; id: number };

export function duplicateHolder(error: ApiError): DuplicateHolder | null {
  const data = error.data as { parcel_id?: number | null; pre_shipment_id?: number | null } | undefined;
  if (data?.parcel_id) return { kind: 'parcel', id: data.parcel_id };
  if (data?.pre_shipment_id) return { kind: 'pre_shipment', id: data.pre_shipment_id };
  return null;
}

/**
 * SPEC §5/§8: a duplicate tracking number says 'The tracking number already exists' and offers to view what holds
 * it (the customer's parcel, or their pre-shipment of that number); without one named, it only says so.
 */
export async function offerDuplicateHolder(
  error: ApiError,
  texts: (holder: DuplicateHolder) => { view: string; cancel: string },
  open: (holder: DuplicateHolder) => void,
): Promise<void> {
  const holder = duplicateHolder(error);
  if (!holder) {
    showToast(error.message);
    return;
  }
  const { view, cancel } = texts(holder);
  if (await confirmDialog({ content: error.message, confirmText: view, cancelText: cancel })) open(holder);
}
