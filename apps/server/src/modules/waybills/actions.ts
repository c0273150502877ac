import {
  type CurrencyCode,
  calendarDate,
  cancellationProblem,
  convertWithRates,
  formatMajor,
  isWaybillStatus,
  type Language,
  money,
  PARCEL_STATUS,
  RECEIPT_CONFIRMABLE,
  translate,
  type WaybillStatus,
  waybillMoveProblem,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { checkAddressLimit } from '../catalogue/service.js';
import { customerFileIds, presentFiles } from '../files/service.js';
import { loadLine, loadRouteLines, ratesToday } from '../logistics/service.js';
import { sendAccountMail } from '../notifications/service.js';
import { parcelSummaries } from '../parcels/presenters.js';
import { insertEvents as insertParcelEvents } from '../parcels/queries.js';
import { moveParcel } from '../parcels/service.js';
import { supersedeOpenAttempts } from '../payments/index.js';
import { recordWaybillEvent } from '../tracking/record.js';
import { WAYBILL_PURPOSE } from './payment.js';
import { amountText, currencyOf, localName, statusText } from './presenters.js';
import {
  findLastMileRate,
  findPickupAgent,
  findShipperProfile,
  findSignDocument,
  insertWaybillEvents,
  insertWaybillImages,
  insertWaybillNote,
  listPickupAgents,
  listWaybillNotes,
  listWaybillServices,
  parcelsOfWaybill,
  saveShipperProfile,
  updateSignDocument,
  updateWaybillRow,
  upsertSignDocument,
} from './queries.js';
import { recalculateFees } from './recalculate.js';
import { requireOwnedWaybill, waybillDetail } from './service.js';

const BEFORE_PAYMENT: readonly WaybillStatus[] = ['pending', 'packing', 'pay_now'];

/** Moves a waybill when the domain allows it (else 422 naming both states); the move is a tracking event at `at`. */
export async function moveWaybill(
  db: Database,
  row: WaybillRow,
  to: WaybillStatus,
  language: Language,
  at: Date,
  changes: Parameters<typeof updateWaybillRow>[2] = {},
) {
  const problem = isWaybillStatus(row.status) ? waybillMoveProblem(row.status, to) : 'waybill.illegalTransition';
  if (problem)
    throw new AppError('rule', problem, {
      params: { from: statusText(language, row.status), to: statusText(language, to) },
    });
  const moved = await updateWaybillRow(db, row.id, { ...changes, status: to });
  await recordWaybillEvent(db, row, moved, at);
  return moved;
}

/** Moves every parcel of a waybill along with it (processing → in stock, dispatched, delivered). */
export async function moveWaybillParcels(
  db: Database,
  row: WaybillRow,
  to: number,
  kind: string,
  language: Language,
  now: Date,
  clearWaybill = false,
) {
  const parcels = await parcelsOfWaybill(db, row.id);
  for (const parcel of parcels) await moveParcel(db, parcel, to, language, clearWaybill ? { waybillId: null } : {});
  await insertParcelEvents(
    db,
    parcels.map((parcel) => ({
      parcelId: parcel.id,
      status: to,
      kind,
      details: { shipment: row.shipmentNo ?? String(row.id) },
      createdAt: now,
    })),
  );
}

function assertBeforePayment(row: WaybillRow) {
  if (!BEFORE_PAYMENT.includes(row.status)) throw new AppError('rule', 'waybill.notBeforePayment');
}

/** DELETE delShipment/{id}: cancels before payment (never after a combined box); the parcels go back in stock. */
export async function cancelWaybill(ctx: AppContext, customerId: number, id: number, language: Language) {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    const services = await listWaybillServices(tx, row.id);
    const combinedBoxDone = services.some(
      ({ entry, service }) => service.code === 'combined_box' && entry.status === 'completed',
    );
    const problem = isWaybillStatus(row.status) ? cancellationProblem(row.status, combinedBoxDone) : null;
    if (problem) throw new AppError('rule', problem);
    const now = ctx.clock();
    await moveWaybill(tx, row, 'cancelled', language, now, { cancelledAt: now });
    // A card or wallet checkout left open gives back the coupon, points and balance it held.
    await supersedeOpenAttempts(tx, ctx, WAYBILL_PURPOSE, row.id);
    await moveWaybillParcels(tx, row, PARCEL_STATUS.inStock, 'back_in_stock', language, now, true);
    await insertWaybillEvents(tx, [{ waybillId: row.id, status: 'cancelled', kind: 'cancelled', createdAt: now }]);
  });
  return waybillDetail(ctx, customerId, id, language);
}

/** clientConfirmShipment: the customer says it arrived (in transit, at the destination warehouse or waiting pickup). */
export async function confirmReceipt(ctx: AppContext, customerId: number, id: number, language: Language) {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    if (!RECEIPT_CONFIRMABLE.includes(row.status))
      throw new AppError('rule', 'waybill.illegalTransition', {
        params: { from: statusText(language, row.status), to: statusText(language, 'delivered') },
      });
    const now = ctx.clock();
    await moveWaybill(tx, row, 'delivered', language, now, { deliveredAt: now });
    await moveWaybillParcels(tx, row, PARCEL_STATUS.delivered, 'delivered', language, now);
    await insertWaybillEvents(tx, [
      { waybillId: row.id, status: 'delivered', kind: 'receipt_confirmed', createdAt: now },
    ]);
  });
  return waybillDetail(ctx, customerId, id, language);
}

/** togglePriorityHandleShipment: priority handling on or off, until the waybill is packed. */
export async function togglePriority(ctx: AppContext, customerId: number, id: number, language: Language) {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    if (row.status !== 'pending' && row.status !== 'packing') throw new AppError('rule', 'waybill.priorityClosed');
    await updateWaybillRow(tx, row.id, { priority: !row.priority });
  });
  return waybillDetail(ctx, customerId, id, language);
}

/**
 * switchToDeliveryCourier: a self-pickup waybill moves to a door-delivery line of the same route (the same
 * service level where there is one), priced again. Irreversible: nothing moves it back.
 */
export async function upgradeToDelivery(ctx: AppContext, customerId: number, id: number, language: Language) {
  const current = await requireOwnedWaybill(ctx.db, customerId, id);
  assertBeforePayment(current);
  const line = await loadLine(ctx, current.lineId);
  if (!line || line.row.deliveryMethod === 'door') throw new AppError('rule', 'waybill.alreadyDelivery');
  const doorLines = (await loadRouteLines(ctx, current.storeId, current.countryId)).filter(
    (candidate) => candidate.row.deliveryMethod === 'door',
  );
  const target = doorLines.find((candidate) => candidate.row.serviceLevel === line.row.serviceLevel) ?? doorLines[0];
  if (!target) throw new AppError('rule', 'waybill.noDeliveryLine');
  const { rates } = await ratesToday(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    assertBeforePayment(row);
    if (row.deliveryUpgraded) throw new AppError('rule', 'waybill.alreadyDelivery');
    const moved = await updateWaybillRow(tx, row.id, {
      lineId: target.row.id,
      deliveryUpgraded: true,
      lastMileMethod: 'door',
      agentId: null,
    });
    const { columns } = await recalculateFees(tx, moved, rates, calendarDate(ctx.clock()));
    await updateWaybillRow(tx, row.id, columns);
    await insertWaybillEvents(tx, [
      {
        waybillId: row.id,
        status: row.status,
        kind: 'upgraded',
        details: { line_en: target.row.nameEn, line_cn: target.row.nameCn, line_tw: target.row.nameTw },
        createdAt: ctx.clock(),
      },
    ]);
  });
  return waybillDetail(ctx, customerId, id, language);
}

/**
 * calcShipmentEndDelivery: whether the last mile can go to the door. 422 'waybill.deliveryUnavailable' for a
 * self-pickup line or an address the line cannot reach (the client then asks getAvailableAgents); otherwise
 * the door-delivery cost in `currencyType` (AUD by default).
 */
export async function endDeliveryQuote(
  ctx: AppContext,
  customerId: number,
  id: number,
  currencyType: CurrencyCode,
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const line = await loadLine(ctx, row.lineId);
  if (!line || line.row.deliveryMethod === 'self_pickup')
    throw new AppError('rule', 'waybill.deliveryUnavailable', { data: { reasons: [] } });
  const limit = await checkAddressLimit(
    ctx,
    {
      courier_id: line.row.id,
      country_id: row.countryId,
      postcode: row.recipient.postcode || '-',
      address: row.recipient.address,
      address2: row.recipient.address2,
      address3: row.recipient.address3,
      city: row.recipient.city,
    },
    language,
  );
  if (limit.limited) throw new AppError('rule', 'waybill.deliveryUnavailable', { data: { reasons: limit.reasons } });
  const rate = await findLastMileRate(ctx.db, row.countryId, 'door');
  const { rates } = await ratesToday(ctx);
  const fee = rate
    ? convertWithRates(money(rate.rate.pricePerParcel, rate.currencyCode as CurrencyCode), currencyType, rates)
    : money(0, currencyType);
  return {
    available: true as const,
    method: 'door' as const,
    fee: formatMajor(fee),
    currency: currencyType,
    days_min: rate?.rate.daysMin ?? null,
    days_max: rate?.rate.daysMax ?? null,
  };
}

/** getAvailableAgents/{id}: pickup points in the recipient's country, with the pickup-point cost. */
export async function availableAgents(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const [agents, rate] = await Promise.all([
    listPickupAgents(ctx.db, row.countryId),
    findLastMileRate(ctx.db, row.countryId, 'pickup_point'),
  ]);
  const currency = currencyOf(row);
  const { rates } = await ratesToday(ctx);
  const fee = rate
    ? formatMajor(convertWithRates(money(rate.rate.pricePerParcel, rate.currencyCode as CurrencyCode), currency, rates))
    : '0';
  return agents.map((agent) => ({
    id: agent.id,
    name: localName(language, agent),
    address: agent.address,
    city: agent.city,
    postcode: agent.postcode,
    opening_hours: agent.openingHours,
    fee,
    currency,
    selected: row.agentId === agent.id,
  }));
}

async function chooseLastMile(
  ctx: AppContext,
  customerId: number,
  id: number,
  choice: { method: 'door' } | { method: 'pickup_point'; agentId: number; agent: Record<string, string> },
) {
  const { rates } = await ratesToday(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    assertBeforePayment(row);
    const moved = await updateWaybillRow(tx, row.id, {
      lastMileMethod: choice.method,
      agentId: choice.method === 'pickup_point' ? choice.agentId : null,
    });
    const { columns } = await recalculateFees(tx, moved, rates, calendarDate(ctx.clock()));
    await updateWaybillRow(tx, row.id, columns);
    await insertWaybillEvents(tx, [
      {
        waybillId: row.id,
        status: row.status,
        kind: choice.method === 'door' ? 'last_mile_door' : 'last_mile_agent',
        details: choice.method === 'door' ? {} : choice.agent,
        createdAt: ctx.clock(),
      },
    ]);
  });
}

/** selectEndDeliveryForShipment: door delivery, where calcShipmentEndDelivery says it is available. */
export async function selectDoorDelivery(ctx: AppContext, customerId: number, id: number, language: Language) {
  await endDeliveryQuote(ctx, customerId, id, 'AUD', language);
  await chooseLastMile(ctx, customerId, id, { method: 'door' });
  return waybillDetail(ctx, customerId, id, language);
}

/** selectAgentForShipment: collection at one of the recipient country's pickup points. */
export async function selectAgent(
  ctx: AppContext,
  customerId: number,
  id: number,
  agentId: number,
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const agent = await findPickupAgent(ctx.db, agentId);
  if (!agent?.active || agent.countryId !== row.countryId) throw AppError.field('agent_id', 'waybill.agentUnknown');
  await chooseLastMile(ctx, customerId, id, {
    method: 'pickup_point',
    agentId,
    agent: { agent_en: agent.nameEn, agent_cn: agent.nameCn, agent_tw: agent.nameTw },
  });
  return waybillDetail(ctx, customerId, id, language);
}

/** updateShipment/{id}: the remark, and notes with files (shipmentComments). */
export async function updateWaybill(
  ctx: AppContext,
  customerId: number,
  id: number,
  input: { remark?: string | undefined; comment?: string | undefined; files?: string | undefined },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const fileIds = input.files
    ? await customerFileIds(
        ctx.db,
        customerId,
        input.files
          .split(',')
          .map((file) => file.trim())
          .filter(Boolean),
      )
    : [];
  await ctx.db.transaction(async (tx) => {
    if (input.remark !== undefined) await updateWaybillRow(tx, row.id, { remark: input.remark });
    if (input.comment || fileIds.length > 0)
      await insertWaybillNote(tx, {
        waybillId: row.id,
        author: 'customer',
        customerId,
        content: input.comment ?? '',
        fileIds,
      });
  });
  return waybillDetail(ctx, customerId, id, language);
}

/** uploadShipmentDeclareFile: invoices and proofs of purchase for customs (waybill/uploadBill). */
export async function attachDeclarationFiles(
  ctx: AppContext,
  customerId: number,
  input: { shipment_id: number; files: string },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  const references = input.files
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  if (references.length === 0) throw AppError.field('files', 'extraService.imageRequired');
  const fileIds = await customerFileIds(ctx.db, customerId, references);
  await insertWaybillImages(
    ctx.db,
    fileIds.map((fileId) => ({ waybillId: row.id, fileId, kind: 'declaration' as const })),
  );
  return waybillDetail(ctx, customerId, row.id, language);
}

/** getRelaParcels/{id}: the parcels of a waybill as the parcel lists show them. */
export async function relatedParcels(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  return parcelSummaries(ctx, language, await parcelsOfWaybill(ctx.db, row.id));
}

/** runSyncShipmentCommentImage/{id}: the files attached to the waybill's notes. */
export async function noteImages(ctx: AppContext, customerId: number, id: number) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const notes = await listWaybillNotes(ctx.db, row.id);
  return presentFiles(
    ctx,
    notes.flatMap((note) => note.fileIds),
  );
}

// ── Shipper ───────────────────────────────────────────────────────────────────────────────

export async function shipperAddress(ctx: AppContext, customerId: number) {
  const profile = await findShipperProfile(ctx.db, customerId);
  return profile
    ? {
        sender_name: profile.senderName,
        commercial_value: profile.commercialValue,
        export_reason: profile.exportReason,
        undeliverable_action: profile.undeliverableAction,
      }
    : null;
}

export async function setShipperAddress(ctx: AppContext, customerId: number, input: WaybillRow['shipper']) {
  await saveShipperProfile(ctx.db, {
    customerId,
    senderName: input.sender_name,
    commercialValue: input.commercial_value,
    exportReason: input.export_reason,
    undeliverableAction: input.undeliverable_action,
  });
  return shipperAddress(ctx, customerId);
}

// ── Customs authorisation (sign document) ─────────────────────────────────────────────────

/**
 * postSignDocInfo: the importer's name, ID number and email for a waybill declared near or over AU$1000.
 * Starts (or restarts after a rejection) the review: waiting for audit.
 */
export async function postSignDocumentInfo(
  ctx: AppContext,
  customerId: number,
  input: { shipment_id: number; importer_name: string; id_number: string; email: string },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  if (!row.signDocumentRequired) throw new AppError('rule', 'waybill.signDocumentNotRequired');
  const existing = await findSignDocument(ctx.db, row.id);
  if (existing && existing.status !== 'waiting_audit' && existing.status !== 'rejected')
    throw new AppError('rule', 'waybill.signDocumentState', {
      params: { status: translate(language, `signDocumentStatus.${existing.status}`) },
    });
  await upsertSignDocument(ctx.db, {
    waybillId: row.id,
    customerId,
    status: 'waiting_audit',
    importerName: input.importer_name,
    idNumber: input.id_number,
    email: input.email,
  });
  return waybillDetail(ctx, customerId, row.id, language);
}

/** sendSignDocument: the importer signs (typed name, terms agreed) once staff approved the details; a copy is mailed. */
export async function signDocument(
  ctx: AppContext,
  customerId: number,
  input: { shipment_id: number; signature: string },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  await ctx.db.transaction(async (tx) => {
    const document = await findSignDocument(tx, row.id, true);
    if (!document) throw new AppError('rule', 'waybill.signDocumentNotRequired');
    if (document.status !== 'waiting_signature')
      throw new AppError('rule', 'waybill.signDocumentState', {
        params: { status: translate(language, `signDocumentStatus.${document.status}`) },
      });
    const now = ctx.clock();
    await updateSignDocument(tx, document.id, { status: 'review_success', signature: input.signature, signedAt: now });
    await sendAccountMail(
      tx,
      {
        to: document.email,
        customerId,
        language,
        kind: 'sign_document_signed',
        params: { name: document.importerName, shipment: row.shipmentNo ?? row.id, signature: input.signature },
      },
      now,
    );
  });
  return waybillDetail(ctx, customerId, row.id, language);
}

export function declaredText(row: WaybillRow): string {
  const currency = currencyOf(row);
  return `${currency} ${amountText(row.declaredValue, currency)}`;
}
