import {
  CURRENCY_EXPONENTS,
  formatMajor,
  type Language,
  localName,
  type Money,
  moneyText,
  parseMajor,
  type ShipmentClaimStatus,
  type StaffClaimDetail,
  type StaffClaimRow,
  shipmentClaimMoveProblem,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { ShipmentClaimRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { loadLine } from '../logistics/index.js';
import { notify } from '../notifications/index.js';
import { creditBalance, currencyCodeOf } from '../payments/index.js';
import { recordStaffAction, storesToList, worksIn } from '../staff-accounts/index.js';
import { findWaybillById } from '../waybills/index.js';
import { claimDetailView, claimSummary } from './presenters.js';
import { findClaim, insertClaimEvent, listClaimEvents, listOpenClaims, updateClaim } from './queries.js';

/** What an approved claim's ledger entry is for: its target is the claim. */
export const CLAIM_PURPOSE = 'shipment_claim';

const overdue = (row: ShipmentClaimRow, now: Date) => row.dueAt !== null && row.dueAt < now;

/** GET /ops/shipment-claims: the open claims the actor may decide, the soonest due first. */
export async function claimQueue(ctx: AppContext, actor: StaffActor, language: Language): Promise<StaffClaimRow[]> {
  const now = ctx.clock();
  const rows = await listOpenClaims(ctx.db, storesToList(actor, undefined), 200);
  return rows.map(({ claim, shipmentNo }) => ({
    ...claimSummary(claim, shipmentNo, language),
    customer_id: claim.customerId,
    store_id: claim.storeId,
    overdue: overdue(claim, now),
    waiting_since: (claim.status === 'under_review' ? claim.completedAt : claim.updatedAt).toISOString(),
  }));
}

/** A claim this actor may see (a warehouse operator only their warehouses'), else 404. */
async function requireClaim(db: Database, actor: StaffActor, id: number, lock = false) {
  const claim = await findClaim(db, id, lock);
  if (!claim || !worksIn(actor, claim.storeId)) throw new AppError('not_found', 'error.notFound');
  return claim;
}

/** GET /ops/shipment-claims/:id: the claim as the customer sees it, with what staff decide on. */
export async function staffClaimDetail(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  language: Language,
): Promise<StaffClaimDetail> {
  const claim = await requireClaim(ctx.db, actor, id);
  const [waybill, events] = await Promise.all([findWaybillById(ctx.db, claim.waybillId), listClaimEvents(ctx.db, id)]);
  if (!waybill) throw new AppError('not_found', 'error.notFound');
  const line = await loadLine(ctx, waybill.lineId);
  return {
    ...(await claimDetailView(ctx, claim, waybill, events, language)),
    customer_id: claim.customerId,
    store_id: claim.storeId,
    overdue: overdue(claim, ctx.clock()),
    insured: claim.insured,
    line_name: line ? localName(language, line.row) : '',
    waybill_status: waybill.status,
    carrier_tracking: waybill.carrierTracking,
  };
}

/**
 * One staff move of a claim in one transaction under the claim's row lock: the move checked by the domain's state
 * machine (a claim decided already is 409: a second decision, however parallel, finds it decided), the change, its
 * timeline entry, the audit row and the customer's message.
 */
async function moveClaim(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  to: ShipmentClaimStatus,
  act: (tx: Database, claim: ShipmentClaimRow, shipment: string, now: Date) => Promise<void>,
) {
  await ctx.db.transaction(async (tx) => {
    const claim = await requireClaim(tx, actor, id, true);
    const problem = shipmentClaimMoveProblem(claim.status, to);
    if (problem) throw new AppError(problem === 'shipmentClaim.alreadyDecided' ? 'conflict' : 'rule', problem);
    const waybill = await findWaybillById(tx, claim.waybillId);
    await act(tx, claim, waybill?.shipmentNo ?? String(claim.waybillId), ctx.clock());
  });
}

/** Staff ask for what is missing: the clock stops until the customer adds it; the customer is told what. */
export async function requestInformation(ctx: AppContext, actor: StaffActor, id: number, input: { message: string }) {
  await moveClaim(ctx, actor, id, 'needs_information', async (tx, claim, shipment, now) => {
    await updateClaim(tx, id, { status: 'needs_information', dueAt: null, informationRequest: input.message }, now);
    await insertClaimEvent(tx, {
      claimId: id,
      kind: 'information_requested',
      staffId: actor.staffId,
      text: input.message,
      createdAt: now,
    });
    await recordStaffAction(
      tx,
      actor,
      'shipment_claim.request_information',
      { type: 'shipment_claim', id },
      {
        message: input.message,
      },
    );
    await notify(
      tx,
      {
        customerId: claim.customerId,
        kind: 'shipment_claim_information_needed',
        data: { claimId: id, waybillId: claim.waybillId, shipment, message: input.message },
      },
      now,
    );
  });
}

/** The amount staff enter, in the claim's currency (the one paid): above zero, at most the rule's figure. */
function approvedAmount(text: string, claim: ShipmentClaimRow): Money {
  const currency = currencyCodeOf(claim.currencyId);
  let amount: Money | undefined;
  try {
    amount = parseMajor(text, currency);
  } catch {
    amount = undefined;
  }
  if (!amount || amount.minor <= 0)
    throw AppError.field('amount', 'shipmentClaim.amountInvalid', { decimals: CURRENCY_EXPONENTS[currency] });
  if (amount.minor > claim.amountMinor)
    throw AppError.field('amount', 'shipmentClaim.amountOverRule', {
      maximum: moneyText({ minor: claim.amountMinor, currency }),
    });
  return amount;
}

/**
 * Staff approve a complete claim with an amount (at most the rule's figure) and a reason: in one transaction the
 * balance is credited (a 'compensation' ledger entry, once per claim), the claim decided, the audit row written and
 * the customer told.
 */
export async function approveClaim(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  input: { amount: string; reason: string },
) {
  await moveClaim(ctx, actor, id, 'approved', async (tx, claim, shipment, now) => {
    const amount = approvedAmount(input.amount, claim);
    const entry = await creditBalance(tx, claim.customerId, 'compensation', amount, {
      purpose: CLAIM_PURPOSE,
      targetId: id,
      reference: `${shipment}: ${input.reason}`,
    });
    await updateClaim(
      tx,
      id,
      {
        status: 'approved',
        dueAt: null,
        decidedAmountMinor: amount.minor,
        decisionReason: input.reason,
        decidedByStaffId: actor.staffId,
        decidedAt: now,
        balanceEntryId: entry.id,
      },
      now,
    );
    await insertClaimEvent(tx, {
      claimId: id,
      kind: 'approved',
      staffId: actor.staffId,
      text: input.reason,
      createdAt: now,
    });
    await recordStaffAction(
      tx,
      actor,
      'shipment_claim.approve',
      { type: 'shipment_claim', id },
      {
        amount: formatMajor(amount),
        currency: amount.currency,
        reason: input.reason,
        entry_id: entry.id,
      },
    );
    await notify(
      tx,
      {
        customerId: claim.customerId,
        kind: 'shipment_claim_approved',
        data: { claimId: id, waybillId: claim.waybillId, shipment, amount, reason: input.reason },
      },
      now,
    );
  });
}

/** Staff reject a claim (complete, or still waiting for the customer) with the reason the customer reads. */
export async function rejectClaim(ctx: AppContext, actor: StaffActor, id: number, input: { reason: string }) {
  await moveClaim(ctx, actor, id, 'rejected', async (tx, claim, shipment, now) => {
    await updateClaim(
      tx,
      id,
      {
        status: 'rejected',
        dueAt: null,
        decisionReason: input.reason,
        decidedByStaffId: actor.staffId,
        decidedAt: now,
      },
      now,
    );
    await insertClaimEvent(tx, {
      claimId: id,
      kind: 'rejected',
      staffId: actor.staffId,
      text: input.reason,
      createdAt: now,
    });
    await recordStaffAction(
      tx,
      actor,
      'shipment_claim.reject',
      { type: 'shipment_claim', id },
      { reason: input.reason },
    );
    await notify(
      tx,
      {
        customerId: claim.customerId,
        kind: 'shipment_claim_rejected',
        data: { claimId: id, waybillId: claim.waybillId, shipment, reason: input.reason },
      },
      now,
    );
  });
}
