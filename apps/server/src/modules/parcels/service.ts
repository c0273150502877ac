import {
  type CurrencyCode,
  type DeclarationItem,
  type ExtraServiceEntry,
  extraServiceEntryProblem,
  isCurrencyCode,
  type Language,
  localName,
  type MessageKey,
  normaliseTrackingNumber,
  PARCEL_STATUS,
  PARCEL_TAB_NAMES,
  PARCEL_TABS,
  type ParcelTab,
  parseMajor,
  splitFileList,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';
import { cursorPageOf, type PaginationQuery } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { extraServicesAt } from '../catalogue/index.js';
import { customerFileIds } from '../files/index.js';
import { readCustomerCounts } from '../status-counts/index.js';
import { type Named, pageSummaries, serviceName } from './presenters.js';
import { findCustomerStore, findWarehouseWithCurrency } from './queries/catalogue.js';
import type { DeclarationItemRow } from './queries/declarations.js';
import { findCustomerParcel } from './queries/parcels.js';
import { listParcelSummaries } from './queries/summaries.js';

/** One of the customer's parcels; another customer's is as unknown as a missing one (DESIGN §7). */
export async function requireOwnedParcel(db: Database, customerId: number, id: number, lock = false) {
  const row = await findCustomerParcel(db, customerId, id, lock);
  if (!row) throw new AppError('not_found', 'error.notFound');
  return row;
}

/** The warehouse asked for, else the customer's own, with its currency. */
export async function resolveWarehouse(db: Database, customerId: number, storeId: number | undefined) {
  const id = storeId ?? (await findCustomerStore(db, customerId))?.storeId;
  const found = id === undefined ? undefined : await findWarehouseWithCurrency(db, id);
  if (!found || !isCurrencyCode(found.currencyCode)) throw AppError.field('store_id', 'parcel.unknownWarehouse');
  return { currency: found.currencyCode as CurrencyCode, ...found.warehouse };
}

/** Declaration items as stored: amounts in minor units of the warehouse currency (JPY has no decimals). */
export function declarationRows(
  items: DeclarationItem[],
  currency: CurrencyCode,
  field = 'items',
): DeclarationItemRow[] {
  return items.map((item, index) => {
    let totalAmount: number;
    try {
      totalAmount = parseMajor(item.total_amount, currency).minor;
    } catch {
      throw new AppError('invalid', 'declaration.amountWhole', {
        params: { currency },
        fields: { [`${field}.${index}.total_amount`]: 'declaration.amountWhole' },
      });
    }
    return {
      name: item.name,
      quantity: item.quantity,
      totalAmount,
      productType: item.product_type,
      attributes: item.attributes,
    };
  });
}

function fieldError(kind: 'invalid' | 'conflict' | 'rule', key: MessageKey, field: string, params = {}) {
  return new AppError(kind, key, { params, fields: { [field]: key } });
}

/**
 * Extra-service requests made ready to store on a parcel of a warehouse: the service must be a parcel
 * service the warehouse offers, with the remark and picture it asks for, pictures the customer uploaded,
 * and no service asked twice (nor again while `pendingServiceIds` still waits). Priced as asked.
 */
export async function extraServiceRows(
  db: Database,
  customerId: number,
  warehouse: Named & { storeId: number },
  entries: ExtraServiceEntry[],
  language: Language,
  options: { field?: string; pendingServiceIds?: number[]; trackingNumber?: string } = {},
) {
  const field = options.field ?? 'extra_services';
  const services = await extraServicesAt(
    db,
    warehouse.storeId,
    entries.map((entry) => entry.extra_service_id),
  );
  const byId = new Map(services.map((row) => [row.service.id, row]));
  const seen = new Set<number>(options.pendingServiceIds ?? []);
  const rows = [];
  for (const [index, entry] of entries.entries()) {
    const at = `${field}.${index}`;
    const found = byId.get(entry.extra_service_id);
    const name = found ? serviceName(language, found.service.code) : `#${entry.extra_service_id}`;
    if (!found || found.price === null || found.currencyId === null)
      throw fieldError('invalid', 'extraService.notOffered', `${at}.extra_service_id`, {
        warehouse: localName(language, warehouse),
        service: name,
      });
    if (found.service.scope !== 'parcel')
      throw fieldError('invalid', 'extraService.shipmentOnly', `${at}.extra_service_id`, { service: name });
    if (seen.has(found.service.id))
      throw fieldError('conflict', 'extraService.alreadyRequested', `${at}.extra_service_id`, {
        service: name,
        tracking: options.trackingNumber ?? '',
      });
    seen.add(found.service.id);
    const problem = extraServiceEntryProblem(found.service, entry);
    if (problem) throw fieldError('invalid', problem.message, `${at}.${problem.field}`);
    const fileIds = await customerFileIds(db, customerId, splitFileList(entry.files), `${at}.files`);
    rows.push({
      extraServiceId: found.service.id,
      serviceCode: found.service.code,
      comment: entry.comment,
      fileIds,
      part: entry.part,
      price: found.price,
      currencyId: found.currencyId,
    });
  }
  return rows;
}

export interface ParcelListQuery extends PaginationQuery {
  cursor?: number | undefined;
  parcel_status?: number | undefined;
  tab?: ParcelTab | undefined;
  keyword?: string | undefined;
}

/** The rows a list request asks for: SPEC §7's page, or the page after a cursor (the id of the last row shown). */
export function pageWindow(query: PaginationQuery & { cursor?: number | undefined }) {
  return { limit: query.perPage, offset: (query.page - 1) * query.perPage, cursor: query.cursor };
}

/** parcelList: one state (`parcel_status`, as the submission flow asks for 10) or one tab, newest first. */
export async function parcelList(ctx: AppContext, customerId: number, query: ParcelListQuery, language: Language) {
  const statuses = query.parcel_status !== undefined ? [query.parcel_status] : PARCEL_TABS[query.tab ?? 'all'];
  const trackingPrefix = query.keyword ? normaliseTrackingNumber(query.keyword) : undefined;
  const { rows, total, nextCursor } = await listParcelSummaries(
    ctx.db,
    { customerId, statuses, trackingPrefix },
    pageWindow(query),
  );
  return cursorPageOf(await pageSummaries(ctx, language, rows), total, query, nextCursor);
}

export async function parcelTabs(ctx: AppContext, customerId: number, language: Language) {
  const counts = await parcelCounts(ctx, customerId);
  return PARCEL_TAB_NAMES.map((tab) => ({
    key: tab,
    name: translate(language, `parcelTab.${tab}`),
    statuses: [...PARCEL_TABS[tab]],
    count: PARCEL_TABS[tab].reduce((sum, status) => sum + (counts.get(status) ?? 0), 0),
  }));
}

/** The in-stock badge of the tab bar. */
export async function inStockCount(ctx: AppContext, customerId: number) {
  return { count: (await parcelCounts(ctx, customerId)).get(PARCEL_STATUS.inStock) ?? 0 };
}

/** The customer's parcels per state, from the maintained counts (a few rows however many parcels they ever had). */
async function parcelCounts(ctx: AppContext, customerId: number): Promise<Map<number, number>> {
  const rows = await readCustomerCounts(ctx.db, customerId, 'parcel');
  return new Map(rows.map((row) => [Number(row.status), row.value]));
}
