import {
  centimetresText,
  currencyById,
  type DisputeTarget,
  disputeDecisionProblem,
  disputeFilingProblem,
  disputeWindowEnd,
  formatMajor,
  kilogramsText,
  type Language,
  money,
  translate,
  type WeightDispute,
  zonedDateTimeText,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { WeightDisputeRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { presentFiles } from '../files/index.js';
import { warehouseRows } from '../reference/index.js';
import { presentWeighings } from './evidence.js';
import {
  closeOpenDisputeOfWaybill,
  type DisputeChanges,
  findDispute,
  findOpenDispute,
  findWeighings,
  insertDispute,
  latestDispute,
  updateDispute,
  type WeighedSubject,
} from './queries.js';

/** The warehouse's time zone, in which deadlines are written in sentences and mails (kept in memory per handle). */
export async function warehouseTimeZone(db: Database, storeId: number): Promise<string> {
  const warehouses = await warehouseRows(db);
  return warehouses.find((row) => row.storeId === storeId)?.timeZone ?? 'UTC';
}

/**
 * Why a dispute of this weighing cannot be filed now, as the error to answer, or null: one already open (409), one
 * already decided (409: a decision ends the matter in the app), or the rules of the domain (422).
 */
export async function filingRefusal(
  db: Database,
  subject: WeighedSubject,
  target: DisputeTarget,
  now: Date,
  timeZone: string,
  latest?: WeightDisputeRow | null,
): Promise<AppError | null> {
  if (latest === undefined) latest = (await latestDispute(db, subject)) ?? null;
  if (latest?.status === 'open') return new AppError('conflict', 'weightDispute.alreadyOpen');
  if (latest && latest.status !== 'withdrawn') return new AppError('conflict', 'weightDispute.alreadyDecided');
  const problem = disputeFilingProblem(target, now);
  if (!problem) return null;
  return new AppError('rule', problem.key, {
    params: {
      date: problem.closedAt ? zonedDateTimeText(problem.closedAt, timeZone) : '',
      shipment: problem.shipment ?? '',
    },
  });
}

/**
 * Whether the customer may dispute now, until when, and why not (in their language), for the detail pages, from the
 * latest dispute they read already.
 */
export async function disputeWindow(
  db: Database,
  subject: WeighedSubject,
  target: DisputeTarget,
  now: Date,
  timeZone: string,
  language: Language,
  latest: WeightDisputeRow | null,
) {
  const refusal = await filingRefusal(db, subject, target, now, timeZone, latest);
  if (refusal)
    return { open: false, until: null, reason: translate(language, refusal.messageKey, refusal.options.params) };
  return {
    open: true,
    until: target.measuredAt ? disputeWindowEnd(target.measuredAt).toISOString() : null,
    reason: null,
  };
}

export interface NewDispute {
  customerId: number;
  storeId: number;
  subject: WeighedSubject;
  weighingId: number | null;
  kind: 'weight' | 'size';
  claimed: { grams?: number; lengthMm?: number; widthMm?: number; heightMm?: number };
  description: string;
  photoFileId: string | null;
  filedAt: Date;
  dueAt: Date;
}

/** Opens a dispute in the caller's transaction; a second open one of the same subject is a 409, whatever the race. */
export async function openDispute(tx: Database, input: NewDispute): Promise<WeightDisputeRow> {
  try {
    return await insertDispute(tx, {
      customerId: input.customerId,
      storeId: input.storeId,
      ...input.subject,
      weighingId: input.weighingId,
      subject: input.kind,
      claimedGrams: input.claimed.grams ?? null,
      claimedLengthMm: input.claimed.lengthMm ?? null,
      claimedWidthMm: input.claimed.widthMm ?? null,
      claimedHeightMm: input.claimed.heightMm ?? null,
      description: input.description,
      photoFileId: input.photoFileId,
      filedAt: input.filedAt,
      dueAt: input.dueAt,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'weight_disputes_open_')) throw new AppError('conflict', 'weightDispute.alreadyOpen');
    throw error;
  }
}

/** A dispute locked for a decision, still open (else 409, or 404 when there is none). */
export async function lockOpenDispute(tx: Database, id: number): Promise<WeightDisputeRow> {
  const row = await findDispute(tx, id, true);
  if (!row) throw new AppError('not_found', 'error.notFound');
  const problem = disputeDecisionProblem(row.status);
  if (problem) throw new AppError('conflict', problem);
  return row;
}

export function decideDispute(tx: Database, id: number, changes: DisputeChanges) {
  return updateDispute(tx, id, changes);
}

export function findDisputeById(db: Database, id: number) {
  return findDispute(db, id);
}

/** The open dispute of a shipment, whose payment it holds (undefined when none). */
export function openDisputeOfWaybill(db: Database, waybillId: number) {
  return findOpenDispute(db, { waybillId });
}

/** The newest dispute of a parcel or a shipment. */
export function latestDisputeOf(db: Database, subject: WeighedSubject) {
  return latestDispute(db, subject);
}

/**
 * Refuses a payment of a shipment whose weight is disputed, saying why and until when (422): balance, card, wallet,
 * transfer and batch payments all pass through here.
 */
export async function assertPaymentNotHeld(
  db: Database,
  waybill: { id: number; shipmentNo: string | null; storeId: number },
): Promise<void> {
  const open = await openDisputeOfWaybill(db, waybill.id);
  if (!open) return;
  throw new AppError('rule', 'weightDispute.paymentHeld', {
    params: {
      shipment: waybill.shipmentNo ?? String(waybill.id),
      due: zonedDateTimeText(open.dueAt, await warehouseTimeZone(db, waybill.storeId)),
    },
  });
}

/** Refuses handing a shipment to the carrier while its weight is disputed: its box must stay to be weighed again. */
export async function assertDispatchNotHeld(db: Database, waybillId: number): Promise<void> {
  if (await openDisputeOfWaybill(db, waybillId)) throw new AppError('rule', 'weightDispute.dispatchHeld');
}

/** A cancelled shipment's open dispute closes with it (nothing is left to pay or to weigh). */
export function closeDisputeOfCancelledWaybill(tx: Database, waybillId: number, at: Date) {
  return closeOpenDisputeOfWaybill(tx, waybillId, at);
}

const kgOrNull = (grams: number | null) => (grams === null ? null : kilogramsText(grams));
const cmOrNull = (mm: number | null) => (mm === null ? null : centimetresText(mm));

/** Disputes as their customer (and staff) see them, with the reweighing and the customer's photo. */
export async function presentDisputes(
  ctx: AppContext,
  rows: readonly WeightDisputeRow[],
  language: Language,
): Promise<WeightDispute[]> {
  const reweighings = await presentWeighings(
    ctx,
    await findWeighings(
      ctx.db,
      rows.flatMap((row) => (row.resultWeighingId === null ? [] : [row.resultWeighingId])),
    ),
  );
  const photos = new Map(
    (
      await presentFiles(
        ctx,
        rows.flatMap((row) => (row.photoFileId ? [row.photoFileId] : [])),
      )
    ).map((file) => [file.id, file]),
  );
  return rows.map((row) => {
    const currency = row.currencyId === null ? undefined : currencyById(row.currencyId)?.code;
    const refundCurrency = row.refundCurrencyId === null ? undefined : currencyById(row.refundCurrencyId)?.code;
    const amount = (minor: number | null) => (minor === null || !currency ? null : formatMajor(money(minor, currency)));
    return {
      id: row.id,
      shipment_id: row.waybillId,
      parcel_id: row.parcelId,
      status: row.status,
      status_name: translate(language, `weightDisputeStatus.${row.status}`),
      subject: row.subject,
      claimed: {
        weight: kgOrNull(row.claimedGrams),
        length: cmOrNull(row.claimedLengthMm),
        width: cmOrNull(row.claimedWidthMm),
        height: cmOrNull(row.claimedHeightMm),
      },
      description: row.description,
      photo: row.photoFileId ? (photos.get(row.photoFileId) ?? null) : null,
      filed_at: row.filedAt.toISOString(),
      due_at: row.dueAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      reason: row.reason,
      reweighing: reweighings.find((weighing) => weighing.id === row.resultWeighingId) ?? null,
      total_before: amount(row.totalBeforeMinor),
      total_after: amount(row.totalAfterMinor),
      currency: currency ?? null,
      refund:
        row.refundMinor !== null && refundCurrency
          ? { amount: formatMajor(money(row.refundMinor, refundCurrency)), currency: refundCurrency }
          : null,
    };
  });
}
