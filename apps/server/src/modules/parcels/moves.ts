import {
  isParcelStatus,
  type Language,
  noticeOfParcelMove,
  type ParcelStatus,
  parcelMoveProblem,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { ParcelRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { notifyParcelArrived } from '../notifications/index.js';
import { statusText } from './presenters.js';
import { insertEvents } from './queries/history.js';
import { updateParcelRow } from './queries/parcels.js';

/** What a timeline entry says beyond its state: a word for what happened and its facts (shipment, store, service…). */
export interface ParcelNote {
  kind: string;
  details?: Record<string, string | number>;
}

/** A parcel's move as its caller says it: to where, when, in which words, and the columns that change with it. */
export interface ParcelMove extends ParcelNote {
  to: ParcelStatus;
  at: Date;
  changes?: Parameters<typeof updateParcelRow>[2];
  /** The language of the refusal (422) when the domain does not allow the move; English for staff. */
  language?: Language;
}

/**
 * Moves a parcel when the domain allows it (else 422 with both states named) and records it: the entry on the
 * parcel's timeline and the customer's notice of a move they wait for (on the shelf after check-in). Callers say
 * what moved; they never write the parcel's history themselves.
 */
export async function moveParcel(tx: Database, row: ParcelRow, move: ParcelMove): Promise<ParcelRow> {
  const { to, at, language = 'en' } = move;
  const problem =
    isParcelStatus(row.status) && isParcelStatus(to) ? parcelMoveProblem(row.status, to) : 'parcel.illegalTransition';
  if (problem)
    throw new AppError('rule', problem, {
      params: { from: statusText(language, row.status), to: statusText(language, to) },
    });
  const moved = await updateParcelRow(tx, row.id, { ...move.changes, status: to });
  if (!moved) throw new Error(`parcel ${row.id} vanished during a move`);
  await insertEvents(tx, [{ parcelId: row.id, status: to, kind: move.kind, details: move.details, createdAt: at }]);
  if (isParcelStatus(row.status) && noticeOfParcelMove(row.status, to) === 'parcel_arrived')
    await notifyParcelArrived(tx, moved, at);
  return moved;
}

/**
 * Adds entries to a parcel's timeline that are not moves (pre-alerted, a service asked for or done, a claim, a
 * dispute): the parcel keeps its state. The one other writer of parcel history; other modules move parcels instead.
 */
export async function noteParcel(
  tx: Database,
  parcel: Pick<ParcelRow, 'id' | 'status'>,
  at: Date,
  notes: readonly ParcelNote[],
): Promise<void> {
  await insertEvents(
    tx,
    notes.map((note) => ({
      parcelId: parcel.id,
      status: parcel.status,
      kind: note.kind,
      details: note.details,
      createdAt: at,
    })),
  );
}
