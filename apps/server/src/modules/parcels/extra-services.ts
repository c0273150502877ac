import { type ExtraServiceEntry, type Language, PARCEL_STATUS } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { parcelDetail, presentExtraServices } from './detail.js';
import { noteParcel } from './moves.js';
import { insertExtraServiceEntries, listExtraServiceEntries } from './queries/extra-services.js';
import { listParcels, updateParcelRow } from './queries/parcels.js';
import { extraServiceRows, requireOwnedParcel, resolveWarehouse } from './service.js';

const SERVICE_STATUSES: readonly number[] = [PARCEL_STATUS.preAlerted, PARCEL_STATUS.received, PARCEL_STATUS.inStock];

/** updateParcel: the customer's remark and new extra-service requests on one parcel, in one transaction. */
export async function updateParcel(
  ctx: AppContext,
  customerId: number,
  input: { id: number; remark?: string | undefined; extra_services?: ExtraServiceEntry[] | undefined },
  language: Language,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedParcel(tx, customerId, input.id, true);
    if (input.extra_services && input.extra_services.length > 0) {
      if (!SERVICE_STATUSES.includes(row.status)) throw new AppError('rule', 'extraService.parcelNotAtWarehouse');
      const warehouse = await resolveWarehouse(tx, customerId, row.storeId);
      const pending = await listExtraServiceEntries(tx, [row.id], 'pending');
      const requests = await extraServiceRows(tx, customerId, warehouse, input.extra_services, language, {
        pendingServiceIds: pending.map(({ entry }) => entry.extraServiceId),
        trackingNumber: row.trackingNumber,
      });
      await insertExtraServiceEntries(
        tx,
        requests.map(({ serviceCode: _code, ...request }) => ({ ...request, parcelId: row.id })),
      );
      const now = ctx.clock();
      await noteParcel(
        tx,
        row,
        now,
        requests.map((request) => ({ kind: 'service_requested', details: { service: request.serviceCode } })),
      );
    }
    if (input.remark !== undefined) await updateParcelRow(tx, row.id, { remark: input.remark });
  });
  return parcelDetail(ctx, customerId, input.id, language);
}

/** parcelExtraServiceList: the extra services of one parcel, or of all the customer's parcels in one state. */
export async function extraServiceList(
  ctx: AppContext,
  customerId: number,
  query: { parcel_id?: number | undefined },
  language: Language,
) {
  if (query.parcel_id !== undefined) {
    await requireOwnedParcel(ctx.db, customerId, query.parcel_id);
    return presentExtraServices(ctx, [query.parcel_id], language);
  }
  const { rows } = await listParcels(ctx.db, { customerId, statuses: SERVICE_STATUSES }, { limit: 100, offset: 0 });
  return presentExtraServices(
    ctx,
    rows.map((row) => row.id),
    language,
  );
}
