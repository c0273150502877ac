import type { SignDocumentStatus } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { storesToList } from '../staff-accounts/index.js';
import { listSignDocumentsForStaff } from './queries/documents.js';

/** The states a customs authorisation waits for staff in: the details to check, and the signature to accept. */
export const AWAITING_REVIEW: readonly SignDocumentStatus[] = ['waiting_audit', 'review_success'];

/**
 * GET /ops/sign-documents: customs authorisations waiting for review, oldest change first (at most 200), kept to the
 * operator's warehouses. The signature itself is not listed (it stays on the document); staff see whether it is there.
 */
export async function signDocumentQueue(ctx: AppContext, actor: StaffActor, storeId: number | undefined) {
  const stores = storesToList(actor, storeId);
  if (stores !== undefined && stores.length === 0) return [];
  const rows = await listSignDocumentsForStaff(ctx.db, [...AWAITING_REVIEW], stores, 200);
  return rows.map(({ document, signed, shipmentNo, storeId: store }) => ({
    id: document.id,
    waybill_id: document.waybillId,
    shipment_id: shipmentNo,
    store_id: store,
    customer_id: document.customerId,
    status: document.status,
    importer_name: document.importerName,
    id_number: document.idNumber,
    email: document.email,
    signed,
    signed_at: document.signedAt?.toISOString() ?? null,
    waiting_since: document.updatedAt.toISOString(),
  }));
}
