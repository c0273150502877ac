import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

/**
 * Counts one failure for each subject in one statement: a window older than `windowStart` starts again at 1, so the
 * count is always the failures since the window began. Parallel failures each add one (the row is updated in place).
 */
export async function addLoginFailure(db: Database, subjects: string[], now: Date, windowStart: Date): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .insert(loginFailures)
    .values(subjects.map((subject) => ({ subject, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.subject,
      set: {
        failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then ${now} else ${loginFailures.windowStartedAt} end`,
      },
    });
}

export async function failuresOf(db: Database, subjects: string[]) {
  if (subjects.length === 0) return [];
  return db.select().from(loginFailures).where(inArray(loginFailures.subject, subjects));
}

export async function clearLoginFailures(db: Database, subjects: string[]): Promise<void> {
  if (subjects.length === 0) return;
  await db.delete(loginFailures).where(inArray(loginFailures.subject, subjects));
}
