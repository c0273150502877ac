import { type Language, PARCEL_STATUS, translate } from '@parcelway/domain';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { serviceName, statusText } from './presenters.js';
import { listExtraServiceEntries } from './queries/extra-services.js';
import { findCustomerParcels } from './queries/parcels.js';
import { parcelsInOpenReturns } from './queries/returns.js';

type ExtraServiceEntryRows = Awaited<ReturnType<typeof listExtraServiceEntries>>;

export interface SubmissionBlocker {
  parcel_id: number;
  tracking_number: string;
  reasons: { code: 'not_in_stock' | 'extra_services' | 'return_pending'; message: string }[];
  services: { id: number; name: string }[];
}

/**
 * Why parcels cannot go into a shipment yet: not in stock, unfinished extra services (SPEC §4: they must
 * wait), or a return in progress. Parcels with no reason are left out; unknown ids are 404.
 */
export async function submissionBlockers(
  ctx: AppContext,
  customerId: number,
  parcelIds: number[],
  language: Language,
): Promise<SubmissionBlocker[]> {
  const rows = await findCustomerParcels(ctx.db, customerId, parcelIds);
  if (rows.length !== new Set(parcelIds).size) throw new AppError('not_found', 'error.notFound');
  const [pending, returns] = await Promise.all([
    listExtraServiceEntries(ctx.db, parcelIds, 'pending'),
    parcelsInOpenReturns(ctx.db, parcelIds),
  ]);
  return blockersOf(rows, pending, returns, language);
}

/** The blockers of parcels already read with their extra-service entries and open returns. */
export function blockersOf(
  rows: ParcelRow[],
  entries: ExtraServiceEntryRows,
  returns: { parcelId: number }[],
  language: Language,
): SubmissionBlocker[] {
  const pending = entries.filter(({ entry }) => entry.status === 'pending');
  const returning = new Set(returns.map((row) => row.parcelId));
  return rows.flatMap((row) => {
    const tracking = row.trackingNumber;
    const services = pending.filter(({ entry }) => entry.parcelId === row.id);
    const reasons: SubmissionBlocker['reasons'] = [];
    if (row.status !== PARCEL_STATUS.inStock)
      reasons.push({
        code: 'not_in_stock',
        message: translate(language, 'parcel.notInStock', { tracking, status: statusText(language, row.status) }),
      });
    if (services.length > 0)
      reasons.push({
        code: 'extra_services',
        message: translate(language, 'parcel.waitForExtraServices', { tracking }),
      });
    if (returning.has(row.id))
      reasons.push({ code: 'return_pending', message: translate(language, 'parcel.returnPending', { tracking }) });
    if (reasons.length === 0) return [];
    return [
      {
        parcel_id: row.id,
        tracking_number: tracking,
        reasons,
        services: services.map(({ entry, service }) => ({ id: entry.id, name: serviceName(language, service.code) })),
      },
    ];
  });
}

/** getForceExtraService: whether the chosen parcels can go on to a shipment, and which must wait for what. */
export async function forcedWaits(ctx: AppContext, customerId: number, parcelIds: number[], language: Language) {
  const waiting = await submissionBlockers(ctx, customerId, parcelIds, language);
  return { can_submit: waiting.length === 0, waiting };
}
