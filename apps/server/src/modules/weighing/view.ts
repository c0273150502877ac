import type { DisputeTarget, Language, WeightEvidence } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { disputeWindow, latestDisputeOf, presentDisputes, warehouseTimeZone } from './disputes.js';
import { presentWeighings, weighingsOf } from './evidence.js';
import type { WeighedSubject } from './queries.js';

/**
 * What parcel and waybill detail show of the weight: every weighing with its photos, readings and rounding, the
 * latest dispute, and whether (and until when) one may be filed.
 */
export async function weightEvidence(
  ctx: AppContext,
  subject: WeighedSubject,
  target: DisputeTarget,
  storeId: number,
  language: Language,
): Promise<WeightEvidence> {
  const [rows, latest, timeZone] = await Promise.all([
    weighingsOf(ctx.db, subject),
    latestDisputeOf(ctx.db, subject),
    warehouseTimeZone(ctx.db, storeId),
  ]);
  const [weighings, disputes, window] = await Promise.all([
    presentWeighings(ctx, rows),
    latest ? presentDisputes(ctx, [latest], language) : Promise.resolve([]),
    disputeWindow(ctx.db, subject, target, ctx.clock(), timeZone, language, latest ?? null),
  ]);
  return { weighings, dispute: disputes[0] ?? null, dispute_window: window };
}
