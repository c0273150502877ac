import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  balanceEntries,
  bankTransfers,
  billAddresses,
  coupons,
  customers,
  declarationItems,
  declarations,
  inboundMails,
  inviteRewards,
  memberships,
  notificationSettings,
  operateLogs,
  outboxMessages,
  parcelReturns,
  parcels,
  paymentAttempts,
  pointEntries,
  preShipments,
  recipients,
  shipmentClaimEvents,
  shipmentClaims,
  shipperProfiles,
  signDocuments,
  storedFiles,
  supportMessages,
  topUps,
  waybills,
  waybillTransactionEmails,
  weightDisputes,
} from '../../db/schema/index.js';

/** A table read page by page for one customer: its owner column and a unique, ordered key to resume after. */
interface OwnedTable {
  table: PgTable;
  owner: AnyPgColumn;
  key: AnyPgColumn;
  /** The key's property in a row, to resume after. */
  keyField: 'id' | 'customerId' | 'waybillId';
}

/**
 * The export's sections of plain rows, each the customer's own rows of one table. None holds a secret: passwords,
 * sessions, codes and stored request answers are not listed.
 */
export const EXPORT_SECTIONS = {
  bill_address: {
    table: billAddresses,
    owner: billAddresses.customerId,
    key: billAddresses.customerId,
    keyField: 'customerId',
  },
  notification_settings: {
    table: notificationSettings,
    owner: notificationSettings.customerId,
    key: notificationSettings.customerId,
    keyField: 'customerId',
  },
  address_book: { table: recipients, owner: recipients.customerId, key: recipients.id, keyField: 'id' },
  shipper: {
    table: shipperProfiles,
    owner: shipperProfiles.customerId,
    key: shipperProfiles.customerId,
    keyField: 'customerId',
  },
  parcels: { table: parcels, owner: parcels.customerId, key: parcels.id, keyField: 'id' },
  parcel_returns: { table: parcelReturns, owner: parcelReturns.customerId, key: parcelReturns.id, keyField: 'id' },
  waybills: { table: waybills, owner: waybills.customerId, key: waybills.id, keyField: 'id' },
  pre_shipments: { table: preShipments, owner: preShipments.customerId, key: preShipments.id, keyField: 'id' },
  sign_documents: { table: signDocuments, owner: signDocuments.customerId, key: signDocuments.id, keyField: 'id' },
  balance_entries: { table: balanceEntries, owner: balanceEntries.customerId, key: balanceEntries.id, keyField: 'id' },
  point_entries: { table: pointEntries, owner: pointEntries.customerId, key: pointEntries.id, keyField: 'id' },
  payments: { table: paymentAttempts, owner: paymentAttempts.customerId, key: paymentAttempts.id, keyField: 'id' },
  bank_transfers: { table: bankTransfers, owner: bankTransfers.customerId, key: bankTransfers.id, keyField: 'id' },
  top_ups: { table: topUps, owner: topUps.customerId, key: topUps.id, keyField: 'id' },
  coupons: { table: coupons, owner: coupons.customerId, key: coupons.id, keyField: 'id' },
  membership_purchases: { table: memberships, owner: memberships.customerId, key: memberships.id, keyField: 'id' },
  operate_logs: { table: operateLogs, owner: operateLogs.customerId, key: operateLogs.id, keyField: 'id' },
  forwarded_order_mails: { table: inboundMails, owner: inboundMails.customerId, key: inboundMails.id, keyField: 'id' },
  support_messages: {
    table: supportMessages,
    owner: supportMessages.customerId,
    key: supportMessages.id,
    keyField: 'id',
  },
  weight_disputes: { table: weightDisputes, owner: weightDisputes.customerId, key: weightDisputes.id, keyField: 'id' },
  waybill_transaction_emails: {
    table: waybillTransactionEmails,
    owner: waybillTransactionEmails.customerId,
    key: waybillTransactionEmails.waybillId,
    keyField: 'waybillId',
  },
} satisfies Record<string, OwnedTable>;

export type ExportRow = Record<string, unknown>;

/** One page of a section, after the key of the previous page's last row. */
export async function pageOwnedRows(
  db: Database,
  section: OwnedTable,
  customerId: number,
  after: unknown,
  limit: number,
): Promise<ExportRow[]> {
  const conditions: SQL[] = [eq(section.owner, customerId)];
  if (after !== undefined) conditions.push(gt(section.key, after));
  const rows = await db
    .select()
    .from(section.table)
    .where(and(...conditions))
    .orderBy(asc(section.key))
    .limit(limit);
  return rows as ExportRow[];
}

/** The customer's declarations with their items, a page at a time. */
export async function pageDeclarations(db: Database, customerId: number, after: number | undefined, limit: number) {
  const heads = await db
    .select()
    .from(declarations)
    .where(and(eq(declarations.customerId, customerId), after === undefined ? undefined : gt(declarations.id, after)))
    .orderBy(asc(declarations.id))
    .limit(limit);
  if (heads.length === 0) return [];
  const items = await db
    .select()
    .from(declarationItems)
    .where(
      inArray(
        declarationItems.declarationId,
        heads.map((head) => head.id),
      ),
    )
    .orderBy(asc(declarationItems.declarationId), asc(declarationItems.position));
  return heads.map((head) => ({ ...head, items: items.filter((item) => item.declarationId === head.id) }));
}

/**
 * The customer's shipment claims with their conversation (what they filed and added, what staff asked and decided), a
 * page at a time; staff are not named.
 */
export async function pageShipmentClaims(db: Database, customerId: number, after: number | undefined, limit: number) {
  const claims = await db
    .select()
    .from(shipmentClaims)
    .where(
      and(eq(shipmentClaims.customerId, customerId), after === undefined ? undefined : gt(shipmentClaims.id, after)),
    )
    .orderBy(asc(shipmentClaims.id))
    .limit(limit);
  if (claims.length === 0) return [];
  const events = await db
    .select({
      claimId: shipmentClaimEvents.claimId,
      kind: shipmentClaimEvents.kind,
      text: shipmentClaimEvents.text,
      fileIds: shipmentClaimEvents.fileIds,
      createdAt: shipmentClaimEvents.createdAt,
    })
    .from(shipmentClaimEvents)
    .where(
      inArray(
        shipmentClaimEvents.claimId,
        claims.map((claim) => claim.id),
      ),
    )
    .orderBy(asc(shipmentClaimEvents.id));
  return claims.map(({ decidedByStaffId: _staff, ...claim }) => ({
    ...claim,
    events: events.filter((event) => event.claimId === claim.id),
  }));
}

/** The customer's uploads, a page at a time. */
export function pageOwnFiles(db: Database, customerId: number, after: string | undefined, limit: number) {
  return db
    .select()
    .from(storedFiles)
    .where(
      and(eq(storedFiles.ownerCustomerId, customerId), after === undefined ? undefined : gt(storedFiles.id, after)),
    )
    .orderBy(asc(storedFiles.id))
    .limit(limit);
}

/** Messages to the customer (by id, or to their current addresses), sent or still queued, a page at a time. */
export function pageSentMessages(
  db: Database,
  customerId: number,
  addresses: string[],
  after: number | undefined,
  limit: number,
) {
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(
      and(
        or(eq(outboxMessages.customerId, customerId), inArray(outboxMessages.recipient, addresses)),
        after === undefined ? undefined : gt(outboxMessages.id, after),
      ),
    )
    .orderBy(asc(outboxMessages.id))
    .limit(limit);
}

/**
 * The invitation rewards the customer took part in, as inviter or as friend, a page at a time: the other party is
 * named by customer id only (as inviteRecord shows it), and the friend's shipment only to the friend.
 */
export async function pageInviteRewards(db: Database, customerId: number, after: number | undefined, limit: number) {
  const rows = await db
    .select()
    .from(inviteRewards)
    .where(
      and(
        or(eq(inviteRewards.inviterId, customerId), eq(inviteRewards.friendId, customerId)),
        after === undefined ? undefined : gt(inviteRewards.id, after),
      ),
    )
    .orderBy(asc(inviteRewards.id))
    .limit(limit);
  return rows.map((row) => {
    const asInviter = row.inviterId === customerId;
    return {
      id: row.id,
      role: asInviter ? ('inviter' as const) : ('friend' as const),
      other_customer_id: asInviter ? row.friendId : row.inviterId,
      waybill_id: asInviter ? null : row.waybillId,
      points: row.points,
      refused_reason: row.refusedReason,
      reversed_at: row.reversedAt,
      created_at: row.createdAt,
    };
  });
}

/** The friends who signed up with the customer's invite code: customer id and registration time, a page at a time. */
export function pageInvitedFriends(db: Database, customerId: number, after: number | undefined, limit: number) {
  return db
    .select({ customer_id: customers.id, registered_at: customers.createdAt })
    .from(customers)
    .where(and(eq(customers.invitedById, customerId), after === undefined ? undefined : gt(customers.id, after)))
    .orderBy(asc(customers.id))
    .limit(limit);
}
