import {
  centimetresToMm,
  kilogramsToGrams,
  type Language,
  type ReweighInput,
  type WeightDispute,
  type WeightDisputeInput,
} from '@parcelway/domain';
import type { WeightDisputeRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds } from '../files/index.js';
import { confirmParcelDispute, fileParcelDispute, reweighParcelDispute } from '../parcels/index.js';
import { confirmWaybillDispute, fileWaybillDispute, reweighWaybillDispute } from '../waybills/index.js';
import { findDisputeById, presentDisputes, staffDispute } from '../weighing/index.js';

/** What the customer measured, in grams and millimetres, for the subject disputed only. */
function claimedOf(input: WeightDisputeInput) {
  if (input.subject === 'weight') return { grams: kilogramsToGrams(input.weight ?? 0) };
  return {
    lengthMm: centimetresToMm(input.length ?? 0),
    widthMm: centimetresToMm(input.width ?? 0),
    heightMm: centimetresToMm(input.height ?? 0),
  };
}

async function presentOne(ctx: AppContext, row: WeightDisputeRow, language: Language): Promise<WeightDispute> {
  const [view] = await presentDisputes(ctx, [row], language);
  if (!view) throw new Error('dispute view missing');
  return view;
}

/**
 * disputeWeight: the customer disputes a shipment's packed weight or size (and its payment is held), or a parcel's
 * check-in figures; another customer's shipment or parcel is a 404.
 */
export async function fileWeightDispute(
  ctx: AppContext,
  customerId: number,
  input: WeightDisputeInput,
  language: Language,
): Promise<WeightDispute> {
  const [photo = null] = input.photo ? await customerFileIds(ctx.db, customerId, [input.photo], 'photo') : [];
  const claimed = claimedOf(input);
  const { shipmentId, parcelId } = input;
  const row =
    shipmentId !== undefined
      ? await fileWaybillDispute(ctx, customerId, { ...input, shipmentId }, claimed, photo)
      : parcelId !== undefined
        ? await fileParcelDispute(ctx, customerId, { ...input, parcelId }, claimed, photo)
        : undefined;
  if (!row) throw AppError.field('shipmentId', 'weightDispute.oneTarget');
  return presentOne(ctx, row, language);
}

/** Which flow decides a dispute: its shipment's or its parcel's (an unknown id is a 404). */
async function subjectOf(ctx: AppContext, id: number): Promise<'waybill' | 'parcel'> {
  const dispute = await findDisputeById(ctx.db, id);
  if (!dispute) throw new AppError('not_found', 'error.notFound');
  return dispute.waybillId !== null ? 'waybill' : 'parcel';
}

/** Staff weigh again: a shipment is priced again (and refunded if paid), a parcel's record corrected. */
export async function reweighDispute(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  input: ReweighInput,
  language: Language,
) {
  if ((await subjectOf(ctx, id)) === 'waybill') await reweighWaybillDispute(ctx, actor, id, input);
  else await reweighParcelDispute(ctx, actor, id, input);
  return staffDispute(ctx, actor, id, language);
}

/** Staff keep the recorded figures, with the reason the customer is told. */
export async function confirmDispute(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  input: { reason: string },
  language: Language,
) {
  if ((await subjectOf(ctx, id)) === 'waybill') await confirmWaybillDispute(ctx, actor, id, input);
  else await confirmParcelDispute(ctx, actor, id, input);
  return staffDispute(ctx, actor, id, language);
}
