import type { SignDocumentStatus } from '@parcelway/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedQuery } from '../../../db/prepared.js';
import { pickupAgents, shipperProfiles, signDocuments, waybills } from '../../../db/schema/index.js';

const signDocument = preparedQuery('sign_document_of_waybill', (db, name) =>
  db
    .select()
    .from(signDocuments)
    .where(eq(signDocuments.waybillId, sql.placeholder('waybillId')))
    .limit(1)
    .prepare(name),
);

export async function findSignDocument(db: Database, waybillId: number, lock = false) {
  if (!lock) {
    const [row] = await signDocument(db).execute({ waybillId });
    return row;
  }
  const [row] = await db
    .select()
    .from(signDocuments)
    .where(eq(signDocuments.waybillId, waybillId))
    .limit(1)
    .for('update');
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

/** Staff: customs authorisations in some states (in some warehouses, or all), oldest change first, at most `limit`. */
export function listSignDocumentsForStaff(
  db: Database,
  statuses: SignDocumentStatus[],
  storeIds: number[] | undefined,
  limit: number,
) {
  return db
    .select({
      // Every column but the signature (a drawn image, often tens of KB): the queue says only whether it is there.
      document: {
        id: signDocuments.id,
        waybillId: signDocuments.waybillId,
        customerId: signDocuments.customerId,
        status: signDocuments.status,
        importerName: signDocuments.importerName,
        idNumber: signDocuments.idNumber,
        email: signDocuments.email,
        signedAt: signDocuments.signedAt,
        updatedAt: signDocuments.updatedAt,
      },
      signed: sql<boolean>`${signDocuments.signature} is not null`,
      shipmentNo: waybills.shipmentNo,
      storeId: waybills.storeId,
    })
    .from(signDocuments)
    .innerJoin(waybills, eq(waybills.id, signDocuments.waybillId))
    .where(
      and(
        inArray(signDocuments.status, statuses),
        storeIds === undefined ? undefined : inArray(waybills.storeId, storeIds),
      ),
    )
    .orderBy(asc(signDocuments.updatedAt), asc(signDocuments.id))
    .limit(limit);
}
