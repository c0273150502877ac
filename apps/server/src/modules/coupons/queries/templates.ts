import { and, asc, desc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { couponPopUpAnswers, couponTemplates } from '../../../db/schema/index.js';

export async function insertTemplate(tx: Database, row: typeof couponTemplates.$inferInsert) {
  const [inserted] = await tx.insert(couponTemplates).values(row).returning();
  if (!inserted) throw new Error('coupon template not inserted');
  return inserted;
}

export async function findTemplate(db: Database, id: number) {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
  return row;
}

export function findTemplates(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(couponTemplates).where(inArray(couponTemplates.id, ids));
}

export function listTemplates(db: Database) {
  return db.select().from(couponTemplates).orderBy(desc(couponTemplates.id)).limit(500);
}

const running = (now: Date) =>
  and(
    eq(couponTemplates.active, true),
    lte(couponTemplates.startsAt, now),
    or(isNull(couponTemplates.endsAt), gt(couponTemplates.endsAt, now)),
  );

/** Campaigns listed in the coupon centre and running now. */
export function listCentreTemplates(db: Database, now: Date) {
  return db
    .select()
    .from(couponTemplates)
    .where(and(running(now), eq(couponTemplates.inCentre, true)))
    .orderBy(asc(couponTemplates.id));
}

/** Pop-up campaigns running now that the customer has not answered. */
export function listUnansweredPopUps(db: Database, customerId: number, now: Date) {
  return db
    .select()
    .from(couponTemplates)
    .where(
      and(
        running(now),
        eq(couponTemplates.popUp, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(couponPopUpAnswers)
            .where(
              and(eq(couponPopUpAnswers.templateId, couponTemplates.id), eq(couponPopUpAnswers.customerId, customerId)),
            ),
        ),
      ),
    )
    .orderBy(asc(couponTemplates.id));
}

/**
 * Takes one coupon from a campaign: a conditional update, so of many claims of the last coupon exactly one
 * gets a row back; it also locks the campaign's row until the claim's transaction ends, so one customer's
 * parallel claims take turns for the per-customer limit. Undefined when none is left.
 */
export async function takeFromTemplate(tx: Database, id: number) {
  const [row] = await tx
    .update(couponTemplates)
    .set({ remaining: sql`${couponTemplates.remaining} - 1` })
    .where(and(eq(couponTemplates.id, id), or(isNull(couponTemplates.remaining), gt(couponTemplates.remaining, 0))))
    .returning();
  return row;
}

export async function setTemplateActive(tx: Database, id: number, active: boolean) {
  const [row] = await tx.update(couponTemplates).set({ active }).where(eq(couponTemplates.id, id)).returning();
  return row;
}

/** Records the customer's answer to a pop-up; false when they had answered it already. */
export async function insertPopUpAnswer(
  tx: Database,
  templateId: number,
  customerId: number,
  action: 'claim' | 'dismiss',
) {
  const rows = await tx
    .insert(couponPopUpAnswers)
    .values({ templateId, customerId, action })
    .onConflictDoNothing()
    .returning({ templateId: couponPopUpAnswers.templateId });
  return rows.length === 1;
}
