import {
  centimetresText,
  currencyById,
  formatMajor,
  kilogramsText,
  type Language,
  money,
  type StaffWeightDispute,
} from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { storesToList, worksIn } from '../staff-accounts/index.js';
import { presentDisputes } from './disputes.js';
import { presentWeighings } from './evidence.js';
import { findDisputeForStaff, findWeighings, openDisputeQueue, type StaffDisputeRow } from './queries.js';

/** The most disputes the queue shows at once: a warehouse with more has a bigger problem than a long list. */
const QUEUE_LIMIT = 200;

function sizeText(length: number | null, width: number | null, height: number | null): string | null {
  if (length === null || width === null || height === null) return null;
  return `${centimetresText(length)} × ${centimetresText(width)} × ${centimetresText(height)} cm`;
}

async function present(ctx: AppContext, rows: StaffDisputeRow[], language: Language): Promise<StaffWeightDispute[]> {
  const disputes = rows.map((row) => row.dispute);
  const [views, disputed] = await Promise.all([
    presentDisputes(ctx, disputes, language),
    findWeighings(
      ctx.db,
      disputes.flatMap((dispute) => (dispute.weighingId === null ? [] : [dispute.weighingId])),
    ).then((weighings) => presentWeighings(ctx, weighings)),
  ]);
  const now = ctx.clock().getTime();
  return rows.map((row, index) => {
    const view = views[index];
    if (!view) throw new Error('dispute view missing');
    const { dispute } = row;
    const onWaybill = dispute.waybillId !== null;
    const currency = row.waybillCurrencyId === null ? undefined : currencyById(row.waybillCurrencyId)?.code;
    const grams = onWaybill ? row.packedGrams : row.parcelGrams;
    return {
      ...view,
      store_id: dispute.storeId,
      customer_id: dispute.customerId,
      reference: (onWaybill ? row.shipmentNo : row.trackingNumber) ?? String(dispute.waybillId ?? dispute.parcelId),
      overdue: dispute.status === 'open' && dispute.dueAt.getTime() < now,
      disputed: disputed.find((weighing) => weighing.id === dispute.weighingId) ?? null,
      current: {
        weight: grams === null ? null : kilogramsText(grams),
        size: onWaybill
          ? sizeText(row.packedLengthMm, row.packedWidthMm, row.packedHeightMm)
          : sizeText(row.parcelLengthMm, row.parcelWidthMm, row.parcelHeightMm),
        total: row.waybillTotal === null || !currency ? null : formatMajor(money(row.waybillTotal, currency)),
      },
    };
  });
}

/** Open disputes of the staff member's warehouses, the one due first on top. */
export async function staffDisputeQueue(
  ctx: AppContext,
  actor: StaffActor,
  storeId: number | undefined,
  language: Language,
): Promise<StaffWeightDispute[]> {
  const stores = storesToList(actor, storeId);
  if (stores !== undefined && stores.length === 0) return [];
  return present(ctx, await openDisputeQueue(ctx.db, stores, QUEUE_LIMIT), language);
}

/** One dispute, open or decided, of the staff member's warehouses (another warehouse's is a 404). */
export async function staffDispute(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  language: Language,
): Promise<StaffWeightDispute> {
  const row = await findDisputeForStaff(ctx.db, id);
  if (!row || !worksIn(actor, row.dispute.storeId)) throw new AppError('not_found', 'error.notFound');
  const [view] = await present(ctx, [row], language);
  if (!view) throw new Error('dispute view missing');
  return view;
}
