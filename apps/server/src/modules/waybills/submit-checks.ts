import {
  type Language,
  localName,
  type MessageKey,
  OPEN_WAYBILL_STATUSES,
  personName,
  sameReceiverGroups,
  UNPAID_WAYBILL_STATUSES,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { RecipientRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { SubmissionBlocker } from '../parcels/index.js';
import { findCustomerStore } from '../parcels/index.js';
import { warehouseRows } from '../reference/index.js';
import { findCustomerWaybillsIn } from './queries/waybills.js';

/** The sentence of each reason a parcel cannot be shipped yet (parcels' submissionBlockers). */
export const BLOCKER_MESSAGES: Record<SubmissionBlocker['reasons'][number]['code'], MessageKey> = {
  not_in_stock: 'parcel.notInStock',
  extra_services: 'parcel.waitForExtraServices',
  return_pending: 'parcel.returnPending',
};

/**
 * SPEC §4: a customer with an unpaid waybill at a warehouse submits no new one there until it is paid.
 * The sentence names the warehouse when it is not the one the customer works in.
 */
export async function assertNothingUnpaid(db: Database, customerId: number, storeId: number, language: Language) {
  const [unpaid] = await findCustomerWaybillsIn(db, customerId, UNPAID_WAYBILL_STATUSES, { storeId });
  if (!unpaid) return;
  const customer = await findCustomerStore(db, customerId);
  if (customer?.storeId === storeId)
    throw new AppError('rule', 'waybill.unpaidSameWarehouse', { data: { shipment_id: unpaid.id } });
  const warehouses = await warehouseRows(db);
  const warehouse = warehouses.find((row) => row.storeId === storeId);
  throw new AppError('rule', 'waybill.unpaidOtherWarehouse', {
    params: { warehouse: warehouse ? localName(language, warehouse) : String(storeId) },
    data: { shipment_id: unpaid.id, store_id: storeId },
  });
}

/** SPEC §5: a receiver with the same name as another waybill of the batch (the customer's open ones) must be renamed. */
export async function assertReceiverNotInBatch(db: Database, customerId: number, recipient: RecipientRow) {
  const open = await findCustomerWaybillsIn(db, customerId, OPEN_WAYBILL_STATUSES);
  const groups = sameReceiverGroups([
    ...open.map((waybill) => ({
      ref: waybill.id,
      first_name: waybill.recipient.first_name,
      last_name: waybill.recipient.last_name,
    })),
    { ref: 0, first_name: recipient.firstName, last_name: recipient.lastName },
  ]);
  const clash = groups.find((group) => group.refs.includes(0) && group.refs.length > 1);
  if (clash)
    throw new AppError('rule', 'recipient.sameName', {
      params: { name: personName(recipient.firstName, recipient.lastName) },
      fields: { recipient_id: 'recipient.sameName' },
      data: { shipment_ids: clash.refs.filter((ref) => ref !== 0) },
    });
}
