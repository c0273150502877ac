import {
  type CurrencyCode,
  type DeclarationItem,
  type ExtraServiceEntry,
  extraServiceEntryProblem,
  isCurrencyCode,
  isMessageKey,
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
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { type PaginationQuery, pageOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds, presentFiles } from '../files/service.js';
import {
  amountOf,
  type Named,
  parcelSummaries,
  parcelSummary,
  serviceName,
  statusText,
  summaryLookups,
} from './presenters.js';
import { extraServicesAt, findCustomerStore, findWarehouseWithCurrency, listWarehouses } from './queries/catalogue.js';
import { type DeclarationItemRow, listDeclarationItems } from './queries/declarations.js';
import { insertExtraServiceEntries, listExtraServiceEntries } from './queries/extra-services.js';
import {
  findCustomerComment,
  insertComment,
  insertEvents,
  listComments,
  listEvents,
  listImages,
  updateCommentRow,
} from './queries/history.js';
import {
  countParcelsByStatus,
  countParcelsInStatus,
  findCustomerParcel,
  findCustomerParcels,
  listBatchSiblings,
  listParcels,
  parcelsSharingDeclaration,
  updateParcelRow,
} from './queries/parcels.js';
import { parcelsInOpenReturns } from './queries/returns.js';

// ── Shared checks ─────────────────────────────────────────────────────────────────────────

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
  return { ...found.warehouse, currency: found.currencyCode as CurrencyCode };
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

// ── Lists ─────────────────────────────────────────────────────────────────────────────────

export interface ParcelListQuery extends PaginationQuery {
  parcel_status?: number | undefined;
  tab?: ParcelTab | undefined;
  keyword?: string | undefined;
}

function pageWindow(query: PaginationQuery) {
  return { limit: query.perPage, offset: (query.page - 1) * query.perPage };
}

/** parcelList: one state (`parcel_status`, as the submission flow asks for 10) or one tab, newest first. */
export async function parcelList(ctx: AppContext, customerId: number, query: ParcelListQuery, language: Language) {
  const statuses = query.parcel_status !== undefined ? [query.parcel_status] : PARCEL_TABS[query.tab ?? 'all'];
  const trackingPrefix = query.keyword ? normaliseTrackingNumber(query.keyword) : undefined;
  const { rows, total } = await listParcels(ctx.db, { customerId, statuses, trackingPrefix }, pageWindow(query));
  return pageOf(await parcelSummaries(ctx, language, rows), total, query);
}

export async function parcelTabs(ctx: AppContext, customerId: number, language: Language) {
  const counts = new Map((await countParcelsByStatus(ctx.db, customerId)).map((row) => [row.status, row.value]));
  return PARCEL_TAB_NAMES.map((tab) => ({
    key: tab,
    name: translate(language, `parcelTab.${tab}`),
    statuses: [...PARCEL_TABS[tab]],
    count: PARCEL_TABS[tab].reduce((sum, status) => sum + (counts.get(status) ?? 0), 0),
  }));
}

/** The in-stock badge of the tab bar. */
export async function inStockCount(ctx: AppContext, customerId: number) {
  return { count: await countParcelsInStatus(ctx.db, customerId, PARCEL_STATUS.inStock) };
}

// ── Detail ────────────────────────────────────────────────────────────────────────────────

async function presentDeclaration(db: Database, row: ParcelRow) {
  if (!row.declarationId) return null;
  const [items, sharing] = await Promise.all([
    listDeclarationItems(db, [row.declarationId]),
    parcelsSharingDeclaration(db, row.declarationId, row.id),
  ]);
  const currency = items[0]?.currencyCode ?? null;
  return {
    id: row.declarationId,
    currency,
    items: items.map(({ item, currencyCode }) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      total_amount: amountOf(item.totalAmount, currencyCode),
      product_type: item.productType,
      attributes: item.attributes,
    })),
    shared_with: sharing.map((parcel) => ({ id: parcel.id, tracking_number: parcel.trackingNumber })),
  };
}

/** A parcel's extra services, with the pictures the customer sent and the ones staff took when done. */
export async function presentExtraServices(ctx: AppContext, parcelIds: number[], language: Language) {
  const [entries, images] = await Promise.all([
    listExtraServiceEntries(ctx.db, parcelIds),
    listImages(ctx.db, parcelIds),
  ]);
  const fileIds = [...entries.flatMap(({ entry }) => entry.fileIds), ...images.map((image) => image.fileId)];
  const files = new Map((await presentFiles(ctx, fileIds)).map((file) => [file.id, file]));
  return entries.map(({ entry, service, currencyCode }) => ({
    id: entry.id,
    parcel_id: entry.parcelId,
    extra_service_id: service.id,
    code: service.code,
    name: serviceName(language, service.code),
    status: entry.status,
    comment: entry.comment,
    files: entry.fileIds.flatMap((id) => files.get(id) ?? []),
    part: entry.part,
    price: amountOf(entry.price, currencyCode),
    currency: currencyCode,
    staff_note: entry.staffNote,
    result_images: images
      .filter((image) => image.extraServiceEntryId === entry.id)
      .flatMap((image) => files.get(image.fileId) ?? []),
    requested_at: entry.createdAt.toISOString(),
    completed_at: entry.completedAt?.toISOString() ?? null,
  }));
}

async function presentTimeline(ctx: AppContext, parcelId: number, language: Language) {
  const [events, warehouses] = await Promise.all([listEvents(ctx.db, parcelId), listWarehouses(ctx.db)]);
  const warehouseById = new Map(warehouses.map((warehouse) => [warehouse.storeId, warehouse]));
  return events.map((event) => {
    const warehouse = warehouseById.get(Number(event.details.store_id));
    const key = `parcelEvent.${event.kind}`;
    const params = {
      warehouse: warehouse ? localName(language, warehouse) : '',
      service: typeof event.details.service === 'string' ? serviceName(language, event.details.service) : '',
      shipment: String(event.details.shipment ?? ''),
    };
    return {
      id: event.id,
      status: event.status,
      status_name: statusText(language, event.status),
      kind: event.kind,
      text: isMessageKey(key) ? translate(language, key, params) : event.kind,
      time: event.createdAt.toISOString(),
    };
  });
}

async function presentComments(ctx: AppContext, parcelId: number) {
  const comments = await listComments(ctx.db, parcelId);
  const files = new Map(
    (
      await presentFiles(
        ctx,
        comments.flatMap((comment) => comment.fileIds),
      )
    ).map((file) => [file.id, file]),
  );
  return comments.map((comment) => ({
    id: comment.id,
    author: comment.author,
    /** SPEC §3: staff notes carry an 'admin' label. */
    label: comment.author === 'admin' ? ('admin' as const) : null,
    content: comment.content,
    files: comment.fileIds.flatMap((id) => files.get(id) ?? []),
    editable: comment.author === 'customer',
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
  }));
}

export async function parcelImagesOf(ctx: AppContext, parcelId: number) {
  const images = await listImages(ctx.db, [parcelId]);
  const files = new Map(
    (
      await presentFiles(
        ctx,
        images.map((image) => image.fileId),
      )
    ).map((file) => [file.id, file]),
  );
  return images.flatMap((image) => {
    const file = files.get(image.fileId);
    return file
      ? [
          {
            id: image.id,
            url: file.url,
            source: image.source,
            extra_service_entry_id: image.extraServiceEntryId,
            created_at: image.createdAt.toISOString(),
          },
        ]
      : [];
  });
}

export async function parcelDetail(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedParcel(ctx.db, customerId, id);
  const [summary, timeline, images, comments, extraServices, declaration, siblings, openReturns] = await Promise.all([
    summaryLookups(ctx, [row]).then((lookups) => parcelSummary(ctx, language, row, lookups)),
    presentTimeline(ctx, row.id, language),
    parcelImagesOf(ctx, row.id),
    presentComments(ctx, row.id),
    presentExtraServices(ctx, [row.id], language),
    presentDeclaration(ctx.db, row),
    row.batchId ? listBatchSiblings(ctx.db, customerId, row.batchId, row.id) : Promise.resolve([]),
    parcelsInOpenReturns(ctx.db, [row.id]),
  ]);
  const blockers = await submissionBlockers(ctx, customerId, [row.id], language);
  return {
    ...summary,
    destination_country_id: row.destinationCountryId,
    timeline,
    images,
    comments,
    extra_services: extraServices,
    declaration,
    batch: siblings.map((sibling) => ({
      id: sibling.id,
      tracking_number: sibling.trackingNumber,
      status: sibling.status,
      status_name: statusText(language, sibling.status),
    })),
    return_pending: openReturns.length > 0,
    can_submit: blockers.length === 0,
    waiting_reasons: blockers.flatMap((blocker) => blocker.reasons),
  };
}

// ── What keeps parcels from a shipment ────────────────────────────────────────────────────

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

// ── Comments ──────────────────────────────────────────────────────────────────────────────

export async function addComment(
  ctx: AppContext,
  customerId: number,
  input: { parcel_id: number; content: string; files: string },
) {
  await requireOwnedParcel(ctx.db, customerId, input.parcel_id);
  const fileIds = await customerFileIds(ctx.db, customerId, splitFileList(input.files));
  const comment = await insertComment(ctx.db, {
    parcelId: input.parcel_id,
    author: 'customer',
    customerId,
    content: input.content,
    fileIds,
  });
  return presentComment(ctx, input.parcel_id, comment.id);
}

export async function changeComment(
  ctx: AppContext,
  customerId: number,
  commentId: number,
  input: { content: string; files: string },
) {
  const comment = await findCustomerComment(ctx.db, customerId, commentId);
  if (!comment) throw new AppError('not_found', 'error.notFound');
  const fileIds = await customerFileIds(ctx.db, customerId, splitFileList(input.files));
  await updateCommentRow(ctx.db, commentId, { content: input.content, fileIds });
  return presentComment(ctx, comment.parcelId, commentId);
}

/** One comment as the parcel shows it (gone by now only if the account was closed meanwhile). */
async function presentComment(ctx: AppContext, parcelId: number, commentId: number) {
  const presented = (await presentComments(ctx, parcelId)).find((comment) => comment.id === commentId);
  if (!presented) throw new AppError('not_found', 'error.notFound');
  return presented;
}

// ── Extra services asked for on a parcel ──────────────────────────────────────────────────

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
      await insertEvents(
        tx,
        requests.map((request) => ({
          parcelId: row.id,
          status: row.status,
          kind: 'service_requested',
          details: { service: request.serviceCode },
          createdAt: now,
        })),
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
