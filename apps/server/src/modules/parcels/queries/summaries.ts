import { PARCEL_STATUS } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedVariants } from '../../../db/prepared.js';
import {
  courierCompanies,
  type ParcelRow,
  parcelClaims,
  parcelExtraServices,
  parcelImages,
  parcels,
  waybills,
} from '../../../db/schema/index.js';
import {
  countParcels,
  type ParcelListFilter,
  type ParcelListShape,
  parcelListPlaceholders,
  parcelListShape,
  parcelListValues,
} from './parcels.js';

/** What a list shows of a parcel besides its own columns, read in the same statement as the page. */
export interface ParcelSummaryExtras {
  firstImageFileId: string | null;
  imageCount: number;
  pendingExtraServices: number;
  shipmentNo: string | null;
  courier: { nameEn: string; nameCn: string; nameTw: string } | null;
  beingConfirmed: boolean;
}

export type ParcelSummaryRow = ParcelRow & ParcelSummaryExtras;

/**
 * A page of the customer's parcels with their first photo, photo count, pending extra services, courier,
 * shipment number and open claim, and how many match in all — one statement (the total is a window count,
 * computed before the page is cut). Only a page past the end, which has no row to carry the total, counts again.
 */
const summaryPage = preparedVariants('parcel_summaries', (db, name, shape: ParcelListShape) =>
  db
    .select({
      parcel: parcels,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      firstImageFileId: sql<
        string | null
      >`(select coalesce(${parcelImages.phoneFileId}, ${parcelImages.fileId}) from ${parcelImages}
          where ${parcelImages.parcelId} = ${parcels.id} order by ${parcelImages.id} limit 1)`,
      imageCount: sql<number>`(select count(*) from ${parcelImages}
          where ${parcelImages.parcelId} = ${parcels.id})`.mapWith(Number),
      pendingExtraServices: sql<number>`(select count(*) from ${parcelExtraServices}
          where ${parcelExtraServices.parcelId} = ${parcels.id} and ${parcelExtraServices.status} = 'pending')`.mapWith(
        Number,
      ),
      shipmentNo: sql<string | null>`(select ${waybills.shipmentNo} from ${waybills}
          where ${waybills.id} = ${parcels.waybillId})`,
      courierEn: courierCompanies.nameEn,
      courierCn: courierCompanies.nameCn,
      courierTw: courierCompanies.nameTw,
      beingConfirmed: sql<boolean>`${parcels.status} = ${PARCEL_STATUS.preAlerted} and exists (select 1 from ${parcelClaims}
          where ${parcelClaims.preAlertId} = ${parcels.id} and ${parcelClaims.status} = 'pending')`,
    })
    .from(parcels)
    .leftJoin(courierCompanies, sql`${courierCompanies.id} = ${parcels.courierCompanyId}`)
    .where(parcelListPlaceholders(shape))
    .orderBy(sql`${parcels.id} desc`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export async function listParcelSummaries(
  db: Database,
  filter: ParcelListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ParcelSummaryRow[]; total: number }> {
  const found = await summaryPage(db, parcelListShape(filter)).execute({ ...parcelListValues(filter), ...page });
  // The extras are added to the parcel drizzle built for this row rather than copied with it into a new object: a
  // spread copies every column of every row again.
  const rows: ParcelSummaryRow[] = found.map((row) =>
    Object.assign(row.parcel, {
      firstImageFileId: row.firstImageFileId,
      imageCount: row.imageCount,
      pendingExtraServices: row.pendingExtraServices,
      shipmentNo: row.shipmentNo,
      courier:
        row.courierEn === null || row.courierCn === null || row.courierTw === null
          ? null
          : { nameEn: row.courierEn, nameCn: row.courierCn, nameTw: row.courierTw },
      beingConfirmed: row.beingConfirmed === true,
    }),
  );
  const total = found[0]?.total ?? (page.offset > 0 ? await countParcels(db, filter) : 0);
  return { rows, total };
}
