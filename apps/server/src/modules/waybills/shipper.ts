import { type Language, translate } from '@parcelway/domain';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { sendAccountMail } from '../notifications/index.js';
import {
  findShipperProfile,
  findSignDocument,
  saveShipperProfile,
  updateSignDocument,
  upsertSignDocument,
} from './queries/documents.js';
import { requireOwnedWaybill, waybillDetail } from './service.js';

export async function shipperAddress(ctx: AppContext, customerId: number) {
  const profile = await findShipperProfile(ctx.db, customerId);
  return profile
    ? {
        sender_name: profile.senderName,
        commercial_value: profile.commercialValue,
        export_reason: profile.exportReason,
        undeliverable_action: profile.undeliverableAction,
      }
    : null;
}

export async function setShipperAddress(ctx: AppContext, customerId: number, input: WaybillRow['shipper']) {
  await saveShipperProfile(ctx.db, {
    customerId,
    senderName: input.sender_name,
    commercialValue: input.commercial_value,
    exportReason: input.export_reason,
    undeliverableAction: input.undeliverable_action,
  });
  return shipperAddress(ctx, customerId);
}

/**
 * postSignDocInfo: the importer's name, ID number and email for a waybill declared near or over AU$1000.
 * Starts (or restarts after a rejection) the review: waiting for audit.
 */
export async function postSignDocumentInfo(
  ctx: AppContext,
  customerId: number,
  input: { shipment_id: number; importer_name: string; id_number: string; email: string },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  if (!row.signDocumentRequired) throw new AppError('rule', 'waybill.signDocumentNotRequired');
  const existing = await findSignDocument(ctx.db, row.id);
  if (existing && existing.status !== 'waiting_audit' && existing.status !== 'rejected')
    throw new AppError('rule', 'waybill.signDocumentState', {
      params: { status: translate(language, `signDocumentStatus.${existing.status}`) },
    });
  await upsertSignDocument(ctx.db, {
    waybillId: row.id,
    customerId,
    status: 'waiting_audit',
    importerName: input.importer_name,
    idNumber: input.id_number,
    email: input.email,
  });
  return waybillDetail(ctx, customerId, row.id, language);
}

/** sendSignDocument: the importer signs (typed name, terms agreed) once staff approved the details; a copy is mailed. */
export async function signDocument(
  ctx: AppContext,
  customerId: number,
  input: { shipment_id: number; signature: string },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  await ctx.db.transaction(async (tx) => {
    const document = await findSignDocument(tx, row.id, true);
    if (!document) throw new AppError('rule', 'waybill.signDocumentNotRequired');
    if (document.status !== 'waiting_signature')
      throw new AppError('rule', 'waybill.signDocumentState', {
        params: { status: translate(language, `signDocumentStatus.${document.status}`) },
      });
    const now = ctx.clock();
    await updateSignDocument(tx, document.id, { status: 'review_success', signature: input.signature, signedAt: now });
    await sendAccountMail(
      tx,
      {
        to: document.email,
        customerId,
        language,
        kind: 'sign_document_signed',
        params: { name: document.importerName, shipment: row.shipmentNo ?? row.id, signature: input.signature },
      },
      now,
    );
  });
  return waybillDetail(ctx, customerId, row.id, language);
}
