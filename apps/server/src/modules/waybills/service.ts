import {
  type ChargeableExplanation,
  COUNTRY_ID,
  type CurrencyCode,
  chargeableWeight,
  HOME_COUNTS,
  kilogramsText,
  type Language,
  localName,
  type MessageKey,
  packingWeightChange,
  translate,
  WAYBILL_FILTER_NAMES,
  WAYBILL_FILTERS,
  type WaybillFilter,
  type WaybillStatus,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { cursorPageOf, type PaginationQuery } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { presentFiles, shownFileId } from '../files/index.js';
import { loadLine, publicLine } from '../logistics/index.js';
import { inStockCount } from '../parcels/index.js';
import { warehouseRows } from '../reference/index.js';
import { readCustomerCounts } from '../status-counts/index.js';
import { weightEvidence } from '../weighing/index.js';
import { amountText, currencyOf, dutiesOf, eventText, feesOf, recipientName, statusText } from './presenters.js';
import { findPickupAgent, findSignDocument } from './queries/documents.js';
import { listWaybillEvents, listWaybillImages, listWaybillNotes, listWaybillServices } from './queries/history.js';
import {
  findCustomerWaybill,
  findWaybill,
  listWaybillPage,
  parcelsOfWaybill,
  parcelsOfWaybills,
} from './queries/waybills.js';
import { boxesOf } from './recalculate.js';

/** One of the customer's waybills; another customer's is as unknown as a missing one (DESIGN §7). */
export async function requireOwnedWaybill(db: Database, customerId: number, id: number, lock = false) {
  const row = await findCustomerWaybill(db, customerId, id, lock);
  if (!row) throw new AppError('not_found', 'error.notFound');
  return row;
}

/** A waybill by id whoever owns it, for staff and the tracking module (undefined when there is none). */
export function findWaybillById(db: Database, id: number) {
  return findWaybill(db, id);
}

function summary(
  language: Language,
  row: WaybillRow,
  warehouseNames: Map<number, string>,
  parcelCounts: Map<number, string[]>,
) {
  const currency = currencyOf(row);
  const trackings = parcelCounts.get(row.id) ?? [];
  return {
    id: row.id,
    shipment_id: row.shipmentNo ?? String(row.id),
    status: row.status,
    status_name: statusText(language, row.status),
    store_id: row.storeId,
    warehouse_name: warehouseNames.get(row.storeId) ?? '',
    country_id: row.countryId,
    recipient_name: recipientName(row),
    recipient_city: row.recipient.city,
    parcel_count: trackings.length,
    tracking_numbers: trackings,
    total: amountText(row.total, currency),
    currency,
    fees_final: row.feesFinal,
    priority: row.priority,
    carrier_tracking: row.carrierTracking,
    submitted_at: row.submittedAt.toISOString(),
  };
}

async function warehouseNames(ctx: AppContext, language: Language) {
  const warehouses = await warehouseRows(ctx.db);
  return new Map(warehouses.map((warehouse) => [warehouse.storeId, localName(language, warehouse)]));
}

/** The waybills' list entries; `loadedParcels` when the caller has read their parcels already (the detail page). */
export async function summaries(
  ctx: AppContext,
  language: Language,
  rows: WaybillRow[],
  loadedParcels?: { waybillId: number | null; trackingNumber: string }[],
) {
  const [names, parcels] = await Promise.all([
    warehouseNames(ctx, language),
    loadedParcels ??
      parcelsOfWaybills(
        ctx.db,
        rows.map((row) => row.id),
      ),
  ]);
  const byWaybill = new Map<number, string[]>();
  for (const parcel of parcels) {
    if (parcel.waybillId === null) continue;
    byWaybill.set(parcel.waybillId, [...(byWaybill.get(parcel.waybillId) ?? []), parcel.trackingNumber]);
  }
  return rows.map((row) => summary(language, row, names, byWaybill));
}

/** The customer's waybills per state, from the maintained counts (a few rows however many they ever had). */
async function filterCounts(ctx: AppContext, customerId: number) {
  const rows = await readCustomerCounts(ctx.db, customerId, 'waybill');
  return countsOf(rows.map((row) => ({ status: row.status as WaybillStatus, value: row.value })));
}

function countsOf(rows: { status: WaybillStatus; value: number }[]) {
  const byStatus = new Map(rows.map((row) => [row.status, row.value]));
  const counts = {} as Record<WaybillFilter, number>;
  for (const filter of WAYBILL_FILTER_NAMES)
    counts[filter] = WAYBILL_FILTERS[filter].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  return { counts, byStatus };
}

/** shipmentList: one filter, searched by shipment ID or recipient, newest first, with every filter's count in `counts`. */
export async function waybillList(
  ctx: AppContext,
  customerId: number,
  query: PaginationQuery & { cursor?: number | undefined; status: WaybillFilter; keyword?: string | undefined },
  language: Language,
) {
  const page = await listWaybillPage(
    ctx.db,
    { customerId, statuses: WAYBILL_FILTERS[query.status], keyword: query.keyword },
    { limit: query.perPage, offset: (query.page - 1) * query.perPage, cursor: query.cursor },
  );
  const names = await warehouseNames(ctx, language);
  const list = page.rows.map((row) => summary(language, row, names, page.trackingNumbers));
  return { counts: countsOf(page.byStatus).counts, ...cursorPageOf(list, page.total, query, page.nextCursor) };
}

export async function waybillTabs(ctx: AppContext, customerId: number, language: Language) {
  const { counts } = await filterCounts(ctx, customerId);
  return WAYBILL_FILTER_NAMES.map((key) => ({
    key,
    name: translate(language, `waybillFilter.${key}`),
    count: counts[key],
  }));
}

/** shipmentStatusCount: Home's labels (processing, unpaid, paid, transit, collecting). */
export async function homeCounts(ctx: AppContext, customerId: number) {
  const { byStatus } = await filterCounts(ctx, customerId);
  const count = (statuses: readonly WaybillStatus[]) =>
    statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  return {
    processing: count(HOME_COUNTS.processing),
    unpaid: count(HOME_COUNTS.unpaid),
    paid: count(HOME_COUNTS.paid),
    transit: count(HOME_COUNTS.transit),
    collecting: count(HOME_COUNTS.collecting),
  };
}

/** getNewParcelAndShipmentCount: the tab-bar badges (parcels in stock, waybills waiting for payment). */
export async function newParcelAndShipmentCount(ctx: AppContext, customerId: number) {
  const [{ byStatus }, parcels] = await Promise.all([filterCounts(ctx, customerId), inStockCount(ctx, customerId)]);
  return { parcel: parcels.count, shipment: byStatus.get('pay_now') ?? 0 };
}

const BEFORE_PAYMENT: readonly WaybillStatus[] = ['pending', 'packing', 'pay_now'];

type LineWeightRules = { volumetricDivisor: number; minChargeableGrams: number; weightStepGrams: number };

/** How the packed box's chargeable weight came about on the line: scale, size at the divisor, minimum, step. */
function chargeableExplanation(row: WaybillRow, rules: LineWeightRules | null): ChargeableExplanation | null {
  const [box] = row.packedAt ? boxesOf(row, []) : [];
  if (!box || !rules) return null;
  const weight = chargeableWeight(box, rules);
  return {
    actual: kilogramsText(weight.actualGrams),
    volumetric: kilogramsText(weight.volumetricGrams),
    divisor: rules.volumetricDivisor,
    minimum: kilogramsText(rules.minChargeableGrams),
    step: kilogramsText(rules.weightStepGrams),
    chargeable: kilogramsText(weight.chargeableGrams),
    basis: weight.basis,
  };
}

/** The weights of a waybill: final (charged), as packed, and as quoted at submission with why packing moved them. */
function weightView(row: WaybillRow, rules: LineWeightRules | null, language: Language) {
  const volumetricDivisor = rules?.volumetricDivisor ?? null;
  const [box] = row.packedAt ? boxesOf(row, []) : [];
  const moved =
    box && volumetricDivisor
      ? packingWeightChange(row.quotedChargeableGrams, row.chargeableGrams, box, volumetricDivisor)
      : undefined;
  return {
    chargeable: String(row.chargeableGrams / 1000),
    packed: row.packedWeightGrams === null ? null : String(row.packedWeightGrams / 1000),
    packed_size:
      row.packedLengthMm && row.packedWidthMm && row.packedHeightMm
        ? `${row.packedLengthMm / 10}×${row.packedWidthMm / 10}×${row.packedHeightMm / 10}`
        : null,
    quoted: row.quotedChargeableGrams === null ? null : String(row.quotedChargeableGrams / 1000),
    quoted_total: row.quotedTotal === null ? null : amountText(row.quotedTotal, currencyOf(row)),
    change: moved ? translate(language, moved.key, moved.params) : null,
    explanation: chargeableExplanation(row, rules),
  };
}

export async function waybillDetail(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const [line, events, images, notes, services, parcels, document, agent, evidence] = await Promise.all([
    loadLine(ctx, row.lineId),
    listWaybillEvents(ctx.db, row.id),
    listWaybillImages(ctx.db, row.id),
    listWaybillNotes(ctx.db, row.id),
    listWaybillServices(ctx.db, row.id),
    parcelsOfWaybill(ctx.db, row.id),
    findSignDocument(ctx.db, row.id),
    row.agentId ? findPickupAgent(ctx.db, row.agentId) : Promise.resolve(undefined),
    weightEvidence(
      ctx,
      { waybillId: row.id },
      { kind: 'waybill', status: row.status, measuredAt: row.packedAt },
      row.storeId,
      language,
    ),
  ]);
  const [base] = await summaries(ctx, language, [row], parcels);
  if (!base) throw new Error(`waybill ${row.id} has no summary`);
  const fileIds = [
    ...images.map(shownFileId),
    ...notes.flatMap((note) => note.fileIds),
    ...services.flatMap(({ entry }) => entry.fileIds),
  ];
  const files = new Map((await presentFiles(ctx, fileIds)).map((file) => [file.id, file]));
  const imagesOf = (kind: string) =>
    images.filter((image) => image.kind === kind).flatMap((image) => files.get(shownFileId(image)) ?? []);
  const currency = currencyOf(row);
  const combinedBoxDone = services.some(
    ({ entry, service }) => service.code === 'combined_box' && entry.status === 'completed',
  );
  return {
    line: line ? publicLine(ctx, line, language) : null,
    route: {
      from_store_id: row.storeId,
      to_country_id: row.countryId,
      estimated_delivery_from: row.estimatedDeliveryFrom,
      estimated_delivery_to: row.estimatedDeliveryTo,
    },
    recipient: { id: row.recipientId, ...row.recipient },
    shipper: row.shipper,
    declaration: row.declaration.map((item) => ({ ...item, total_amount: amountText(item.total_amount, currency) })),
    declared_value: amountText(row.declaredValue, currency),
    insured: row.insured,
    fees: feesOf(row),
    duties: dutiesOf(row, language),
    weight: weightView(row, line?.row ?? null, language),
    weight_evidence: evidence,
    extra_services: services.map(({ entry, service, currencyCode }) => ({
      id: entry.id,
      code: service.code,
      name: translate(language, `extraService.${service.code}.name` as MessageKey),
      status: entry.status,
      comment: entry.comment,
      files: entry.fileIds.flatMap((fileId) => files.get(fileId) ?? []),
      price: amountText(entry.price, currencyCode as CurrencyCode),
    })),
    extra_cartons: row.extraCartons,
    remark: row.remark,
    tracking: events.map((event) => ({
      id: event.id,
      status: event.status,
      status_name: statusText(language, event.status),
      kind: event.kind,
      text: eventText(language, event.kind, event.details),
      time: event.createdAt.toISOString(),
    })),
    packing_images: imagesOf('packing'),
    delivery_proof: imagesOf('delivery_proof'),
    declaration_files: imagesOf('declaration'),
    battery_images: imagesOf('battery'),
    notes: notes.map((note) => ({
      id: note.id,
      author: note.author,
      label: note.author === 'admin' ? 'admin' : null,
      content: note.content,
      files: note.fileIds.flatMap((fileId) => files.get(fileId) ?? []),
      created_at: note.createdAt.toISOString(),
    })),
    parcels: parcels.map((parcel) => ({ id: parcel.id, tracking_number: parcel.trackingNumber })),
    last_mile: {
      method: row.lastMileMethod,
      agent: agent
        ? { id: agent.id, name: localName(language, agent), address: agent.address, city: agent.city }
        : null,
    },
    delivery_upgraded: row.deliveryUpgraded,
    sign_document: {
      required: row.signDocumentRequired,
      id: document?.id ?? null,
      status: document?.status ?? null,
      status_name: document ? translate(language, `signDocumentStatus.${document.status}`) : null,
      importer_name: document?.importerName ?? null,
      email: document?.email ?? null,
      reason: document?.reason ?? null,
    },
    taiwan: row.countryId === COUNTRY_ID.taiwan,
    actions: {
      can_cancel: BEFORE_PAYMENT.includes(row.status) && !combinedBoxDone,
      can_confirm_receipt: ['in_transit', 'sorting', 'collecting'].includes(row.status),
      can_upgrade: BEFORE_PAYMENT.includes(row.status) && line?.row.deliveryMethod === 'self_pickup',
      can_toggle_priority: row.status === 'pending' || row.status === 'packing',
      can_choose_last_mile: BEFORE_PAYMENT.includes(row.status),
      can_pay: row.status === 'pay_now' && evidence.dispute?.status !== 'open',
      can_dispute_weight: evidence.dispute_window.open,
    },
    paid_at: row.paidAt?.toISOString() ?? null,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    ...base,
  };
}
