import { and, asc, count, desc, eq, inArray, isNull, like, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import {
  courierCompanies,
  currencies,
  customers,
  declarationItems,
  declarations,
  extraServicePrices,
  extraServices,
  parcelClaims,
  parcelComments,
  parcelEvents,
  parcelExtraServices,
  parcelImages,
  parcelReturnItems,
  parcelReturns,
  parcels,
  warehouses,
  waybills,
} from '../../db/schema/index.js';

export type ParcelInsert = typeof parcels.$inferInsert;
export type ParcelChanges = Partial<Omit<ParcelInsert, 'id'>>;

/** Parcels still at (or on their way to) a warehouse share a tracking number with no other: see the unique indexes. */
const ACTIVE = lt(parcels.status, 30);

// ── Warehouses, couriers, services ────────────────────────────────────────────────────────

export async function findWarehouseWithCurrency(db: Database, storeId: number) {
  const [row] = await db
    .select({ warehouse: warehouses, currencyCode: currencies.code })
    .from(warehouses)
    .innerJoin(currencies, eq(currencies.id, warehouses.currencyId))
    .where(and(eq(warehouses.storeId, storeId), eq(warehouses.active, true)))
    .limit(1);
  return row;
}

export function listWarehouses(db: Database) {
  return db.select().from(warehouses);
}

export async function findCustomerStore(db: Database, customerId: number) {
  const [row] = await db
    .select({ storeId: customers.storeId, status: customers.status })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

export async function isActiveCustomer(db: Database, customerId: number): Promise<boolean> {
  const row = await findCustomerStore(db, customerId);
  return row?.status === 'active';
}

export function listCourierCompanies(db: Database, storeId: number) {
  return db
    .select()
    .from(courierCompanies)
    .where(and(eq(courierCompanies.storeId, storeId), eq(courierCompanies.active, true)))
    .orderBy(asc(courierCompanies.sortOrder));
}

export function findCourierCompanies(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(courierCompanies).where(inArray(courierCompanies.id, ids));
}

/** Extra services with their price at one warehouse (null where it does not offer them). */
export function extraServicesAt(db: Database, storeId: number, ids: number[]) {
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

/** The shipment numbers of waybills, for parcels' "linked shipment". */
export function findShipmentNumbers(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: waybills.id, shipmentNo: waybills.shipmentNo })
    .from(waybills)
    .where(inArray(waybills.id, ids));
}

// ── Parcels ───────────────────────────────────────────────────────────────────────────────

export async function insertParcel(db: Database, row: ParcelInsert) {
  const [inserted] = await db.insert(parcels).values(row).returning();
  if (!inserted) throw new Error('parcel not inserted');
  return inserted;
}

export async function updateParcelRow(db: Database, id: number, changes: ParcelChanges) {
  const [updated] = await db
    .update(parcels)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(parcels.id, id))
    .returning();
  return updated;
}

export async function deleteParcelRow(db: Database, id: number) {
  await db.delete(parcels).where(eq(parcels.id, id));
}

/** One of the customer's parcels (undefined for another customer's: the caller answers 404). */
export async function findCustomerParcel(db: Database, customerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findCustomerParcels(db: Database, customerId: number, ids: number[], lock = false) {
  if (ids.length === 0) return Promise.resolve([]);
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), inArray(parcels.id, ids)))
    .orderBy(asc(parcels.id));
  return lock ? query.for('update') : query;
}

export async function findParcelById(db: Database, id: number, lock = false) {
  const query = db.select().from(parcels).where(eq(parcels.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findParcelsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(parcels).where(inArray(parcels.id, ids));
}

/** Every customer's active parcel under a tracking number (several customers may have pre-alerted it). */
export function findActiveOwnedByTracking(db: Database, trackingNumber: string, lock = false) {
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.trackingNumber, trackingNumber), sql`${parcels.customerId} is not null`, ACTIVE))
    .orderBy(asc(parcels.id));
  return lock ? query.for('update') : query;
}

export async function findActiveUnclaimedByTracking(db: Database, trackingNumber: string, lock = false) {
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.trackingNumber, trackingNumber), isNull(parcels.customerId), ACTIVE))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The customer's own active parcels under these tracking numbers (another customer's are none of their business). */
export function findActiveOwnedByTrackings(db: Database, customerId: number, trackingNumbers: string[]) {
  if (trackingNumbers.length === 0) return Promise.resolve([]);
  return db
    .select({ id: parcels.id, trackingNumber: parcels.trackingNumber, customerId: parcels.customerId })
    .from(parcels)
    .where(and(inArray(parcels.trackingNumber, trackingNumbers), eq(parcels.customerId, customerId), ACTIVE));
}

export interface ParcelListFilter {
  customerId: number;
  statuses?: readonly number[];
  /** Only rows that began as the customer's pre-alert. */
  preAlertsOnly?: boolean;
  /** The start of a tracking number, already upper-cased. */
  trackingPrefix?: string;
}

function listConditions(filter: ParcelListFilter): SQL {
  const conditions: SQL[] = [eq(parcels.customerId, filter.customerId)];
  if (filter.statuses) conditions.push(inArray(parcels.status, [...filter.statuses]));
  if (filter.preAlertsOnly) conditions.push(eq(parcels.origin, 'pre_alert'));
  if (filter.trackingPrefix) conditions.push(like(parcels.trackingNumber, `${escapeLike(filter.trackingPrefix)}%`));
  return and(...conditions) as SQL;
}

/** A page of the customer's parcels, newest first, and how many match in all. */
export async function listParcels(db: Database, filter: ParcelListFilter, page: { limit: number; offset: number }) {
  const where = listConditions(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(parcels).where(where).orderBy(desc(parcels.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(parcels).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** How many parcels the customer has in each state. */
export function countParcelsByStatus(db: Database, customerId: number) {
  return db
    .select({ status: parcels.status, value: count() })
    .from(parcels)
    .where(eq(parcels.customerId, customerId))
    .groupBy(parcels.status);
}

export async function countParcelsInStatus(db: Database, customerId: number, status: number) {
  const [row] = await db
    .select({ value: count() })
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), eq(parcels.status, status)));
  return row?.value ?? 0;
}

export function listBatchSiblings(db: Database, customerId: number, batchId: string, exceptId: number) {
  return db
    .select({ id: parcels.id, trackingNumber: parcels.trackingNumber, status: parcels.status })
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), eq(parcels.batchId, batchId), ne(parcels.id, exceptId)))
    .orderBy(asc(parcels.id));
}

export async function countParcelsWithDeclaration(db: Database, declarationId: number) {
  const [row] = await db.select({ value: count() }).from(parcels).where(eq(parcels.declarationId, declarationId));
  return row?.value ?? 0;
}

export function parcelsSharingDeclaration(db: Database, declarationId: number, exceptId: number) {
  return db
    .select({ id: parcels.id, trackingNumber: parcels.trackingNumber })
    .from(parcels)
    .where(and(eq(parcels.declarationId, declarationId), ne(parcels.id, exceptId)))
    .orderBy(asc(parcels.id));
}

// ── Declarations ──────────────────────────────────────────────────────────────────────────

export interface DeclarationItemRow {
  name: string;
  quantity: number;
  totalAmount: number;
  productType: string;
  attributes: string[];
}

export async function insertDeclaration(
  db: Database,
  customerId: number,
  currencyId: number,
  items: DeclarationItemRow[],
): Promise<number> {
  const [declaration] = await db.insert(declarations).values({ customerId, currencyId }).returning();
  if (!declaration) throw new Error('declaration not inserted');
  await insertDeclarationItems(db, declaration.id, items);
  return declaration.id;
}

async function insertDeclarationItems(db: Database, declarationId: number, items: DeclarationItemRow[]) {
  if (items.length === 0) return;
  await db.insert(declarationItems).values(items.map((item, position) => ({ ...item, declarationId, position })));
}

export async function replaceDeclarationItems(db: Database, declarationId: number, items: DeclarationItemRow[]) {
  await db.delete(declarationItems).where(eq(declarationItems.declarationId, declarationId));
  await insertDeclarationItems(db, declarationId, items);
  await db.update(declarations).set({ updatedAt: new Date() }).where(eq(declarations.id, declarationId));
}

export async function deleteDeclaration(db: Database, declarationId: number) {
  await db.delete(declarations).where(eq(declarations.id, declarationId));
}

export function listDeclarationItems(db: Database, declarationIds: number[]) {
  if (declarationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ item: declarationItems, currencyCode: currencies.code })
    .from(declarationItems)
    .innerJoin(declarations, eq(declarations.id, declarationItems.declarationId))
    .innerJoin(currencies, eq(currencies.id, declarations.currencyId))
    .where(inArray(declarationItems.declarationId, declarationIds))
    .orderBy(asc(declarationItems.declarationId), asc(declarationItems.position));
}

// ── Timeline, images, comments ────────────────────────────────────────────────────────────

export async function insertEvents(db: Database, rows: (typeof parcelEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(parcelEvents).values(rows);
}

/** A parcel's timeline in the order things happened (a claimed parcel's pre-alert may be newer than its check-in). */
export function listEvents(db: Database, parcelId: number) {
  return db
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, parcelId))
    .orderBy(asc(parcelEvents.createdAt), asc(parcelEvents.id));
}

export async function moveEvents(db: Database, fromParcelId: number, toParcelId: number) {
  await db.update(parcelEvents).set({ parcelId: toParcelId }).where(eq(parcelEvents.parcelId, fromParcelId));
}

export async function insertImages(db: Database, rows: (typeof parcelImages.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(parcelImages).values(rows);
}

export function listImages(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(parcelImages)
    .where(inArray(parcelImages.parcelId, parcelIds))
    .orderBy(asc(parcelImages.parcelId), asc(parcelImages.id));
}

export async function insertComment(db: Database, row: typeof parcelComments.$inferInsert) {
  const [inserted] = await db.insert(parcelComments).values(row).returning();
  if (!inserted) throw new Error('comment not inserted');
  return inserted;
}

export async function findCustomerComment(db: Database, customerId: number, commentId: number) {
  const [row] = await db
    .select({ comment: parcelComments })
    .from(parcelComments)
    .innerJoin(parcels, eq(parcels.id, parcelComments.parcelId))
    .where(
      and(
        eq(parcelComments.id, commentId),
        eq(parcelComments.author, 'customer'),
        eq(parcelComments.customerId, customerId),
        eq(parcels.customerId, customerId),
      ),
    )
    .limit(1);
  return row?.comment;
}

export async function updateCommentRow(
  db: Database,
  commentId: number,
  changes: { content: string; fileIds: string[] },
) {
  const [row] = await db
    .update(parcelComments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(parcelComments.id, commentId))
    .returning();
  return row;
}

export function listComments(db: Database, parcelId: number) {
  return db.select().from(parcelComments).where(eq(parcelComments.parcelId, parcelId)).orderBy(asc(parcelComments.id));
}

// ── Extra services on parcels ─────────────────────────────────────────────────────────────

export async function insertExtraServiceEntries(db: Database, rows: (typeof parcelExtraServices.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(parcelExtraServices).values(rows).returning();
}

export async function deletePendingExtraServices(db: Database, parcelId: number) {
  await db
    .delete(parcelExtraServices)
    .where(and(eq(parcelExtraServices.parcelId, parcelId), eq(parcelExtraServices.status, 'pending')));
}

export function moveExtraServices(db: Database, fromParcelId: number, toParcelId: number) {
  return db
    .update(parcelExtraServices)
    .set({ parcelId: toParcelId })
    .where(eq(parcelExtraServices.parcelId, fromParcelId));
}

export function listExtraServiceEntries(db: Database, parcelIds: number[], status?: 'pending' | 'completed') {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select({ entry: parcelExtraServices, service: extraServices, currencyCode: currencies.code })
    .from(parcelExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, parcelExtraServices.extraServiceId))
    .innerJoin(currencies, eq(currencies.id, parcelExtraServices.currencyId))
    .where(
      and(
        inArray(parcelExtraServices.parcelId, parcelIds),
        status ? eq(parcelExtraServices.status, status) : undefined,
      ),
    )
    .orderBy(asc(parcelExtraServices.parcelId), asc(parcelExtraServices.id));
}

export async function findExtraServiceEntry(db: Database, entryId: number, lock = false) {
  const query = db
    .select({ entry: parcelExtraServices, service: extraServices })
    .from(parcelExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, parcelExtraServices.extraServiceId))
    .where(eq(parcelExtraServices.id, entryId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: parcelExtraServices }) : await query;
  return row;
}

export async function completeExtraServiceEntry(
  db: Database,
  entryId: number,
  changes: { staffNote: string; completedAt: Date; completedByStaffId: number },
) {
  const [row] = await db
    .update(parcelExtraServices)
    .set({ ...changes, status: 'completed', updatedAt: new Date() })
    .where(and(eq(parcelExtraServices.id, entryId), eq(parcelExtraServices.status, 'pending')))
    .returning();
  return row;
}

/** Pending extra services for the warehouse, oldest first. */
/** `storeIds` undefined: every warehouse. */
export function listPendingExtraServices(db: Database, storeIds: number[] | undefined, limit: number) {
  return db
    .select({
      entry: parcelExtraServices,
      service: extraServices,
      trackingNumber: parcels.trackingNumber,
      storeId: parcels.storeId,
      customerId: parcels.customerId,
      parcelStatus: parcels.status,
    })
    .from(parcelExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, parcelExtraServices.extraServiceId))
    .innerJoin(parcels, eq(parcels.id, parcelExtraServices.parcelId))
    .where(
      and(
        eq(parcelExtraServices.status, 'pending'),
        storeIds === undefined ? undefined : inArray(parcels.storeId, storeIds),
      ),
    )
    .orderBy(asc(parcelExtraServices.id))
    .limit(limit);
}

export function countPendingExtraServices(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select({ parcelId: parcelExtraServices.parcelId, value: count() })
    .from(parcelExtraServices)
    .where(and(inArray(parcelExtraServices.parcelId, parcelIds), eq(parcelExtraServices.status, 'pending')))
    .groupBy(parcelExtraServices.parcelId);
}

// ── Returns ───────────────────────────────────────────────────────────────────────────────

export async function insertReturn(db: Database, row: typeof parcelReturns.$inferInsert, parcelIds: number[]) {
  const [inserted] = await db.insert(parcelReturns).values(row).returning();
  if (!inserted) throw new Error('return not inserted');
  await db.insert(parcelReturnItems).values(parcelIds.map((parcelId) => ({ returnId: inserted.id, parcelId })));
  return inserted;
}

/** Parcels of `parcelIds` that are in a return still being handled. */
export function parcelsInOpenReturns(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select({ parcelId: parcelReturnItems.parcelId, returnId: parcelReturns.id })
    .from(parcelReturnItems)
    .innerJoin(parcelReturns, eq(parcelReturns.id, parcelReturnItems.returnId))
    .where(and(inArray(parcelReturnItems.parcelId, parcelIds), eq(parcelReturns.status, 'requested')));
}

export function listCustomerReturns(db: Database, customerId: number, limit: number) {
  return db
    .select({ request: parcelReturns, currencyCode: currencies.code })
    .from(parcelReturns)
    .innerJoin(currencies, eq(currencies.id, parcelReturns.currencyId))
    .where(eq(parcelReturns.customerId, customerId))
    .orderBy(desc(parcelReturns.id))
    .limit(limit);
}

export function listReturnItems(db: Database, returnIds: number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select({ returnId: parcelReturnItems.returnId, parcelId: parcels.id, trackingNumber: parcels.trackingNumber })
    .from(parcelReturnItems)
    .innerJoin(parcels, eq(parcels.id, parcelReturnItems.parcelId))
    .where(inArray(parcelReturnItems.returnId, returnIds))
    .orderBy(asc(parcels.id));
}

export async function findReturn(db: Database, id: number, lock = false) {
  const query = db.select().from(parcelReturns).where(eq(parcelReturns.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function completeReturnRow(db: Database, id: number, completedAt: Date) {
  await db
    .update(parcelReturns)
    .set({ status: 'completed', completedAt, updatedAt: new Date() })
    .where(eq(parcelReturns.id, id));
}

// ── Claims on parcels held without an owner ───────────────────────────────────────────────

export type ParcelClaimInsert = typeof parcelClaims.$inferInsert;

/** Opens a claim; a customer's second claim on one parcel finds their open one instead (the unique index). */
export async function insertOrFindPendingClaim(db: Database, row: ParcelClaimInsert) {
  const [inserted] = await db.insert(parcelClaims).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [found] = await db
    .select()
    .from(parcelClaims)
    .where(
      and(
        eq(parcelClaims.parcelId, row.parcelId),
        eq(parcelClaims.customerId, row.customerId),
        eq(parcelClaims.status, 'pending'),
      ),
    );
  if (!found) throw new Error('claim neither inserted nor found');
  return found;
}

export async function updateClaimRow(db: Database, id: number, changes: Partial<Omit<ParcelClaimInsert, 'id'>>) {
  const [updated] = await db
    .update(parcelClaims)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(parcelClaims.id, id))
    .returning();
  return updated;
}

/** Closes the open claims resting on a pre-alert the customer changed or withdrew. */
export async function withdrawClaimsOfPreAlert(db: Database, preAlertId: number, at: Date) {
  await db
    .update(parcelClaims)
    .set({ status: 'withdrawn', resolvedAt: at, updatedAt: at })
    .where(and(eq(parcelClaims.preAlertId, preAlertId), eq(parcelClaims.status, 'pending')));
}

export async function findClaim(db: Database, id: number, lock = false) {
  const query = db.select().from(parcelClaims).where(eq(parcelClaims.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function listPendingClaimsOfParcels(db: Database, parcelIds: number[], lock = false) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  const query = db
    .select()
    .from(parcelClaims)
    .where(and(inArray(parcelClaims.parcelId, parcelIds), eq(parcelClaims.status, 'pending')))
    .orderBy(asc(parcelClaims.id));
  return lock ? query.for('update') : query;
}

/** The parcels with open claims, oldest claim first. */
export async function listParcelsWithPendingClaims(db: Database, limit: number) {
  const rows = await db
    .select({ parcelId: parcelClaims.parcelId, first: sql<number>`min(${parcelClaims.id})` })
    .from(parcelClaims)
    .where(eq(parcelClaims.status, 'pending'))
    .groupBy(parcelClaims.parcelId)
    .orderBy(sql`min(${parcelClaims.id})`)
    .limit(limit);
  return rows.map((row) => row.parcelId);
}

/** Which of these pre-alerts wait on an open claim (the customer sees them as "being confirmed"). */
export async function preAlertsWithPendingClaims(db: Database, preAlertIds: number[]): Promise<Set<number>> {
  if (preAlertIds.length === 0) return new Set();
  const rows = await db
    .select({ preAlertId: parcelClaims.preAlertId })
    .from(parcelClaims)
    .where(and(inArray(parcelClaims.preAlertId, preAlertIds), eq(parcelClaims.status, 'pending')));
  return new Set(rows.flatMap((row) => (row.preAlertId === null ? [] : [row.preAlertId])));
}

export async function findCustomerContact(db: Database, customerId: number) {
  const [row] = await db
    .select({ email: customers.email, language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}
