import {
  type AddClaimInformation,
  type AffectedItem,
  calendarDate,
  type FileShipmentClaim,
  formatMajor,
  type Language,
  SHIPMENT_CLAIM_REASONS,
  type ShipmentClaimTerms,
  shipmentClaimMoveProblem,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { ShipmentClaimRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { notify } from '../notifications/index.js';
import { currencyIdOf } from '../payments/index.js';
import { requireOwnedWaybill } from '../waybills/index.js';
import { claimEvidence } from './evidence.js';
import {
  type ClaimFacts,
  claimFactsOf,
  dueAfter,
  ruleCompensation,
  warehouseCalendar,
  wholeShipment,
} from './facts.js';
import { storedCompensation } from './presenters.js';
import { findClaimOfWaybill, findCustomerClaim, insertClaim, insertClaimEvent, updateClaim } from './queries.js';
import { claimDetail } from './views.js';

/** The shipment's number as the customer knows it. */
const shipmentNoOf = (row: { shipmentNo: string | null; id: number }) => row.shipmentNo ?? String(row.id);

/**
 * GET /api/shipmentClaimTerms/{id}: from the waybill detail, which reasons are open now (or the sentence saying why
 * not), the declaration with its values, and the terms the domain's rule works the compensation out from.
 */
export async function claimTerms(
  ctx: AppContext,
  customerId: number,
  waybillId: number,
  language: Language,
): Promise<ShipmentClaimTerms> {
  const row = await requireOwnedWaybill(ctx.db, customerId, waybillId);
  const [facts, existing] = await Promise.all([claimFactsOf(ctx, row), findClaimOfWaybill(ctx.db, row.id)]);
  return {
    shipment_id: row.id,
    shipment_no: shipmentNoOf(row),
    insured: row.insured,
    currency: facts.currency,
    freight: formatMajor(facts.freight),
    max_insurance: formatMajor(facts.maxInsurance),
    standard_liability: formatMajor(facts.standardLiability),
    paid: facts.paid && { currency: facts.paid.currency, rates: { ...facts.paid.rates } },
    declaration: facts.declaration.map((line, index) => ({
      index,
      name: row.declaration[index]?.name ?? '',
      quantity: line.quantity,
      value: formatMajor(line.value),
    })),
    reasons: SHIPMENT_CLAIM_REASONS.map((reason) => {
      const eligibility = existing
        ? ({ open: false, key: 'shipmentClaim.alreadyFiled', params: {} } as const)
        : facts.eligibility[reason];
      return {
        reason,
        name: translate(language, `shipmentClaimReason.${reason}`),
        open: eligibility.open,
        message: eligibility.open ? null : translate(language, eligibility.key, eligibility.params),
      };
    }),
    claim: existing
      ? {
          id: existing.id,
          status: existing.status,
          status_name: translate(language, `shipmentClaimStatus.${existing.status}`),
        }
      : null,
  };
}

/** The lines a damage or missing-items claim names, checked against the declaration (a loss is the whole shipment). */
function affectedItems(facts: ClaimFacts, input: FileShipmentClaim): AffectedItem[] {
  if (input.reason === 'lost') return wholeShipment(facts.declaration);
  const items = input.items;
  const seen = new Set<number>();
  for (const item of items) {
    const line = facts.declaration[item.index];
    if (!line || seen.has(item.index)) throw AppError.field('items', 'shipmentClaim.unknownItem');
    if (item.quantity > line.quantity) throw AppError.field('items', 'shipmentClaim.itemQuantity');
    seen.add(item.index);
  }
  return items.map((item) => ({ index: item.index, quantity: item.quantity }));
}

/** The customer (their language and settings) told that the claim was received and by when it is decided. */
async function tellFiled(tx: Database, claim: ShipmentClaimRow, shipment: string, timeZone: string, now: Date) {
  await notify(
    tx,
    {
      customerId: claim.customerId,
      kind: 'shipment_claim_filed',
      data: {
        claimId: claim.id,
        waybillId: claim.waybillId,
        shipment,
        reason: claim.reason,
        // The last day it may take: a due time at midnight is the end of the day before.
        due: calendarDate(new Date((claim.dueAt ?? now).getTime() - 1), timeZone),
      },
    },
    now,
  );
}

/**
 * POST /api/shipmentClaims: files a claim when its reason is open for the shipment (else 422 with the sentence why).
 * The rule's compensation is worked out and kept; the clock starts (due two working days on); the customer is told.
 * One claim per shipment: a second, however parallel, is 409 with the first one's id.
 */
export async function fileClaim(ctx: AppContext, customerId: number, input: FileShipmentClaim, language: Language) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  const alreadyFiled = (id: number) =>
    new AppError('conflict', 'shipmentClaim.alreadyFiled', { data: { claim_id: id } });
  const existing = await findClaimOfWaybill(ctx.db, row.id);
  if (existing) throw alreadyFiled(existing.id);
  const facts = await claimFactsOf(ctx, row);
  const eligibility = facts.eligibility[input.reason];
  if (!eligibility.open) throw new AppError('rule', eligibility.key, { params: eligibility.params });
  const affected = affectedItems(facts, input);
  const evidence = await claimEvidence(ctx, customerId, { photos: input.photos, video: input.video });
  const compensation = ruleCompensation(facts, affected);
  const now = ctx.clock();
  const shipment = shipmentNoOf(row);
  const claim = await ctx.db.transaction(async (tx) => {
    const inserted = await insertClaim(tx, {
      waybillId: row.id,
      customerId,
      storeId: row.storeId,
      reason: input.reason,
      status: 'under_review',
      description: input.description.trim(),
      items: affected,
      photoFileIds: evidence.photoIds,
      videoFileId: evidence.videoId,
      insured: row.insured,
      compensation: storedCompensation(compensation),
      amountMinor: compensation.inCurrencyPaid.minor,
      currencyId: currencyIdOf(compensation.inCurrencyPaid.currency),
      completedAt: now,
      dueAt: dueAfter(now, facts.calendar),
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) return undefined;
    await insertClaimEvent(tx, {
      claimId: inserted.id,
      kind: 'filed',
      text: inserted.description,
      fileIds: [...evidence.photoIds, ...(evidence.videoId ? [evidence.videoId] : [])],
      createdAt: now,
    });
    await tellFiled(tx, inserted, shipment, facts.calendar.timeZone, now);
    return inserted;
  });
  if (!claim) {
    const winner = await findClaimOfWaybill(ctx.db, row.id);
    throw alreadyFiled(winner?.id ?? 0);
  }
  return claimDetail(ctx, customerId, claim.id, language);
}

/**
 * POST /api/shipmentClaims/{id}/information: the customer adds what staff asked for. The claim is complete again and
 * its clock starts again from now: due two working days on.
 */
export async function addInformation(
  ctx: AppContext,
  customerId: number,
  claimId: number,
  input: AddClaimInformation,
  language: Language,
) {
  const evidence = await claimEvidence(ctx, customerId, { photos: input.photos, video: input.video });
  await ctx.db.transaction(async (tx) => {
    const claim = await findCustomerClaim(tx, customerId, claimId, true);
    if (!claim) throw new AppError('not_found', 'error.notFound');
    const problem = shipmentClaimMoveProblem(claim.status, 'under_review');
    if (problem) throw new AppError(problem === 'shipmentClaim.alreadyDecided' ? 'conflict' : 'rule', problem);
    const now = ctx.clock();
    const calendar = await warehouseCalendar(tx, claim.storeId);
    const files = [...evidence.photoIds, ...(evidence.videoId ? [evidence.videoId] : [])];
    await updateClaim(
      tx,
      claim.id,
      { status: 'under_review', completedAt: now, dueAt: dueAfter(now, calendar), escalatedAt: null },
      now,
    );
    await insertClaimEvent(tx, {
      claimId: claim.id,
      kind: 'information_added',
      text: input.text,
      fileIds: files,
      createdAt: now,
    });
  });
  return claimDetail(ctx, customerId, claimId, language);
}
