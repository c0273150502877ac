import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  lotteryDraws,
  lotteryEntitlements,
  lotteryPrizes,
  lotteryTopUps,
  lotteryWheels,
} from '../../db/schema/index.js';

export async function insertWheel(tx: Database, row: typeof lotteryWheels.$inferInsert) {
  const [inserted] = await tx.insert(lotteryWheels).values(row).returning();
  if (!inserted) throw new Error('lottery wheel not inserted');
  return inserted;
}

export function insertPrizes(tx: Database, rows: (typeof lotteryPrizes.$inferInsert)[]) {
  return tx.insert(lotteryPrizes).values(rows).returning();
}

export async function findWheel(db: Database, id: number) {
  const [row] = await db.select().from(lotteryWheels).where(eq(lotteryWheels.id, id));
  return row;
}

export function listWheels(db: Database) {
  return db.select().from(lotteryWheels).orderBy(desc(lotteryWheels.id)).limit(200);
}

export async function setWheelActive(tx: Database, id: number, active: boolean) {
  const [row] = await tx.update(lotteryWheels).set({ active }).where(eq(lotteryWheels.id, id)).returning();
  return row;
}

/** Wheels running at `now`, newest first. */
export function runningWheels(db: Database, now: Date) {
  return db
    .select()
    .from(lotteryWheels)
    .where(
      and(
        eq(lotteryWheels.active, true),
        lte(lotteryWheels.startsAt, now),
        or(isNull(lotteryWheels.endsAt), gt(lotteryWheels.endsAt, now)),
      ),
    )
    .orderBy(desc(lotteryWheels.id));
}

export function listPrizes(db: Database, wheelId: number) {
  return db
    .select()
    .from(lotteryPrizes)
    .where(eq(lotteryPrizes.wheelId, wheelId))
    .orderBy(lotteryPrizes.position, lotteryPrizes.id);
}

/**
 * Takes one of a prize's stock: a conditional update, so of many draws landing on its last one exactly one gets a
 * row back (the others wait for the row lock, then find none left). Unlimited prizes always answer.
 */
export async function takePrize(tx: Database, id: number) {
  const [row] = await tx
    .update(lotteryPrizes)
    .set({ stock: sql`${lotteryPrizes.stock} - 1` })
    .where(and(eq(lotteryPrizes.id, id), or(isNull(lotteryPrizes.stock), gt(lotteryPrizes.stock, 0))))
    .returning();
  return row;
}

/** Adds draws a top-up earned, once per wheel and top-up: false when this top-up gave them already. */
export async function addDraws(tx: Database, wheelId: number, customerId: number, topUpId: number, draws: number) {
  const recorded = await tx
    .insert(lotteryTopUps)
    .values({ wheelId, topUpId, customerId, draws })
    .onConflictDoNothing()
    .returning({ topUpId: lotteryTopUps.topUpId });
  if (recorded.length === 0) return false;
  await tx
    .insert(lotteryEntitlements)
    .values({ wheelId, customerId, earned: draws })
    .onConflictDoUpdate({
      target: [lotteryEntitlements.wheelId, lotteryEntitlements.customerId],
      set: { earned: sql`${lotteryEntitlements.earned} + ${draws}` },
    });
  return true;
}

/** Uses one draw while any is left (locking the customer's row on this wheel); undefined when none is. */
export async function useDraw(tx: Database, wheelId: number, customerId: number) {
  const [row] = await tx
    .update(lotteryEntitlements)
    .set({ used: sql`${lotteryEntitlements.used} + 1` })
    .where(
      and(
        eq(lotteryEntitlements.wheelId, wheelId),
        eq(lotteryEntitlements.customerId, customerId),
        lt(lotteryEntitlements.used, lotteryEntitlements.earned),
      ),
    )
    .returning();
  return row;
}

export async function drawsLeft(db: Database, wheelId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select()
    .from(lotteryEntitlements)
    .where(and(eq(lotteryEntitlements.wheelId, wheelId), eq(lotteryEntitlements.customerId, customerId)));
  return row ? row.earned - row.used : 0;
}

export async function insertDraw(tx: Database, row: typeof lotteryDraws.$inferInsert) {
  const [inserted] = await tx.insert(lotteryDraws).values(row).returning();
  if (!inserted) throw new Error('lottery draw not inserted');
  return inserted;
}

export function customerDraws(db: Database, wheelId: number, customerId: number, limit: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.wheelId, wheelId), eq(lotteryDraws.customerId, customerId)))
    .orderBy(desc(lotteryDraws.id))
    .limit(limit);
}

/** A page of a wheel's draws, newest first, with the total (counted before the page is cut). */
export async function wheelDraws(db: Database, wheelId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ draw: lotteryDraws, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.wheelId, wheelId))
    .orderBy(desc(lotteryDraws.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countWheelDraws(db, wheelId) : 0);
  return { rows: rows.map((row) => row.draw), total };
}

async function countWheelDraws(db: Database, wheelId: number) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.wheelId, wheelId));
  return row?.total ?? 0;
}
