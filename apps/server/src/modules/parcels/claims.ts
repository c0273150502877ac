import {
  isLanguage,
  type Language,
  normaliseTrackingNumber,
  PARCEL_STATUS,
  parcelClaimDecisionProblem,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { ParcelClaimRow, ParcelRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds, presentFiles } from '../files/index.js';
import { sendAccountMail } from '../notifications/index.js';
import { recordStaffAction, worksIn } from '../staff-accounts/index.js';
import { parcelDetail } from './detail.js';
import { noteParcel } from './moves.js';
import {
  findClaim,
  findCustomerContact,
  insertOrFindPendingClaim,
  listParcelsWithPendingClaims,
  listPendingClaimsOfParcels,
  updateClaimRow,
} from './queries/claims.js';
import { moveExtraServices } from './queries/extra-services.js';
import { moveEvents } from './queries/history.js';
import {
  deleteParcelRow,
  findActiveOwnedByTracking,
  findActiveUnclaimedByTracking,
  findParcelById,
  findParcelsByIds,
  updateParcelRow,
} from './queries/parcels.js';

/**
 * Opens (or joins) a customer's claim on a parcel the warehouse holds without an owner, linked to their
 * pre-alert of its number. Nothing changes hands: staff decide.
 */
export function openClaim(tx: Database, parcel: ParcelRow, preAlert: ParcelRow) {
  if (preAlert.customerId === null) throw new Error('a pre-alert always has a customer');
  return insertOrFindPendingClaim(tx, {
    parcelId: parcel.id,
    customerId: preAlert.customerId,
    preAlertId: preAlert.id,
    trackingNumber: parcel.trackingNumber,
  });
}

/**
 * The parcel becomes the customer's; their pre-alert (if any) gives it its declaration, courier, remarks and
 * extra services, and goes. Its state does not change: ownership is not a step of the parcel's journey.
 */
async function handOver(
  tx: Database,
  parcel: ParcelRow,
  customerId: number,
  preAlert: ParcelRow | undefined,
  now: Date,
) {
  if (preAlert) {
    await moveExtraServices(tx, preAlert.id, parcel.id);
    await moveEvents(tx, preAlert.id, parcel.id);
    await deleteParcelRow(tx, preAlert.id);
  }
  await updateParcelRow(tx, parcel.id, {
    customerId,
    labelSupportNumber: null,
    ...(preAlert && {
      origin: 'pre_alert' as const,
      batchId: preAlert.batchId,
      declarationId: preAlert.declarationId,
      courierCompanyId: preAlert.courierCompanyId,
      destinationCountryId: preAlert.destinationCountryId,
      contents: preAlert.contents,
      remark: preAlert.remark,
      preAlertedAt: preAlert.preAlertedAt,
    }),
  });
  await noteParcel(tx, parcel, now, [{ kind: 'claimed' }]);
}

/**
 * matchMissingParcel: the customer names a tracking number of a parcel held without an owner. When its label
 * carried their support number it is theirs at once; when they pre-alerted it, a claim opens (or the open one
 * gets the proof of purchase they attach) and staff confirm it. Anything else: 'Claim failed, try again'
 * (nothing says whether the parcel exists).
 */
export async function claimParcel(
  ctx: AppContext,
  customerId: number,
  input: { tracking_number: string; files?: string[] | undefined },
  language: Language,
) {
  const trackingNumber = normaliseTrackingNumber(input.tracking_number);
  const proof = await customerFileIds(ctx.db, customerId, input.files ?? []);
  const claimFailed = () => new AppError('rule', 'parcel.claimFailed');
  const shownId = await ctx.db.transaction(async (tx) => {
    const unowned = await findActiveUnclaimedByTracking(tx, trackingNumber, true);
    if (!unowned) throw claimFailed();
    const owned = await findActiveOwnedByTracking(tx, trackingNumber, true);
    const preAlert = owned.find((row) => row.customerId === customerId && row.status === PARCEL_STATUS.preAlerted);
    if (unowned.labelSupportNumber === String(customerId) && owned.length === (preAlert ? 1 : 0)) {
      await handOver(tx, unowned, customerId, preAlert, ctx.clock());
      return unowned.id;
    }
    if (!preAlert) throw claimFailed();
    const claim = await openClaim(tx, unowned, preAlert);
    if (proof.length > 0)
      await updateClaimRow(tx, claim.id, { proofFileIds: [...new Set([...claim.proofFileIds, ...proof])] });
    return preAlert.id;
  });
  return parcelDetail(ctx, customerId, shownId, language);
}

// ── Staff ─────────────────────────────────────────────────────────────────────────────────

/** The parcels with open claims, each with every claim on it, so a conflict of several customers shows whole. */
/** Open claims by parcel, for the warehouses the staff member works in (a conflict when several customers claim one). */
export async function pendingClaims(ctx: AppContext, actor: StaffActor) {
  const parcelIds = await listParcelsWithPendingClaims(ctx.db, 100);
  const [parcelRows, claims] = await Promise.all([
    findParcelsByIds(ctx.db, parcelIds),
    listPendingClaimsOfParcels(ctx.db, parcelIds),
  ]);
  const proofs = new Map(
    (await presentFiles(ctx, [...new Set(claims.flatMap((claim) => claim.proofFileIds))])).map((file) => [
      file.id,
      file,
    ]),
  );
  return parcelIds.flatMap((parcelId) => {
    const parcel = parcelRows.find((row) => row.id === parcelId);
    if (!parcel || !worksIn(actor, parcel.storeId)) return [];
    const onParcel = claims.filter((claim) => claim.parcelId === parcelId);
    return [
      {
        parcel_id: parcel.id,
        tracking_number: parcel.trackingNumber,
        store_id: parcel.storeId,
        status: parcel.status,
        in_stock_at: parcel.inStockAt?.toISOString() ?? null,
        conflict: onParcel.length > 1,
        claims: onParcel.map((claim) => ({
          id: claim.id,
          customer_id: claim.customerId,
          pre_alert_id: claim.preAlertId,
          proof: claim.proofFileIds.flatMap((id) => proofs.get(id) ?? []),
          created_at: claim.createdAt.toISOString(),
        })),
      },
    ];
  });
}

/**
 * Staff decide a claim. Approving hands the parcel over and rejects every other open claim on it; rejecting
 * needs a reason. Each customer decided on is told by mail in their language. The parcel is locked before its
 * claims, so two decisions on one parcel queue and the second finds it owned.
 */
export async function decideClaim(
  ctx: AppContext,
  actor: StaffActor,
  claimId: number,
  input: { approve: boolean; reason?: string | undefined },
) {
  const reason = input.reason?.trim() ?? '';
  if (!input.approve && !reason) throw AppError.field('reason', 'parcelClaim.reasonRequired');
  const first = await findClaim(ctx.db, claimId);
  if (!first) throw new AppError('not_found', 'error.notFound');
  return ctx.db.transaction(async (tx) => {
    const parcel = await findParcelById(tx, first.parcelId, true);
    if (!parcel || !worksIn(actor, parcel.storeId)) throw new AppError('not_found', 'error.notFound');
    const open = await listPendingClaimsOfParcels(tx, [parcel.id], true);
    const claim = open.find((row) => row.id === claimId) ?? (await findClaim(tx, claimId));
    if (!claim) throw new AppError('not_found', 'error.notFound');
    const problem = parcelClaimDecisionProblem(claim, parcel);
    if (problem) throw new AppError('rule', problem);
    const now = ctx.clock();
    const decided = { resolvedByStaffId: actor.staffId, resolvedAt: now };
    await recordStaffAction(
      tx,
      actor,
      input.approve ? 'parcel_claim.approve' : 'parcel_claim.reject',
      { type: 'parcel_claim', id: claim.id },
      { parcel_id: parcel.id, reason },
    );
    if (!input.approve) {
      await updateClaimRow(tx, claim.id, { ...decided, status: 'rejected', reason });
      await tellCustomer(tx, claim, { reason }, now);
      return { id: claim.id, status: 'rejected' as const, parcel_id: parcel.id, rejected_claims: [claim.id] };
    }
    const preAlert = claim.preAlertId === null ? undefined : await findParcelById(tx, claim.preAlertId, true);
    const stillPreAlert =
      preAlert?.customerId === claim.customerId &&
      preAlert.status === PARCEL_STATUS.preAlerted &&
      preAlert.trackingNumber === parcel.trackingNumber
        ? preAlert
        : undefined;
    await handOver(tx, parcel, claim.customerId, stillPreAlert, now);
    await updateClaimRow(tx, claim.id, { ...decided, status: 'approved', reason });
    await tellCustomer(tx, claim, null, now);
    const others = open.filter((row) => row.id !== claim.id);
    for (const other of others) {
      const contact = await findCustomerContact(tx, other.customerId);
      const otherReason = translate(languageOf(contact?.language), 'parcelClaim.otherApproved');
      await updateClaimRow(tx, other.id, { ...decided, status: 'rejected', reason: otherReason });
      await tellCustomer(tx, other, { reason: otherReason }, now);
    }
    return {
      id: claim.id,
      status: 'approved' as const,
      parcel_id: parcel.id,
      rejected_claims: others.map((other) => other.id),
    };
  });
}

function languageOf(value: string | undefined): Language {
  return isLanguage(value) ? value : 'cn';
}

/** Mails the outcome of a claim to its customer (in the same transaction: sent only if the decision commits). */
async function tellCustomer(tx: Database, claim: ParcelClaimRow, rejection: { reason: string } | null, now: Date) {
  const contact = await findCustomerContact(tx, claim.customerId);
  if (!contact) return;
  const language = languageOf(contact.language);
  const tracking = claim.trackingNumber;
  await sendAccountMail(
    tx,
    {
      to: contact.email,
      customerId: claim.customerId,
      language,
      kind: rejection ? 'parcel_claim_rejected' : 'parcel_claim_approved',
      params: { tracking, reason: rejection?.reason },
    },
    now,
  );
}
