import {
  ACKNOWLEDGEMENT_MESSAGES,
  attributeList,
  COUNTRY_ID,
  type CurrencyCode,
  calendarDate,
  HOME_COUNTS,
  isParcelAttribute,
  type Language,
  lineProblemText,
  type MessageKey,
  type Money,
  money,
  needsCustomsAuthorisation,
  OPEN_WAYBILL_STATUSES,
  PARCEL_STATUS,
  type ParcelStatus,
  parcelStatusName,
  type SubmitWaybill,
  sameReceiverGroups,
  splitFileList,
  submissionSteps,
  translate,
  UNPAID_WAYBILL_STATUSES,
  WAYBILL_FILTER_NAMES,
  WAYBILL_FILTERS,
  type WaybillFilter,
  type WaybillStatus,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { RecipientRow, WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { type PaginationQuery, pageOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds, presentFiles } from '../files/service.js';
import { eta, loadLine, publicLine, ratesToday } from '../logistics/service.js';
import { parcelSummaries } from '../parcels/presenters.js';
import {
  findCustomerParcels,
  findCustomerStore,
  findWarehouseWithCurrency,
  insertEvents as insertParcelEvents,
  listDeclarationItems,
  listWarehouses,
} from '../parcels/queries.js';
import {
  declarationRows,
  inStockCount,
  moveParcel,
  type SubmissionBlocker,
  submissionBlockers,
} from '../parcels/service.js';
import { recipientForWaybill } from '../recipients/service.js';
import { cartonsFee, declaredTotal, feeColumns, priceWaybill } from './fees.js';
import { amountText, currencyOf, eventText, feesOf, localName, recipientName, statusText } from './presenters.js';
import {
  countWaybillsByStatus,
  findBoxService,
  findCustomerWaybill,
  findCustomerWaybillsIn,
  findPickupAgent,
  findSignDocument,
  findWaybill,
  insertWaybill,
  insertWaybillEvents,
  insertWaybillImages,
  insertWaybillServices,
  listWaybillEvents,
  listWaybillImages,
  listWaybillNotes,
  listWaybillServices,
  listWaybills,
  parcelServiceCharges,
  parcelsOfWaybill,
  parcelsOfWaybills,
  saveShipperProfile,
  shipmentServicesAt,
  updateWaybillRow,
} from './queries.js';
import { boxesOf } from './recalculate.js';

/** The sentence of each reason a parcel cannot be shipped yet (parcels' submissionBlockers). */
const BLOCKER_MESSAGES: Record<SubmissionBlocker['reasons'][number]['code'], MessageKey> = {
  not_in_stock: 'parcel.notInStock',
  extra_services: 'parcel.waitForExtraServices',
  return_pending: 'parcel.returnPending',
};

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

/**
 * SPEC §4: a customer with an unpaid waybill at a warehouse submits no new one there until it is paid.
 * The sentence names the warehouse when it is not the one the customer works in.
 */
async function assertNothingUnpaid(db: Database, customerId: number, storeId: number, language: Language) {
  const [unpaid] = await findCustomerWaybillsIn(db, customerId, UNPAID_WAYBILL_STATUSES, { storeId });
  if (!unpaid) return;
  const customer = await findCustomerStore(db, customerId);
  if (customer?.storeId === storeId)
    throw new AppError('rule', 'waybill.unpaidSameWarehouse', { data: { shipment_id: unpaid.id } });
  const warehouses = await listWarehouses(db);
  const warehouse = warehouses.find((row) => row.storeId === storeId);
  throw new AppError('rule', 'waybill.unpaidOtherWarehouse', {
    params: { warehouse: warehouse ? localName(language, warehouse) : String(storeId) },
    data: { shipment_id: unpaid.id, store_id: storeId },
  });
}

function recipientSnapshot(row: RecipientRow): WaybillRow['recipient'] {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    phone_code: row.phoneCode,
    contact_number: row.contactNumber,
    mobile: row.mobile,
    email: row.email,
    company: row.company,
    country_id: row.countryId,
    state: row.state,
    city: row.city,
    postcode: row.postcode,
    address: row.address,
    address2: row.address2,
    address3: row.address3,
    unit_number: row.unitNumber,
    address_type: row.addressType,
    id_number: row.idNumber,
    abn: row.abn,
  };
}

/** SPEC §5: a receiver with the same name as another waybill of the batch (the customer's open ones) must be renamed. */
async function assertReceiverNotInBatch(db: Database, customerId: number, recipient: RecipientRow) {
  const open = await findCustomerWaybillsIn(db, customerId, OPEN_WAYBILL_STATUSES);
  const groups = sameReceiverGroups([
    ...open.map((waybill) => ({
      ref: waybill.id,
      first_name: waybill.recipient.first_name,
      last_name: waybill.recipient.last_name,
    })),
    { ref: 0, first_name: recipient.firstName, last_name: recipient.lastName },
  ]);
  const clash = groups.find((group) => group.refs.includes(0) && group.refs.length > 1);
  if (clash)
    throw new AppError('rule', 'recipient.sameName', {
      params: { name: `${recipient.firstName} ${recipient.lastName}` },
      fields: { recipient_id: 'recipient.sameName' },
      data: { shipment_ids: clash.refs.filter((ref) => ref !== 0) },
    });
}

/**
 * submitParcel: the chosen in-stock parcels become one waybill to one recipient on one line. Every rule is
 * checked first (SPEC §4, §5: parcels free to ship, nothing unpaid at the warehouse, a complete recipient
 * not already in the batch, the line of the route and its limits, the acknowledgements the line and the
 * contents need); then, in one transaction, the parcels are locked, moved to processing and the waybill
 * written with its estimated fees (final when packed).
 */
export async function submitWaybill(ctx: AppContext, customerId: number, input: SubmitWaybill, language: Language) {
  const parcels = await findCustomerParcels(ctx.db, customerId, input.parcel_ids);
  if (parcels.length !== input.parcel_ids.length) throw new AppError('not_found', 'error.notFound');
  const waiting = await submissionBlockers(ctx, customerId, input.parcel_ids, language);
  const [firstWait] = waiting;
  const firstReason = firstWait?.reasons[0];
  if (firstWait && firstReason) {
    const parcel = parcels.find((row) => row.id === firstWait.parcel_id);
    throw new AppError('rule', BLOCKER_MESSAGES[firstReason.code], {
      params: {
        tracking: firstWait.tracking_number,
        status: parcel ? translate(language, `parcelStatus.${parcelStatusName(parcel.status as ParcelStatus)}`) : '',
      },
      data: { waiting },
    });
  }
  const storeIds = new Set(parcels.map((parcel) => parcel.storeId));
  const [storeId] = storeIds;
  if (storeIds.size !== 1 || storeId === undefined) throw new AppError('rule', 'parcel.differentWarehouses');
  await assertNothingUnpaid(ctx.db, customerId, storeId, language);

  const recipient = await recipientForWaybill(ctx, customerId, input.recipient_id, language);
  const line = await loadLine(ctx, input.courier_id);
  if (!line?.row.active || line.row.storeId !== storeId || line.row.countryId !== recipient.countryId)
    throw AppError.field('courier_id', 'waybill.lineNotForRoute');
  await assertReceiverNotInBatch(ctx.db, customerId, recipient);

  const warehouse = await findWarehouseWithCurrency(ctx.db, storeId);
  if (!warehouse) throw new AppError('not_found', 'error.notFound');
  const currency = line.currency;
  const items = declarationRows(input.declaration, currency, 'declaration');
  const attributes = [...new Set(items.flatMap((item) => item.attributes).filter(isParcelAttribute))];

  // The acknowledgements and the battery step the line and the contents ask for (SPEC §2, §5).
  const steps = submissionSteps({
    requiredDocuments: line.row.requiredDocuments,
    hasBattery: attributes.includes('battery'),
  });
  for (const step of ['safety', 'terms', 'empp', 'aqis', 'ezway'] as const) {
    if (steps.includes(step) && !input.acknowledgements[step])
      throw AppError.field(`acknowledgements.${step}`, ACKNOWLEDGEMENT_MESSAGES[step]);
  }
  let batteryFiles: string[] = [];
  if (steps.includes('battery')) {
    if (!input.battery?.remark) throw AppError.field('battery.remark', 'extraService.remarkRequired');
    const references = splitFileList(input.battery.files);
    if (references.length === 0) throw AppError.field('battery.files', 'extraService.imageRequired');
    batteryFiles = await customerFileIds(ctx.db, customerId, references, 'battery.files');
  }

  // Shipment services (the combined box) the warehouse offers, with the customer's own pictures.
  const services = await shipmentServicesAt(
    ctx.db,
    storeId,
    input.extra_services.map((entry) => entry.extra_service_id),
  );
  const serviceRows: {
    extraServiceId: number;
    comment: string;
    fileIds: string[];
    price: number;
    currencyId: number;
    priced: Money;
  }[] = [];
  for (const [index, entry] of input.extra_services.entries()) {
    const found = services.find((row) => row.service.id === entry.extra_service_id);
    if (found?.service.scope !== 'shipment' || found.price === null || found.currencyId === null)
      throw AppError.field(`extra_services.${index}.extra_service_id`, 'extraService.notOffered', {
        warehouse: localName(language, warehouse.warehouse),
        service: found ? translate(language, `extraService.${found.service.code}.name` as MessageKey) : '',
      });
    serviceRows.push({
      extraServiceId: found.service.id,
      comment: entry.comment,
      fileIds: await customerFileIds(ctx.db, customerId, splitFileList(entry.files), `extra_services.${index}.files`),
      price: found.price,
      currencyId: found.currencyId,
      priced: money(found.price, warehouse.currencyCode as CurrencyCode),
    });
  }
  const box = input.box_service_id ? await findBoxService(ctx.db, input.box_service_id) : undefined;
  if (input.box_service_id && !box) throw AppError.field('box_service_id', 'validation.choice');

  const { rates } = await ratesToday(ctx);
  const declared = declaredTotal(
    items.map((item) => item.totalAmount),
    currency,
  );
  const parcelServicePrices = await parcelServiceMoney(ctx.db, input.parcel_ids);
  const priced = priceWaybill({
    line,
    boxes: boxesOf(
      { packedWeightGrams: null, packedLengthMm: null, packedWidthMm: null, packedHeightMm: null },
      parcels,
    ),
    parcelCount: parcels.length,
    attributes,
    declared,
    insured: input.insured,
    extras: [
      ...parcelServicePrices,
      ...serviceRows.map((row) => row.priced),
      ...(box ? [money(box.priceAud, 'AUD')] : []),
      ...cartonsFee(input.extra_cartons),
    ],
    destinationCountryId: recipient.countryId,
    date: calendarDate(ctx.clock()),
    rates,
  });
  const [problem] = priced.problems;
  if (problem) {
    const text = lineProblemText(language, problem);
    throw new AppError('rule', problem.key, {
      params: 'params' in problem ? { ...problem.params } : { attributes: attributeList(language, problem.attributes) },
      fields: { courier_id: problem.key },
      data: { advice: text.advice ?? null, problems: priced.problems.map((each) => lineProblemText(language, each)) },
    });
  }
  const arrival = eta(ctx, line.row);

  const waybillId = await ctx.db.transaction(async (tx) => {
    const locked = await findCustomerParcels(tx, customerId, input.parcel_ids, true);
    for (const parcel of locked) {
      if (parcel.status !== PARCEL_STATUS.inStock || parcel.waybillId !== null)
        throw new AppError('conflict', 'parcel.notInStock', {
          params: { tracking: parcel.trackingNumber, status: translate(language, 'parcelStatus.processing') },
        });
    }
    await assertNothingUnpaid(tx, customerId, storeId, language);
    const now = ctx.clock();
    const inserted = await insertWaybill(tx, {
      customerId,
      storeId,
      lineId: line.row.id,
      countryId: recipient.countryId,
      status: 'pending',
      recipientId: recipient.id,
      recipient: recipientSnapshot(recipient),
      shipper: input.shipper,
      declaration: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        total_amount: item.totalAmount,
        product_type: item.productType,
        attributes: item.attributes,
      })),
      declaredValue: declared.minor,
      currencyId: line.row.currencyId,
      insured: input.insured,
      boxServiceId: box?.id ?? null,
      extraCartons: input.extra_cartons,
      batteryRemark: input.battery?.remark ?? null,
      acknowledgements: input.acknowledgements,
      remark: input.remark,
      ...feeColumns(priced.fees),
      chargeableGrams: priced.chargeableGrams,
      signDocumentRequired: needsCustomsAuthorisation(declared, rates),
      estimatedDeliveryFrom: arrival.estimated_delivery_from,
      estimatedDeliveryTo: arrival.estimated_delivery_to,
      submittedAt: now,
    });
    const shipmentNo = `PW${calendarDate(now).slice(2).replaceAll('-', '')}${String(inserted.id).padStart(6, '0')}`;
    await updateWaybillRow(tx, inserted.id, { shipmentNo });
    for (const parcel of locked)
      await moveParcel(tx, parcel, PARCEL_STATUS.processing, language, { waybillId: inserted.id });
    await insertParcelEvents(
      tx,
      locked.map((parcel) => ({
        parcelId: parcel.id,
        status: PARCEL_STATUS.processing,
        kind: 'in_waybill',
        details: { shipment: shipmentNo },
        createdAt: now,
      })),
    );
    await insertWaybillServices(
      tx,
      serviceRows.map(({ priced: _priced, ...row }) => ({ ...row, waybillId: inserted.id })),
    );
    await insertWaybillImages(
      tx,
      batteryFiles.map((fileId) => ({ waybillId: inserted.id, fileId, kind: 'battery' as const })),
    );
    await insertWaybillEvents(tx, [{ waybillId: inserted.id, status: 'pending', kind: 'submitted', createdAt: now }]);
    await saveShipperProfile(tx, {
      customerId,
      senderName: input.shipper.sender_name,
      commercialValue: input.shipper.commercial_value,
      exportReason: input.shipper.export_reason,
      undeliverableAction: input.shipper.undeliverable_action,
    });
    return inserted.id;
  });
  return waybillDetail(ctx, customerId, waybillId, language);
}

async function parcelServiceMoney(db: Database, parcelIds: number[]) {
  const charges = await parcelServiceCharges(db, parcelIds);
  return charges.map((charge) => money(charge.price, charge.currencyCode as CurrencyCode));
}

// ── getParcelsInfo: what the flow starts from ─────────────────────────────────────────────

/**
 * The chosen parcels as the submission flow needs them: their warehouse, weights and sizes, the declaration
 * their pre-alerts give (to start the shipment's from), what keeps any of them back, whether something unpaid
 * blocks the warehouse, and the steps the flow will have before a line is chosen.
 */
export async function parcelsInfo(ctx: AppContext, customerId: number, parcelIds: number[], language: Language) {
  const rows = await findCustomerParcels(ctx.db, customerId, parcelIds);
  if (rows.length !== new Set(parcelIds).size) throw new AppError('not_found', 'error.notFound');
  const storeIds = [...new Set(rows.map((row) => row.storeId))];
  const [storeId] = storeIds;
  const warehouse = storeId === undefined ? undefined : await findWarehouseWithCurrency(ctx.db, storeId);
  const declarationIds = [...new Set(rows.flatMap((row) => (row.declarationId ? [row.declarationId] : [])))];
  const [summaries, waiting, items] = await Promise.all([
    parcelSummaries(ctx, language, rows),
    submissionBlockers(ctx, customerId, parcelIds, language),
    listDeclarationItems(ctx.db, declarationIds),
  ]);
  let unpaid: string | null = null;
  if (storeId !== undefined) {
    try {
      await assertNothingUnpaid(ctx.db, customerId, storeId, language);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      unpaid = translate(language, error.messageKey, error.options.params);
    }
  }
  const declaration = items.map(({ item, currencyCode }) => ({
    name: item.name,
    quantity: item.quantity,
    total_amount: amountText(item.totalAmount, currencyCode as CurrencyCode),
    product_type: item.productType,
    attributes: item.attributes,
  }));
  const hasBattery = declaration.some((item) => item.attributes.includes('battery'));
  const grams = rows.reduce((sum, row) => sum + (row.weightGrams ?? 0), 0);
  return {
    store_id: storeId ?? null,
    same_warehouse: storeIds.length === 1,
    warehouse_name: warehouse ? localName(language, warehouse.warehouse) : '',
    currency: warehouse?.currencyCode ?? null,
    parcels: summaries,
    parcel_count: rows.length,
    total_weight: String(grams / 1000),
    declaration,
    waiting,
    unpaid,
    can_submit: storeIds.length === 1 && waiting.length === 0 && unpaid === null,
    steps: submissionSteps({ hasBattery }),
  };
}

// ── Lists, counts, detail ─────────────────────────────────────────────────────────────────

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

async function summaries(ctx: AppContext, language: Language, rows: WaybillRow[]) {
  const [warehouses, parcels] = await Promise.all([
    listWarehouses(ctx.db),
    parcelsOfWaybills(
      ctx.db,
      rows.map((row) => row.id),
    ),
  ]);
  const names = new Map(warehouses.map((warehouse) => [warehouse.storeId, localName(language, warehouse)]));
  const byWaybill = new Map<number, string[]>();
  for (const parcel of parcels) {
    if (parcel.waybillId === null) continue;
    byWaybill.set(parcel.waybillId, [...(byWaybill.get(parcel.waybillId) ?? []), parcel.trackingNumber]);
  }
  return rows.map((row) => summary(language, row, names, byWaybill));
}

async function filterCounts(ctx: AppContext, customerId: number) {
  const byStatus = new Map((await countWaybillsByStatus(ctx.db, customerId)).map((row) => [row.status, row.value]));
  const counts = {} as Record<WaybillFilter, number>;
  for (const filter of WAYBILL_FILTER_NAMES)
    counts[filter] = WAYBILL_FILTERS[filter].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  return { counts, byStatus };
}

/** shipmentList: one filter, searched by shipment ID or recipient, newest first, with every filter's count in `counts`. */
export async function waybillList(
  ctx: AppContext,
  customerId: number,
  query: PaginationQuery & { status: WaybillFilter; keyword?: string | undefined },
  language: Language,
) {
  const { rows, total } = await listWaybills(
    ctx.db,
    { customerId, statuses: WAYBILL_FILTERS[query.status], keyword: query.keyword },
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
  );
  const { counts } = await filterCounts(ctx, customerId);
  return { ...pageOf(await summaries(ctx, language, rows), total, query), counts };
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

export async function waybillDetail(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const [[base], line, events, images, notes, services, parcels, document, agent] = await Promise.all([
    summaries(ctx, language, [row]),
    loadLine(ctx, row.lineId),
    listWaybillEvents(ctx.db, row.id),
    listWaybillImages(ctx.db, row.id),
    listWaybillNotes(ctx.db, row.id),
    listWaybillServices(ctx.db, row.id),
    parcelsOfWaybill(ctx.db, row.id),
    findSignDocument(ctx.db, row.id),
    row.agentId ? findPickupAgent(ctx.db, row.agentId) : Promise.resolve(undefined),
  ]);
  if (!base) throw new Error(`waybill ${row.id} has no summary`);
  const fileIds = [
    ...images.map((image) => image.fileId),
    ...notes.flatMap((note) => note.fileIds),
    ...services.flatMap(({ entry }) => entry.fileIds),
  ];
  const files = new Map((await presentFiles(ctx, fileIds)).map((file) => [file.id, file]));
  const imagesOf = (kind: string) =>
    images.filter((image) => image.kind === kind).flatMap((image) => files.get(image.fileId) ?? []);
  const currency = currencyOf(row);
  const combinedBoxDone = services.some(
    ({ entry, service }) => service.code === 'combined_box' && entry.status === 'completed',
  );
  return {
    ...base,
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
    weight: {
      chargeable: String(row.chargeableGrams / 1000),
      packed: row.packedWeightGrams === null ? null : String(row.packedWeightGrams / 1000),
      packed_size:
        row.packedLengthMm && row.packedWidthMm && row.packedHeightMm
          ? `${row.packedLengthMm / 10}×${row.packedWidthMm / 10}×${row.packedHeightMm / 10}`
          : null,
    },
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
      can_pay: row.status === 'pay_now',
    },
    paid_at: row.paidAt?.toISOString() ?? null,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}
