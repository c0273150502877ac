import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { dropOffAgents, preShipments } from '../../../db/schema/index.js';

export type NewDropOffAgent = typeof dropOffAgents.$inferInsert;

export function listActiveAgents(db: Database, storeId: number) {
  return db
    .select()
    .from(dropOffAgents)
    .where(and(eq(dropOffAgents.storeId, storeId), eq(dropOffAgents.active, true)))
    .orderBy(asc(dropOffAgents.id));
}

export function listAllAgents(db: Database, storeIds: number[] | undefined) {
  return db
    .select()
    .from(dropOffAgents)
    .where(storeIds ? inArray(dropOffAgents.storeId, storeIds) : undefined)
    .orderBy(asc(dropOffAgents.storeId), asc(dropOffAgents.id));
}

/** One agent; `lock` holds it while a booking counts what it holds. */
export async function findAgent(db: Database, id: number, lock = false) {
  const query = db.select().from(dropOffAgents).where(eq(dropOffAgents.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertAgent(db: Database, values: NewDropOffAgent) {
  const [row] = await db.insert(dropOffAgents).values(values).returning();
  if (!row) throw new Error('agent insert returned nothing');
  return row;
}

export async function updateAgent(db: Database, id: number, values: Partial<NewDropOffAgent>) {
  const [row] = await db.update(dropOffAgents).set(values).where(eq(dropOffAgents.id, id)).returning();
  return row;
}

/** Packages booked to or waiting at each agent (drop-offs not yet taken on to the warehouse). */
export async function packagesHeldByAgents(db: Database, agentIds: number[]): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .select({
      agentId: preShipments.agentId,
      packages: sql<number>`coalesce(sum(cardinality(${preShipments.trackingNumbers})), 0)::int`,
    })
    .from(preShipments)
    .where(and(inArray(preShipments.agentId, agentIds), inArray(preShipments.status, ['booked', 'received'])))
    .groupBy(preShipments.agentId);
  return new Map(rows.map((row) => [row.agentId as number, Number(row.packages)]));
}
