import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { customers, inviteRewards, recipients, waybills } from '../../../db/schema/index.js';

/** Who invited the friend, while that account is open: a closed account receives no reward. */
export async function findInviter(db: Database, friendId: number) {
  const inviter = alias(customers, 'inviter');
  const [row] = await db
    .select({ invitedById: customers.invitedById })
    .from(customers)
    .innerJoin(inviter, eq(inviter.id, customers.invitedById))
    .where(and(eq(customers.id, friendId), eq(inviter.status, 'active')));
  return row?.invitedById ?? null;
}

export async function findInviteCode(db: Database, customerId: number) {
  const [row] = await db
    .select({ inviteCode: customers.inviteCode })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.inviteCode;
}

/** The friend's reward row still standing (granted or refused, not reversed). */
export async function findStandingReward(db: Database, friendId: number) {
  const [row] = await db
    .select()
    .from(inviteRewards)
    .where(and(eq(inviteRewards.friendId, friendId), isNull(inviteRewards.reversedAt)));
  return row;
}

/** Records the reward once per friend: undefined when a standing row exists already (another payment won). */
export async function insertRewardOnce(tx: Database, row: typeof inviteRewards.$inferInsert) {
  const [inserted] = await tx.insert(inviteRewards).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The standing reward a waybill earned, locked. */
export async function findRewardOfWaybill(tx: Database, waybillId: number) {
  const [row] = await tx
    .select()
    .from(inviteRewards)
    .where(and(eq(inviteRewards.waybillId, waybillId), isNull(inviteRewards.reversedAt)))
    .for('update');
  return row;
}

export async function markRewardReversed(tx: Database, id: number, now: Date) {
  const rows = await tx
    .update(inviteRewards)
    .set({ reversedAt: now })
    .where(and(eq(inviteRewards.id, id), isNull(inviteRewards.reversedAt)))
    .returning({ id: inviteRewards.id });
  return rows.length === 1;
}

/** The friends a customer invited, newest first. */
export function pageFriends(db: Database, inviterId: number, page: { limit: number; offset: number }) {
  return db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(eq(customers.invitedById, inviterId))
    .orderBy(desc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countFriends(db: Database, inviterId: number) {
  const [row] = await db.select({ count: count() }).from(customers).where(eq(customers.invitedById, inviterId));
  return row?.count ?? 0;
}

export async function countDoneInvites(db: Database, inviterId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(inviteRewards)
    .where(
      and(
        eq(inviteRewards.inviterId, inviterId),
        isNull(inviteRewards.reversedAt),
        isNull(inviteRewards.refusedReason),
      ),
    );
  return row?.count ?? 0;
}

export function standingRewardsOf(db: Database, friendIds: number[]) {
  if (friendIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(inviteRewards)
    .where(and(inArray(inviteRewards.friendId, friendIds), isNull(inviteRewards.reversedAt)));
}

/** Which of the friends have submitted a shipment (not cancelled). */
export async function friendsWithShipments(db: Database, friendIds: number[]) {
  if (friendIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ customerId: waybills.customerId })
    .from(waybills)
    .where(and(inArray(waybills.customerId, friendIds), sql`${waybills.status} <> 'cancelled'`));
  return new Set(rows.map((row) => row.customerId));
}

/** The addresses a customer ships to or keeps: their address book and their shipments' recipients. */
export async function addressesOf(db: Database, customerId: number) {
  const book = await db
    .select({ countryId: recipients.countryId, postcode: recipients.postcode, address: recipients.address })
    .from(recipients)
    .where(eq(recipients.customerId, customerId));
  const shipped = await db
    .select({ recipient: waybills.recipient })
    .from(waybills)
    .where(eq(waybills.customerId, customerId));
  return [
    ...book,
    ...shipped.map(({ recipient }) => ({
      countryId: recipient.country_id,
      postcode: recipient.postcode,
      address: recipient.address,
    })),
  ];
}
