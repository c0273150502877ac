import {
  isMessageKey,
  type Language,
  localName,
  PARCEL_STATUS,
  parcelMeasurements,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { presentFiles, shownFileId } from '../files/index.js';
import { inboundJourneyOf } from '../inbound-tracking/index.js';
import { findLineById } from '../logistics/index.js';
import { warehouseRows } from '../reference/index.js';
import { weightEvidence } from '../weighing/index.js';
import { blockersOf } from './blockers.js';
import {
  amountOf,
  type ExtraServiceEntryRows,
  type ParcelImageRows,
  parcelSummary,
  serviceName,
  statusText,
  summaryLookups,
} from './presenters.js';
import { listDeclarationItems } from './queries/declarations.js';
import { listExtraServiceEntries } from './queries/extra-services.js';
import { listComments, listEvents, listImages } from './queries/history.js';
import { listBatchSiblings, parcelsSharingDeclaration } from './queries/parcels.js';
import { parcelsInOpenReturns } from './queries/returns.js';
import { lineIdOfWaybill } from './queries/summaries.js';
import { requireOwnedParcel } from './service.js';

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
export async function presentExtraServices(
  ctx: AppContext,
  parcelIds: number[],
  language: Language,
  loaded?: { entries: ExtraServiceEntryRows; images: ParcelImageRows },
) {
  const [entries, images] = loaded
    ? [loaded.entries, loaded.images]
    : await Promise.all([listExtraServiceEntries(ctx.db, parcelIds), listImages(ctx.db, parcelIds)]);
  const fileIds = [...entries.flatMap(({ entry }) => entry.fileIds), ...images.map(shownFileId)];
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
      .flatMap((image) => files.get(shownFileId(image)) ?? []),
    requested_at: entry.createdAt.toISOString(),
    completed_at: entry.completedAt?.toISOString() ?? null,
  }));
}

async function presentTimeline(ctx: AppContext, parcelId: number, language: Language) {
  const [events, warehouses] = await Promise.all([listEvents(ctx.db, parcelId), warehouseRows(ctx.db)]);
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

export async function presentComments(ctx: AppContext, parcelId: number) {
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

export async function parcelImagesOf(ctx: AppContext, parcelId: number, loadedImages?: ParcelImageRows) {
  const images = loadedImages ?? (await listImages(ctx.db, [parcelId]));
  const files = new Map((await presentFiles(ctx, images.map(shownFileId))).map((file) => [file.id, file]));
  return images.flatMap((image) => {
    const file = files.get(shownFileId(image));
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

/**
 * The line of a parcel's shipment, by its names and volumetric divisor: read through the modules that own waybills and
 * lines.
 */
async function findShipmentLine(ctx: AppContext, waybillId: number) {
  const lineId = await lineIdOfWaybill(ctx.db, waybillId);
  const found = lineId === undefined ? undefined : await findLineById(ctx.db, lineId);
  if (!found) return undefined;
  const { nameEn, nameCn, nameTw, volumetricDivisor } = found.line;
  return { nameEn, nameCn, nameTw, volumetricDivisor };
}

/** One parcel with everything its page shows; the photos and extra services are read once and shared. */
export async function parcelDetail(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedParcel(ctx.db, customerId, id);
  const [imageRows, entryRows, openReturns, line, inbound] = await Promise.all([
    listImages(ctx.db, [row.id]),
    listExtraServiceEntries(ctx.db, [row.id]),
    parcelsInOpenReturns(ctx.db, [row.id]),
    row.waybillId === null ? Promise.resolve(undefined) : findShipmentLine(ctx, row.waybillId),
    // The way to our dock matters while the parcel is still expected; once checked in the timeline tells the rest.
    row.status === PARCEL_STATUS.preAlerted
      ? warehouseRows(ctx.db).then((warehouses) =>
          inboundJourneyOf(
            ctx.db,
            row.id,
            warehouses.find((warehouse) => warehouse.storeId === row.storeId),
            language,
          ),
        )
      : Promise.resolve(null),
  ]);
  const [summary, timeline, images, comments, extraServices, declaration, siblings] = await Promise.all([
    summaryLookups(ctx, [row], { images: imageRows, entries: entryRows }).then((lookups) =>
      parcelSummary(ctx, language, row, lookups),
    ),
    presentTimeline(ctx, row.id, language),
    parcelImagesOf(ctx, row.id, imageRows),
    presentComments(ctx, row.id),
    presentExtraServices(ctx, [row.id], language, { entries: entryRows, images: imageRows }),
    presentDeclaration(ctx.db, row),
    row.batchId ? listBatchSiblings(ctx.db, customerId, row.batchId, row.id) : Promise.resolve([]),
  ]);
  const blockers = blockersOf([row], entryRows, openReturns, language);
  const evidence = await weightEvidence(
    ctx,
    { parcelId: row.id },
    { kind: 'parcel', status: row.status, measuredAt: row.inStockAt, shipment: summary.shipment?.shipment_id ?? null },
    row.storeId,
    language,
  );
  return {
    destination_country_id: row.destinationCountryId,
    weight_evidence: evidence,
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
    ...summary,
    // In a shipment, the weight its line charges by; before, the divisor most lines use (the summary's).
    ...(line && parcelMeasurements(row, line.volumetricDivisor)),
    volumetric_line: line ? localName(language, line) : null,
    inbound,
  };
}
