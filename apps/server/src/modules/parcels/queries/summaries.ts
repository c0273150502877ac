import { PARCEL_STATUS } from '@parcelway/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { pageLimit, preparedVariants, writtenLimit } from '../../../db/prepared.js';
import {
  courierCompanies,
  type ParcelRow,
  parcelClaims,
  parcelExtraServices,
  parcelImages,
  parcels,
  waybills,
} from '../../../db/schema/index.js';
import { maintainedTotal, readCustomerCounts } from '../../status-counts/index.js';
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

/**
 * The parcel columns a summary shows (parcelSummary's `SummaryParcel`): reading every column of `parcels` cost each
 * page's rows the decoding and mapping of twice as many values, none of them shown.
 */
const summaryColumns = {
  id: parcels.id,
  trackingNumber: parcels.trackingNumber,
  status: parcels.status,
  storeId: parcels.storeId,
  courierCompanyId: parcels.courierCompanyId,
  waybillId: parcels.waybillId,
  contents: parcels.contents,
  remark: parcels.remark,
  weightGrams: parcels.weightGrams,
  lengthMm: parcels.lengthMm,
  widthMm: parcels.widthMm,
  heightMm: parcels.heightMm,
  preAlertedAt: parcels.preAlertedAt,
  inStockAt: parcels.inStockAt,
  createdAt: parcels.createdAt,
} satisfies { [K in keyof ParcelRow]?: (typeof parcels)[K] };

export type SummaryParcel = Pick<ParcelRow, keyof typeof summaryColumns>;
export type ParcelSummaryRow = SummaryParcel & ParcelSummaryExtras;

/**
 * A summary page's shape: its filter's, whether it follows a cursor, where its total comes from, whether it skips
 * rows, and its LIMIT when written into the text. A page that skips none (the first, or one after a cursor) has no
 * OFFSET, and a page of a size the apps ask for has its LIMIT written in: with `offset $n` or `limit $n` PostgreSQL's
 * generic plan assumes a tenth of the rows skipped or wanted, looks dearer than each request's own plan, and so the
 * statement was planned afresh on every request (0.4-0.7 ms of PostgreSQL's CPU against 0.2 ms to run it).
 */
type SummaryShape = ParcelListShape & { cursor: boolean; maintained: boolean; offset: boolean; limit: number | false };

/**
 * A page of the customer's parcels with their first photo, photo count, pending extra services, courier,
 * shipment number and open claim, and how many match in all — one statement. A filter by state alone takes its
 * total from the maintained counts (a few rows), so the page visits only the rows it shows (and one more, to know
 * whether there are more); a search or the pre-alert lists count their matches (a window count: a tracking number's
 * prefix finds few on its index). Only a page past the end, which has no row to carry the total, counts apart.
 */
const summaryPage = preparedVariants('parcel_summaries', (db, name, shape: SummaryShape) => {
  const page = db
    .select({
      ...summaryColumns,
      total: shape.maintained
        ? maintainedTotal('parcel', shape.statuses || shape.oneStatus)
        : sql<number>`count(*) over ()`.mapWith(Number),
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
    .where(
      shape.cursor
        ? and(parcelListPlaceholders(shape), lt(parcels.id, sql.placeholder('cursor')))
        : parcelListPlaceholders(shape),
    )
    .orderBy(sql`${parcels.id} desc`)
    .limit(pageLimit(shape.limit))
    .$dynamic();
  return (shape.offset ? page.offset(sql.placeholder('offset')) : page).prepare(name);
});

/** A page: by `offset` (SPEC §7's page), or after the id `cursor` (the last row of the page before it). */
export interface PageWindow {
  limit: number;
  offset: number;
  cursor?: number | undefined;
}

/**
 * Whether a filter's total may come from the maintained counts: by state alone (no search, every origin; or only
 * pre-alerts still waiting, which every waiting row is: a parcel received unannounced starts past that state).
 */
function countedByState(filter: ParcelListFilter) {
  if (filter.trackingPrefix) return false;
  if (!filter.preAlertsOnly) return true;
  return filter.statuses?.length === 1 && filter.statuses[0] === PARCEL_STATUS.preAlerted;
}

export async function listParcelSummaries(
  db: Database,
  filter: ParcelListFilter,
  page: PageWindow,
): Promise<{ rows: ParcelSummaryRow[]; total: number; nextCursor: number | null }> {
  const maintained = countedByState(filter);
  const cursor = page.cursor !== undefined;
  const offset = cursor ? 0 : page.offset;
  const shape = {
    ...parcelListShape(filter),
    cursor,
    maintained,
    offset: offset > 0,
    limit: writtenLimit(page.limit + 1),
  };
  const found = await summaryPage(db, shape).execute({
    ...parcelListValues(filter),
    statusNames: (filter.statuses ?? []).map(String),
    cursor: page.cursor ?? 0,
    limit: page.limit + 1,
    offset,
  });
  const more = found.length > page.limit;
  const shown = more ? found.slice(0, page.limit) : found;
  // drizzle's row is the summary's: only its courier's three names are put together.
  const rows: ParcelSummaryRow[] = shown.map((row) =>
    Object.assign(row, {
      courier:
        row.courierEn === null || row.courierCn === null || row.courierTw === null
          ? null
          : { nameEn: row.courierEn, nameCn: row.courierCn, nameTw: row.courierTw },
      beingConfirmed: row.beingConfirmed === true,
    }),
  );
  const total =
    found[0]?.total ??
    (page.offset > 0 || cursor ? await (maintained ? maintainedCount(db, filter) : countParcels(db, filter)) : 0);
  return { rows, total, nextCursor: more ? (rows.at(-1)?.id ?? null) : null };
}

async function maintainedCount(db: Database, filter: ParcelListFilter) {
  const counts = await readCustomerCounts(db, filter.customerId, 'parcel');
  const wanted = filter.statuses ? new Set(filter.statuses.map(String)) : undefined;
  return counts.reduce((sum, row) => (wanted && !wanted.has(row.status) ? sum : sum + row.value), 0);
}

/** The line a parcel's waybill ships on (undefined for no such waybill): the parcel's page names it. */
export async function lineIdOfWaybill(db: Database, waybillId: number): Promise<number | undefined> {
  const [row] = await db.select({ lineId: waybills.lineId }).from(waybills).where(eq(waybills.id, waybillId)).limit(1);
  return row?.lineId ?? undefined;
}
