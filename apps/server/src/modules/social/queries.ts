import type { SocialProvider } from '@parcelway/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type SocialFlowRow, socialAccounts, socialFlows } from '../../db/schema/index.js';

export type { SocialFlowRow };
export type NewSocialFlow = typeof socialFlows.$inferInsert;

export async function insertFlow(db: Database, flow: NewSocialFlow): Promise<void> {
  await db.insert(socialFlows).values(flow);
}

/** Holds the flow a callback names until the transaction ends, so one state is used once. */
export async function lockFlowByState(db: Database, stateHash: string): Promise<SocialFlowRow | undefined> {
  const [row] = await db.select().from(socialFlows).where(eq(socialFlows.stateHash, stateHash)).for('update').limit(1);
  return row;
}

/** Marks the state used and forgets the PKCE verifier and nonce: a second callback with it finds nothing to use. */
export async function markCallbackUsed(db: Database, flowId: number, now: Date): Promise<void> {
  await db.update(socialFlows).set({ callbackAt: now, codeVerifier: '', nonce: '' }).where(eq(socialFlows.id, flowId));
}

export async function saveIdentity(
  db: Database,
  flowId: number,
  identity: Pick<SocialFlowRow, 'subject' | 'email' | 'emailVerified' | 'firstName' | 'lastName'>,
  ticket: { ticketHash: string; ticketExpiresAt: Date } | null,
): Promise<void> {
  await db
    .update(socialFlows)
    .set({ ...identity, ...ticket })
    .where(eq(socialFlows.id, flowId));
}

/** A sign-in flow whose ticket is still good: past the callback, not finished, not expired. */
export async function findOpenTicket(db: Database, ticketHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(socialFlows)
    .where(
      and(eq(socialFlows.ticketHash, ticketHash), isNull(socialFlows.finishedAt), gt(socialFlows.ticketExpiresAt, now)),
    )
    .limit(1);
  return row;
}

/** Finishes a flow once: false when another request finished it first (a double click). */
export async function finishFlow(db: Database, flowId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(socialFlows)
    .set({ finishedAt: now })
    .where(and(eq(socialFlows.id, flowId), isNull(socialFlows.finishedAt)))
    .returning({ id: socialFlows.id });
  return rows.length > 0;
}

export async function findBinding(db: Database, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    .limit(1);
  return row;
}

export async function insertBinding(
  db: Database,
  binding: { customerId: number; provider: SocialProvider; subject: string; email: string },
): Promise<void> {
  await db.insert(socialAccounts).values(binding);
}

/** The customer's bindings, held until the transaction ends (two unbinds in parallel are counted one after the other). */
export async function lockBindingsOf(db: Database, customerId: number) {
  return db.select().from(socialAccounts).where(eq(socialAccounts.customerId, customerId)).for('update');
}

export async function deleteBinding(db: Database, id: number): Promise<void> {
  await db.delete(socialAccounts).where(eq(socialAccounts.id, id));
}
