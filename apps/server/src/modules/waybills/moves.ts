import {
  isWaybillStatus,
  type Language,
  type Money,
  PARCEL_STATUS,
  type ParcelStatus,
  type WaybillStatus,
  waybillMoveProblem,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import type { StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { reverseInviteReward } from '../membership/index.js';
import { notify } from '../notifications/index.js';
import { moveParcel } from '../parcels/index.js';
import { worksIn } from '../staff-accounts/index.js';
import { closeDisputeOfCancelledWaybill } from '../weighing/index.js';
import { statusText } from './presenters.js';
import { insertWaybillEvents } from './queries/history.js';
import { findWaybill, parcelsOfWaybill, updateWaybillRow } from './queries/waybills.js';
import { recordWaybillEvent } from './tracking-record.js';

/** The waybill, locked; another warehouse's waybill is as unknown to its operators as a wrong id. */
export async function requireWaybill(db: Database, id: number, actor?: StaffActor) {
  const row = await findWaybill(db, id, true);
  if (!row || (actor && !worksIn(actor, row.storeId))) throw new AppError('not_found', 'error.notFound');
  return row;
}

/** What a timeline entry says beyond its state: a word for what happened and its facts (weight, reason, refund…). */
export interface WaybillNote {
  kind: string;
  details?: Record<string, string | number>;
}

/** A waybill's move as its caller says it: to where, when, in which words, and the columns that change with it. */
export interface WaybillMove {
  to: WaybillStatus;
  at: Date;
  /** The timeline entry's word; null for a step inside a larger move that the timeline does not show (pending → packing). */
  kind: string | null;
  details?: Record<string, string | number>;
  changes?: Parameters<typeof updateWaybillRow>[2];
  /** The language of the refusal (422) when the domain does not allow the move; English for staff. */
  language?: Language;
  /** Staff cancelled it after payment: the customer is told what went back to their balance and why. */
  refunded?: { refund: Money; reason: string };
}

/**
 * Moves a waybill when the domain allows it (else 422 naming both states) and records it: the entry on its timeline,
 * the tracking event at `at` with the customer's notice of a moment they wait for (tracking-record.ts), and a staff
 * cancellation's notice. A move to cancelled takes back an invitation reward the waybill earned and closes an open
 * weight dispute. Callers say what moved; they never write the waybill's history themselves.
 */
export async function moveWaybill(tx: Database, row: WaybillRow, move: WaybillMove): Promise<WaybillRow> {
  const { to, at, language = 'en' } = move;
  const problem = isWaybillStatus(row.status) ? waybillMoveProblem(row.status, to) : 'waybill.illegalTransition';
  if (problem)
    throw new AppError('rule', problem, {
      params: { from: statusText(language, row.status), to: statusText(language, to) },
    });
  const moved = await updateWaybillRow(tx, row.id, { ...move.changes, status: to });
  if (move.kind !== null)
    await insertWaybillEvents(tx, [
      { waybillId: row.id, status: to, kind: move.kind, details: move.details, createdAt: at },
    ]);
  await recordWaybillEvent(tx, row, moved, at);
  // Cancelled before dispatch: an invitation reward this shipment earned is taken back (SPEC §9 referral).
  if (to === 'cancelled') {
    await reverseInviteReward(tx, row.id, at);
    await closeDisputeOfCancelledWaybill(tx, row.id, at);
  }
  if (move.refunded) {
    const data = { waybillId: row.id, shipment: row.shipmentNo ?? String(row.id), ...move.refunded };
    await notify(tx, { customerId: row.customerId, kind: 'waybill_cancelled', data }, at);
  }
  return moved;
}

/**
 * Adds entries to a waybill's timeline that are not moves (submitted, a last-mile choice, a weight dispute): the
 * waybill keeps its state. The one other writer of waybill history.
 */
export async function noteWaybill(
  tx: Database,
  waybill: Pick<WaybillRow, 'id' | 'status'>,
  at: Date,
  notes: readonly WaybillNote[],
): Promise<void> {
  await insertWaybillEvents(
    tx,
    notes.map((note) => ({
      waybillId: waybill.id,
      status: waybill.status,
      kind: note.kind,
      details: note.details,
      createdAt: at,
    })),
  );
}

/**
 * Moves every parcel of a waybill along with it (processing → in stock, dispatched, delivered), each with its
 * timeline entry naming the shipment; going back in stock takes them out of the waybill.
 */
export async function moveWaybillParcels(
  tx: Database,
  row: WaybillRow,
  move: { to: ParcelStatus; kind: string; at: Date; language?: Language },
) {
  const shipment = row.shipmentNo ?? String(row.id);
  const leaves = move.to === PARCEL_STATUS.inStock;
  for (const parcel of await parcelsOfWaybill(tx, row.id))
    await moveParcel(tx, parcel, {
      ...move,
      details: { shipment },
      ...(leaves && { changes: { waybillId: null } }),
    });
}

/**
 * Marks a waybill paid (pay_now or bank_pending → paid). For the payments module to call inside the
 * transaction that takes the money.
 */
export async function markWaybillPaid(tx: Database, waybillId: number, now: Date) {
  const row = await requireWaybill(tx, waybillId);
  return moveWaybill(tx, row, { to: 'paid', kind: 'paid', at: now, changes: { paidAt: now } });
}
