import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { sandboxCheckouts } from '../../../db/schema/index.js';

export async function insertSandboxCheckout(db: Database, row: typeof sandboxCheckouts.$inferInsert) {
  await db.insert(sandboxCheckouts).values(row);
}

export async function findSandboxCheckout(db: Database, id: string) {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row;
}

/** Closes an open sandbox checkout as paid or failed; false when it was closed already. */
export async function closeSandboxCheckout(db: Database, id: string, status: 'paid' | 'failed', at: Date) {
  const rows = await db
    .update(sandboxCheckouts)
    .set({ status, completedAt: at })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'open')))
    .returning({ id: sandboxCheckouts.id });
  return rows.length === 1;
}
