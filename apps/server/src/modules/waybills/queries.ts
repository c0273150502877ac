import type { WaybillStatus } from '@parcelway/domain';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import {
  boxServices,
  currencies,
  extraServicePrices,
  extraServices,
  lastMileRates,
  parcelExtraServices,
  parcels,
  pickupAgents,
  shipperProfiles,
  signDocuments,
  storedFiles,
  waybillEvents,
  waybillExtraServices,
  waybillImages,
  waybillInvoices,
  waybillNotes,
  waybillPayments,
  waybills,
} from '../../db/schema/index.js';

export type WaybillInsert = typeof waybills.$inferInsert;
export type WaybillChanges = Partial<Omit<WaybillInsert, 'id'>>;

// ── Waybills ──────────────────────────────────────────────────────────────────────────────

export async function insertWaybill(db: Database, row: WaybillInsert) {
  const [inserted] = await db.insert(waybills).values(row).returning();
  if (!inserted) throw new Error('waybill not inserted');
  return inserted;
}

export async function updateWaybillRow(db: Database, id: number, changes: WaybillChanges) {
  const [row] = await db
    .update(waybills)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(waybills.id, id))
    .returning();
  if (!row) throw new Error(`waybill ${id} vanished`);
  return row;
}

export async function findCustomerWaybill(db: Database, customerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(waybills)
    .where(and(eq(waybills.id, id), eq(waybills.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findCustomerWaybills(db: Database, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(waybills)
    .where(and(eq(waybills.customerId, customerId), inArray(waybills.id, ids)));
}

export async function findWaybill(db: Database, id: number, lock = false) {
  const query = db.select().from(waybills).where(eq(waybills.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The customer's waybills in some states at one warehouse (the unpaid rule) or anywhere. */
export function findCustomerWaybillsIn(
  db: Database,
  customerId: number,
  statuses: readonly WaybillStatus[],
  options: { storeId?: number; exceptId?: number } = {},
) {
  return db
    .select()
    .from(waybills)
    .where(
      and(
        eq(waybills.customerId, customerId),
        inArray(waybills.status, [...statuses]),
        options.storeId === undefined ? undefined : eq(waybills.storeId, options.storeId),
        options.exceptId === undefined ? undefined : ne(waybills.id, options.exceptId),
      ),
    )
    .orderBy(asc(waybills.id));
}

export interface WaybillListFilter {
  customerId: number;
  statuses: readonly WaybillStatus[];
  /** A shipment number's start, or part of the recipient's name. */
  keyword?: string;
}

function listWhere(filter: WaybillListFilter): SQL {
  const keyword = filter.keyword ? escapeLike(filter.keyword) : undefined;
  return and(
    eq(waybills.customerId, filter.customerId),
    inArray(waybills.status, [...filter.statuses]),
    keyword
      ? or(
          ilike(waybills.shipmentNo, `${keyword}%`),
          ilike(
            sql`(${waybills.recipient}->>'first_name') || ' ' || (${waybills.recipient}->>'last_name')`,
            `%${keyword}%`,
          ),
          ilike(sql`(${waybills.recipient}->>'last_name') || (${waybills.recipient}->>'first_name')`, `%${keyword}%`),
        )
      : undefined,
  ) as SQL;
}

export async function listWaybills(db: Database, filter: WaybillListFilter, page: { limit: number; offset: number }) {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(waybills).where(where).orderBy(desc(waybills.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(waybills).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function countWaybillsByStatus(db: Database, customerId: number) {
  return db
    .select({ status: waybills.status, value: count() })
    .from(waybills)
    .where(eq(waybills.customerId, customerId))
    .groupBy(waybills.status);
}

// ── Parcels of a waybill ──────────────────────────────────────────────────────────────────

export function parcelsOfWaybill(db: Database, waybillId: number) {
  return db.select().from(parcels).where(eq(parcels.waybillId, waybillId)).orderBy(asc(parcels.id));
}

export function parcelsOfWaybills(db: Database, waybillIds: number[]) {
  if (waybillIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: parcels.id, waybillId: parcels.waybillId, trackingNumber: parcels.trackingNumber })
    .from(parcels)
    .where(inArray(parcels.waybillId, waybillIds))
    .orderBy(asc(parcels.id));
}

/** Completed or pending extra services of parcels, priced as asked (they are charged with the shipment). */
export function parcelServiceCharges(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select({ price: parcelExtraServices.price, currencyCode: currencies.code, status: parcelExtraServices.status })
    .from(parcelExtraServices)
    .innerJoin(currencies, eq(currencies.id, parcelExtraServices.currencyId))
    .where(and(inArray(parcelExtraServices.parcelId, parcelIds), ne(parcelExtraServices.status, 'cancelled')));
}

// ── Catalogue prices at a warehouse ───────────────────────────────────────────────────────

export function shipmentServicesAt(db: Database, storeId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ service: extraServices, price: extraServicePrices.price, currencyId: extraServicePrices.currencyId })
    .from(extraServices)
    .leftJoin(
      extraServicePrices,
      and(
        eq(extraServicePrices.extraServiceId, extraServices.id),
        eq(extraServicePrices.storeId, storeId),
        eq(extraServicePrices.active, true),
      ),
    )
    .where(and(inArray(extraServices.id, ids), eq(extraServices.active, true)));
}

export async function findBoxService(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(boxServices)
    .where(and(eq(boxServices.id, id), eq(boxServices.active, true)));
  return row;
}

export async function findLastMileRate(db: Database, countryId: number, method: 'door' | 'pickup_point') {
  const [row] = await db
    .select({ rate: lastMileRates, currencyCode: currencies.code })
    .from(lastMileRates)
    .innerJoin(currencies, eq(currencies.id, lastMileRates.currencyId))
    .where(
      and(eq(lastMileRates.countryId, countryId), eq(lastMileRates.method, method), eq(lastMileRates.active, true)),
    );
  return row;
}

// ── Extra services, images, notes, events ─────────────────────────────────────────────────

export async function insertWaybillServices(db: Database, rows: (typeof waybillExtraServices.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(waybillExtraServices).values(rows);
}

export function listWaybillServices(db: Database, waybillId: number) {
  return db
    .select({ entry: waybillExtraServices, service: extraServices, currencyCode: currencies.code })
    .from(waybillExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, waybillExtraServices.extraServiceId))
    .innerJoin(currencies, eq(currencies.id, waybillExtraServices.currencyId))
    .where(eq(waybillExtraServices.waybillId, waybillId))
    .orderBy(asc(waybillExtraServices.id));
}

export async function completeWaybillServices(db: Database, waybillId: number, at: Date) {
  await db
    .update(waybillExtraServices)
    .set({ status: 'completed', completedAt: at })
    .where(and(eq(waybillExtraServices.waybillId, waybillId), eq(waybillExtraServices.status, 'pending')));
}

export async function insertWaybillImages(db: Database, rows: (typeof waybillImages.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(waybillImages).values(rows);
}

export function listWaybillImages(db: Database, waybillId: number) {
  return db.select().from(waybillImages).where(eq(waybillImages.waybillId, waybillId)).orderBy(asc(waybillImages.id));
}

export async function insertWaybillNote(db: Database, row: typeof waybillNotes.$inferInsert) {
  await db.insert(waybillNotes).values(row);
}

export function listWaybillNotes(db: Database, waybillId: number) {
  return db.select().from(waybillNotes).where(eq(waybillNotes.waybillId, waybillId)).orderBy(asc(waybillNotes.id));
}

export async function insertWaybillEvents(db: Database, rows: (typeof waybillEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(waybillEvents).values(rows);
}

export function listWaybillEvents(db: Database, waybillId: number) {
  return db
    .select()
    .from(waybillEvents)
    .where(eq(waybillEvents.waybillId, waybillId))
    .orderBy(asc(waybillEvents.createdAt), asc(waybillEvents.id));
}

// ── Sign documents, shipper profiles, pickup agents ───────────────────────────────────────

export async function findSignDocument(db: Database, waybillId: number, lock = false) {
  const query = db.select().from(signDocuments).where(eq(signDocuments.waybillId, waybillId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findSignDocumentById(db: Database, id: number, lock = false) {
  const query = db.select().from(signDocuments).where(eq(signDocuments.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function upsertSignDocument(db: Database, row: typeof signDocuments.$inferInsert) {
  const [saved] = await db
    .insert(signDocuments)
    .values(row)
    .onConflictDoUpdate({
      target: signDocuments.waybillId,
      set: {
        status: row.status,
        importerName: row.importerName,
        idNumber: row.idNumber,
        email: row.email,
        signature: null,
        signedAt: null,
        reason: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!saved) throw new Error('sign document not saved');
  return saved;
}

export async function updateSignDocument(
  db: Database,
  id: number,
  changes: Partial<typeof signDocuments.$inferInsert>,
) {
  const [row] = await db
    .update(signDocuments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(signDocuments.id, id))
    .returning();
  return row;
}

export async function findShipperProfile(db: Database, customerId: number) {
  const [row] = await db.select().from(shipperProfiles).where(eq(shipperProfiles.customerId, customerId));
  return row;
}

export async function saveShipperProfile(db: Database, row: typeof shipperProfiles.$inferInsert) {
  const [saved] = await db
    .insert(shipperProfiles)
    .values(row)
    .onConflictDoUpdate({
      target: shipperProfiles.customerId,
      set: {
        senderName: row.senderName,
        commercialValue: row.commercialValue,
        exportReason: row.exportReason,
        undeliverableAction: row.undeliverableAction,
        updatedAt: new Date(),
      },
    })
    .returning();
  return saved;
}

export function listPickupAgents(db: Database, countryId: number) {
  return db
    .select()
    .from(pickupAgents)
    .where(and(eq(pickupAgents.countryId, countryId), eq(pickupAgents.active, true)))
    .orderBy(asc(pickupAgents.sortOrder));
}

export async function findPickupAgent(db: Database, id: number) {
  const [row] = await db.select().from(pickupAgents).where(eq(pickupAgents.id, id));
  return row;
}

// ── Payments of waybills ──────────────────────────────────────────────────────────────────

export async function insertWaybillPayment(tx: Database, row: typeof waybillPayments.$inferInsert) {
  await tx.insert(waybillPayments).values(row);
}

export async function findWaybillPayment(tx: Database, attemptId: string, lock = false) {
  const query = tx.select().from(waybillPayments).where(eq(waybillPayments.attemptId, attemptId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markWaybillPaymentReleased(tx: Database, attemptId: string, at: Date) {
  await tx.update(waybillPayments).set({ releasedAt: at }).where(eq(waybillPayments.attemptId, attemptId));
}

/** The stored PDF already made for a waybill with this fingerprint (what it prints), if any. */
export async function findWaybillInvoiceFile(db: Database, waybillId: number, fingerprint: string) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(waybillInvoices)
    .innerJoin(storedFiles, eq(storedFiles.id, waybillInvoices.fileId))
    .where(and(eq(waybillInvoices.waybillId, waybillId), eq(waybillInvoices.fingerprint, fingerprint)));
  return row?.file;
}

/** Records the PDF made for a waybill's fingerprint; false when a parallel call recorded one first. */
export async function insertWaybillInvoice(db: Database, waybillId: number, fingerprint: string, fileId: string) {
  const rows = await db
    .insert(waybillInvoices)
    .values({ waybillId, fingerprint, fileId })
    .onConflictDoNothing()
    .returning({ id: waybillInvoices.id });
  return rows.length === 1;
}
