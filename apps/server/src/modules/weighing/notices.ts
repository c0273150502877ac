import { centimetresText, type Money, zonedDateTimeText } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WeighingRow, WeightDisputeRow } from '../../db/schema/index.js';
import type { DisputedRef } from '../notifications/index.js';
import { notify } from '../notifications/index.js';

/** What the customer's notices name: the shipment by its number, or the parcel by its tracking number. */
export type { DisputedRef };

/** Tells the customer their dispute was received and when staff decide at the latest (the warehouse's clock). */
export function noticeDisputeFiled(
  tx: Database,
  dispute: WeightDisputeRow,
  ref: DisputedRef,
  timeZone: string,
  now: Date,
) {
  return notify(
    tx,
    {
      customerId: dispute.customerId,
      kind: 'weight_dispute_filed',
      data: { ...ref, due: zonedDateTimeText(dispute.dueAt, timeZone) },
    },
    now,
  );
}

/** Tells the customer the new figures and, for a shipment, its total now and what went back to the balance. */
export function noticeReweighed(
  tx: Database,
  dispute: WeightDisputeRow,
  ref: DisputedRef,
  weighing: WeighingRow,
  price: { total: Money; changed: boolean; refund: Money | null } | null,
  now: Date,
) {
  const size = `${centimetresText(weighing.lengthMm)} × ${centimetresText(weighing.widthMm)} × ${centimetresText(weighing.heightMm)} cm`;
  return notify(
    tx,
    {
      customerId: dispute.customerId,
      kind: 'weight_dispute_reweighed',
      data: {
        ...ref,
        weightGrams: weighing.weightGrams,
        size,
        total: price?.total ?? null,
        totalChanged: price?.changed ?? false,
        refund: price?.refund ?? null,
      },
    },
    now,
  );
}

/** Tells the customer the recorded figures stand, with the staff's reason. */
export function noticeConfirmed(tx: Database, dispute: WeightDisputeRow, ref: DisputedRef, reason: string, now: Date) {
  return notify(
    tx,
    { customerId: dispute.customerId, kind: 'weight_dispute_confirmed', data: { ...ref, reason } },
    now,
  );
}
