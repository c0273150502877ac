import {
  type CurrencyCode,
  formatMajor,
  isCurrencyCode,
  isMessageKey,
  isParcelStatus,
  type Language,
  type LocalisedNames,
  localName,
  money,
  PARCEL_STATUS,
  parcelMeasurements,
  parcelStatusName,
  storagePeriod,
  translate,
} from '@parcelway/domain';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { presentFiles, shownFileId, signedFileUrl } from '../files/index.js';
import { warehouseRows } from '../reference/index.js';
import { findCourierCompanies, findShipmentNumbers } from './queries/catalogue.js';
import { preAlertsWithPendingClaims } from './queries/claims.js';
import { countPendingExtraServices, type listExtraServiceEntries } from './queries/extra-services.js';
import { listImages } from './queries/history.js';
import type { ParcelSummaryRow, SummaryParcel } from './queries/summaries.js';

/** A row named in the three languages; its name is picked with the domain's localName. */
export type Named = LocalisedNames;

export function statusText(language: Language, status: number): string {
  return isParcelStatus(status) ? translate(language, `parcelStatus.${parcelStatusName(status)}`) : String(status);
}

/** The text of a catalogue key, or the code itself for a row added without one (e.g. by staff). */
export function serviceName(language: Language, code: string): string {
  const key = `extraService.${code}.name`;
  return isMessageKey(key) ? translate(language, key) : code;
}

export function amountOf(minor: number, currencyCode: string): string {
  return isCurrencyCode(currencyCode) ? formatMajor(money(minor, currencyCode as CurrencyCode)) : String(minor);
}

/** What a list of parcels needs besides the rows: warehouse and courier names, first photos, pending services. */
export interface SummaryLookups {
  warehouses: Map<number, Named>;
  couriers: Map<number, Named>;
  thumbnails: Map<number, string>;
  imageCounts: Map<number, number>;
  pendingServices: Map<number, number>;
  shipments: Map<number, string>;
  /** Pre-alerts whose parcel arrived without an owner and waits for staff to confirm it is theirs. */
  beingConfirmed: Set<number>;
}

/** A parcel's photos as `listImages` reads them; a caller that has them already passes them in. */
export type ParcelImageRows = Awaited<ReturnType<typeof listImages>>;
export type ExtraServiceEntryRows = Awaited<ReturnType<typeof listExtraServiceEntries>>;

/** countPendingExtraServices's answer, from entries already read. */
function pendingCountsOf(entries: ExtraServiceEntryRows) {
  const counts = new Map<number, number>();
  for (const { entry } of entries) {
    if (entry.status === 'pending') counts.set(entry.parcelId, (counts.get(entry.parcelId) ?? 0) + 1);
  }
  return [...counts].map(([parcelId, value]) => ({ parcelId, value }));
}

export async function summaryLookups(
  ctx: AppContext,
  rows: ParcelRow[],
  loaded: { images?: ParcelImageRows; entries?: ExtraServiceEntryRows } = {},
): Promise<SummaryLookups> {
  const ids = rows.map((row) => row.id);
  const courierIds = [...new Set(rows.flatMap((row) => (row.courierCompanyId ? [row.courierCompanyId] : [])))];
  const waybillIds = [...new Set(rows.flatMap((row) => (row.waybillId ? [row.waybillId] : [])))];
  const preAlertIds = rows.flatMap((row) => (row.status === PARCEL_STATUS.preAlerted ? [row.id] : []));
  const [warehouseList, courierRows, images, pending, shipments, beingConfirmed] = await Promise.all([
    warehouseRows(ctx.db),
    findCourierCompanies(ctx.db, courierIds),
    loaded.images ?? listImages(ctx.db, ids),
    loaded.entries ? pendingCountsOf(loaded.entries) : countPendingExtraServices(ctx.db, ids),
    findShipmentNumbers(ctx.db, waybillIds),
    preAlertsWithPendingClaims(ctx.db, preAlertIds),
  ]);
  const firstImage = new Map<number, string>();
  const imageCounts = new Map<number, number>();
  for (const image of images) {
    if (!firstImage.has(image.parcelId)) firstImage.set(image.parcelId, shownFileId(image));
    imageCounts.set(image.parcelId, (imageCounts.get(image.parcelId) ?? 0) + 1);
  }
  const thumbnailFiles = await presentFiles(ctx, [...firstImage.values()]);
  const urlByFile = new Map(thumbnailFiles.map((file) => [file.id, file.url]));
  return {
    warehouses: new Map(warehouseList.map((row) => [row.storeId, row])),
    couriers: new Map(courierRows.map((row) => [row.id, row])),
    thumbnails: new Map(
      [...firstImage.entries()].flatMap(([parcelId, fileId]) => {
        const url = urlByFile.get(fileId);
        return url ? [[parcelId, url] as const] : [];
      }),
    ),
    imageCounts,
    pendingServices: new Map(pending.map((row) => [row.parcelId, row.value])),
    shipments: new Map(shipments.map((row) => [row.id, row.shipmentNo ?? String(row.id)])),
    beingConfirmed,
  };
}

/**
 * The lookups of a page read by listParcelSummaries, which carries them on its rows: no further statement but the
 * warehouses, which are cached.
 */
export async function summaryLookupsOfRows(ctx: AppContext, rows: ParcelSummaryRow[]): Promise<SummaryLookups> {
  const warehouseList = await warehouseRows(ctx.db);
  const lookups: SummaryLookups = {
    warehouses: new Map(warehouseList.map((row) => [row.storeId, row])),
    couriers: new Map(),
    thumbnails: new Map(),
    imageCounts: new Map(),
    pendingServices: new Map(),
    shipments: new Map(),
    beingConfirmed: new Set(),
  };
  for (const row of rows) {
    if (row.courier && row.courierCompanyId) lookups.couriers.set(row.courierCompanyId, row.courier);
    if (row.firstImageFileId) lookups.thumbnails.set(row.id, signedFileUrl(ctx, row.firstImageFileId));
    lookups.imageCounts.set(row.id, row.imageCount);
    lookups.pendingServices.set(row.id, row.pendingExtraServices);
    if (row.waybillId !== null) lookups.shipments.set(row.waybillId, row.shipmentNo ?? String(row.waybillId));
    if (row.beingConfirmed) lookups.beingConfirmed.add(row.id);
  }
  return lookups;
}

/** A page of listParcelSummaries as the lists show it. */
export async function pageSummaries(ctx: AppContext, language: Language, rows: ParcelSummaryRow[]) {
  const lookups = await summaryLookupsOfRows(ctx, rows);
  return rows.map((row) => parcelSummary(ctx, language, row, lookups));
}

/** Free-storage countdown of a parcel in stock (null before it is, and after it has left). */
export function storageOf(row: Pick<ParcelRow, 'inStockAt' | 'status'>, now: Date) {
  if (!row.inStockAt || row.status !== PARCEL_STATUS.inStock) return null;
  const period = storagePeriod(row.inStockAt, now);
  return {
    days: period.days,
    free_days: period.freeDays,
    free_days_left: period.freeDaysLeft,
    free_until: period.freeUntil.toISOString(),
    overdue: period.overdue,
  };
}

/** A parcel as the lists show it. */
export function parcelSummary(ctx: AppContext, language: Language, row: SummaryParcel, lookups: SummaryLookups) {
  const warehouse = lookups.warehouses.get(row.storeId);
  const courier = row.courierCompanyId ? lookups.couriers.get(row.courierCompanyId) : undefined;
  const beingConfirmed = lookups.beingConfirmed.has(row.id);
  return {
    id: row.id,
    tracking_number: row.trackingNumber,
    status: row.status,
    status_name: beingConfirmed ? translate(language, 'parcelStatus.beingConfirmed') : statusText(language, row.status),
    /** The warehouse holds a parcel under this number and staff are confirming it is this customer's. */
    being_confirmed: beingConfirmed,
    is_pre_alert: row.status === PARCEL_STATUS.preAlerted,
    store_id: row.storeId,
    warehouse_name: warehouse ? localName(language, warehouse) : '',
    courier_company:
      courier && row.courierCompanyId ? { id: row.courierCompanyId, name: localName(language, courier) } : null,
    contents: row.contents,
    remark: row.remark,
    pre_alerted_at: row.preAlertedAt?.toISOString() ?? null,
    inbound_time: row.inStockAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    storage: storageOf(row, ctx.clock()),
    thumbnail: lookups.thumbnails.get(row.id) ?? null,
    image_count: lookups.imageCounts.get(row.id) ?? 0,
    pending_extra_services: lookups.pendingServices.get(row.id) ?? 0,
    shipment:
      row.waybillId === null
        ? null
        : { id: row.waybillId, shipment_id: lookups.shipments.get(row.waybillId) ?? String(row.waybillId) },
    ...parcelMeasurements(row),
  };
}

export type ParcelSummary = ReturnType<typeof parcelSummary>;

export async function parcelSummaries(ctx: AppContext, language: Language, rows: ParcelRow[]) {
  const lookups = await summaryLookups(ctx, rows);
  return rows.map((row) => parcelSummary(ctx, language, row, lookups));
}
