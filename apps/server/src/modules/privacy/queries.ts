import {
  FINISHED_WAYBILL_STATUSES,
  OPEN_SHIPMENT_CLAIM_STATUSES,
  PARCEL_LEFT_WAREHOUSE_STATUS,
} from '@parcelway/domain';
import { and, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  balanceEntries,
  bankTransfers,
  declarationItems,
  declarations,
  idempotencyKeys,
  operateLogs,
  parcelClaims,
  parcelComments,
  parcelExtraServices,
  parcelImages,
  parcelReturns,
  parcels,
  paymentAttempts,
  preShipments,
  sessions,
  shipmentClaimEvents,
  shipmentClaims,
  shipperProfiles,
  signDocuments,
  storedFiles,
  topUps,
  verificationCodes,
  waybillExtraServices,
  waybillImages,
  waybillInvoices,
  waybillNotes,
  waybills,
  weighings,
  weightDisputes,
} from '../../db/schema/index.js';

async function count(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

const n = sql<number>`count(*)::int`;

/** What is still under way for the customer, read inside the closing transaction. */
export async function readClosureSituation(db: Database, customerId: number) {
  const openWaybills = await count(
    db
      .select({ n })
      .from(waybills)
      .where(and(eq(waybills.customerId, customerId), notInArray(waybills.status, [...FINISHED_WAYBILL_STATUSES]))),
  );
  const heldParcels = await count(
    db
      .select({ n })
      .from(parcels)
      .where(and(eq(parcels.customerId, customerId), lt(parcels.status, PARCEL_LEFT_WAREHOUSE_STATUS))),
  );
  const openReturns = await count(
    db
      .select({ n })
      .from(parcelReturns)
      .where(and(eq(parcelReturns.customerId, customerId), eq(parcelReturns.status, 'requested'))),
  );
  const pendingTransfers = await count(
    db
      .select({ n })
      .from(bankTransfers)
      .where(and(eq(bankTransfers.customerId, customerId), eq(bankTransfers.status, 'pending'))),
  );
  const reviewedTopUps = await count(
    db
      .select({ n })
      .from(topUps)
      .where(and(eq(topUps.customerId, customerId), eq(topUps.status, 'pending_review'))),
  );
  const openClaims = await count(
    db
      .select({ n })
      .from(shipmentClaims)
      .where(
        and(
          eq(shipmentClaims.customerId, customerId),
          inArray(shipmentClaims.status, [...OPEN_SHIPMENT_CLAIM_STATUSES]),
        ),
      ),
  );
  const openDisputes = await count(
    db
      .select({ n })
      .from(weightDisputes)
      .where(and(eq(weightDisputes.customerId, customerId), eq(weightDisputes.status, 'open'))),
  );
  const balances = await db
    .select({ minor: sql<string>`sum(${balanceEntries.amountMinor})` })
    .from(balanceEntries)
    .where(eq(balanceEntries.customerId, customerId))
    .groupBy(balanceEntries.currencyId);
  return {
    openWaybills,
    parcelsInWarehouse: heldParcels + openReturns,
    openPayments: pendingTransfers + reviewedTopUps,
    openDisputes,
    balancesMinor: balances.map((row) => Number(row.minor)),
    openClaims,
  };
}

/**
 * The files that hold the customer's personal data: their own uploads (ID images, proofs of purchase and of transfer,
 * invoices, a weight dispute's photo) and the pictures of their parcels and waybills, the scale and tape photos of
 * their weighings included, with their phone-sized copies (labels show names and addresses).
 */
export async function findFilesToErase(db: Database, customerId: number) {
  const parcelPictures = db
    .select({ id: parcelImages.fileId })
    .from(parcelImages)
    .innerJoin(parcels, eq(parcels.id, parcelImages.parcelId))
    .where(eq(parcels.customerId, customerId));
  const waybillPictures = db
    .select({ id: waybillImages.fileId })
    .from(waybillImages)
    .innerJoin(waybills, eq(waybills.id, waybillImages.waybillId))
    .where(eq(waybills.customerId, customerId));
  const ownWeighings = or(
    inArray(weighings.parcelId, db.select({ id: parcels.id }).from(parcels).where(eq(parcels.customerId, customerId))),
    inArray(
      weighings.waybillId,
      db.select({ id: waybills.id }).from(waybills).where(eq(waybills.customerId, customerId)),
    ),
  );
  const scalePhotos = db.select({ id: weighings.scaleFileId }).from(weighings).where(ownWeighings);
  const tapePhotos = db.select({ id: weighings.tapeFileId }).from(weighings).where(ownWeighings);
  return db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(
      or(
        eq(storedFiles.ownerCustomerId, customerId),
        inArray(storedFiles.id, parcelPictures),
        inArray(storedFiles.id, waybillPictures),
        inArray(storedFiles.id, scalePhotos),
        inArray(storedFiles.id, tapePhotos),
        // Their phone-sized copies, attached or not (a copy made for a repeated check-in is attached to nothing).
        inArray(storedFiles.sourceFileId, parcelPictures),
        inArray(storedFiles.sourceFileId, waybillPictures),
        inArray(storedFiles.sourceFileId, scalePhotos),
        inArray(storedFiles.sourceFileId, tapePhotos),
      ),
    );
}

/** Removes the file rows and every reference to them; the bytes are the caller's job once this commits. */
export async function deleteFileRows(db: Database, fileIds: string[]) {
  if (fileIds.length === 0) return;
  await db
    .delete(parcelImages)
    .where(or(inArray(parcelImages.fileId, fileIds), inArray(parcelImages.phoneFileId, fileIds)));
  await db
    .delete(waybillImages)
    .where(or(inArray(waybillImages.fileId, fileIds), inArray(waybillImages.phoneFileId, fileIds)));
  // An invoice is made again from the kept waybill if it is ever asked for.
  await db.delete(waybillInvoices).where(inArray(waybillInvoices.fileId, fileIds));
  await db.update(bankTransfers).set({ proofFileId: null }).where(inArray(bankTransfers.proofFileId, fileIds));
  await db.update(weightDisputes).set({ photoFileId: null }).where(inArray(weightDisputes.photoFileId, fileIds));
  // The weighing's figures stay as the shipment record; its photos go with the customer's other pictures.
  await db.update(weighings).set({ scaleFileId: null }).where(inArray(weighings.scaleFileId, fileIds));
  await db.update(weighings).set({ scalePhoneFileId: null }).where(inArray(weighings.scalePhoneFileId, fileIds));
  await db.update(weighings).set({ tapeFileId: null }).where(inArray(weighings.tapeFileId, fileIds));
  await db.update(weighings).set({ tapePhoneFileId: null }).where(inArray(weighings.tapePhoneFileId, fileIds));
  await db.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
}

/** The parts of a receiver snapshot that are kept: where the shipment went, to the country. */
const BLANK_RECIPIENT = sql`jsonb_build_object('first_name', '', 'last_name', '', 'phone_code', '',
  'contact_number', '', 'mobile', '', 'email', '', 'company', '', 'state', '', 'city', '', 'postcode', '',
  'address', '', 'address2', '', 'address3', '', 'unit_number', '', 'id_number', '', 'abn', '')`;

/** A pre-shipment's sender or receiver as kept: the country only. */
const BLANK_PERSON = sql`jsonb_build_object('name', '', 'phone', '', 'email', '', 'address', '')`;

/**
 * Blanks the personal text of the customer's parcels, waybills and pre-shipments; the rows (weights, fees, states, events, tracking
 * numbers) stay as the shipment record under the customer's pseudonymous id.
 */
export async function blankShipmentTexts(db: Database, customerId: number) {
  const ownParcels = db.select({ id: parcels.id }).from(parcels).where(eq(parcels.customerId, customerId));
  const ownWaybills = db.select({ id: waybills.id }).from(waybills).where(eq(waybills.customerId, customerId));
  const ownDeclarations = db
    .select({ id: declarations.id })
    .from(declarations)
    .where(eq(declarations.customerId, customerId));

  await db.update(parcels).set({ contents: '', remark: '' }).where(eq(parcels.customerId, customerId));
  await db.update(parcelClaims).set({ reason: '', proofFileIds: [] }).where(eq(parcelClaims.customerId, customerId));
  await db.update(declarationItems).set({ name: '' }).where(inArray(declarationItems.declarationId, ownDeclarations));
  await db.update(parcelComments).set({ content: '', fileIds: [] }).where(inArray(parcelComments.parcelId, ownParcels));
  await db
    .update(parcelExtraServices)
    .set({ comment: '', staffNote: '', fileIds: [] })
    .where(inArray(parcelExtraServices.parcelId, ownParcels));
  await db.update(parcelReturns).set({ address: null, remark: '' }).where(eq(parcelReturns.customerId, customerId));
  await db
    .update(weightDisputes)
    .set({ description: '', reason: null })
    .where(eq(weightDisputes.customerId, customerId));

  await db
    .update(waybills)
    .set({
      recipient: sql`${waybills.recipient} || ${BLANK_RECIPIENT}`,
      shipper: sql`${waybills.shipper} || jsonb_build_object('sender_name', '')`,
      declaration: sql`(select coalesce(jsonb_agg(item || jsonb_build_object('name', '')), '[]'::jsonb)
        from jsonb_array_elements(${waybills.declaration}) as item)`,
      remark: '',
      batteryRemark: null,
    })
    .where(eq(waybills.customerId, customerId));
  await db.update(waybillNotes).set({ content: '', fileIds: [] }).where(inArray(waybillNotes.waybillId, ownWaybills));
  // A claim keeps its items, figures and decision; the customer's words and evidence go.
  const ownClaims = db
    .select({ id: shipmentClaims.id })
    .from(shipmentClaims)
    .where(eq(shipmentClaims.customerId, customerId));
  await db
    .update(shipmentClaims)
    .set({ description: '', photoFileIds: [], videoFileId: null })
    .where(eq(shipmentClaims.customerId, customerId));
  await db
    .update(shipmentClaimEvents)
    .set({ text: '', fileIds: [] })
    .where(
      and(
        inArray(shipmentClaimEvents.claimId, ownClaims),
        inArray(shipmentClaimEvents.kind, ['filed', 'information_added']),
      ),
    );
  await db
    .update(waybillExtraServices)
    .set({ comment: '', fileIds: [] })
    .where(inArray(waybillExtraServices.waybillId, ownWaybills));
  await db
    .update(signDocuments)
    .set({ importerName: '', idNumber: '', email: '', signature: null })
    .where(eq(signDocuments.customerId, customerId));
  await db
    .update(preShipments)
    .set({
      sender: sql`${preShipments.sender} || ${BLANK_PERSON}`,
      receiver: sql`${preShipments.receiver} || ${BLANK_PERSON}`,
      items: sql`(select coalesce(jsonb_agg(item || jsonb_build_object('name', '')), '[]'::jsonb)
        from jsonb_array_elements(${preShipments.items}) as item)`,
      contents: '',
      notes: '',
      pickupAddress: null,
      pickupPostcode: null,
    })
    .where(eq(preShipments.customerId, customerId));
}

/** Deletes what exists only for the person: logs, codes, sessions, stored answers, the usual shipper. */
export async function deletePersonalTraces(db: Database, customerId: number, targets: string[]) {
  await db.delete(operateLogs).where(eq(operateLogs.customerId, customerId));
  await db
    .delete(verificationCodes)
    .where(
      targets.length > 0
        ? or(eq(verificationCodes.customerId, customerId), inArray(verificationCodes.target, targets))
        : eq(verificationCodes.customerId, customerId),
    );
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
  // A stored answer repeats what the request returned (a waybill with its receiver …).
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.customerId, customerId));
  await db.delete(shipperProfiles).where(eq(shipperProfiles.customerId, customerId));
  await db.update(paymentAttempts).set({ shopperName: null }).where(eq(paymentAttempts.customerId, customerId));
}
