import {
  type CurrencyCode,
  calendarDate,
  convertWithRates,
  formatMajor,
  type Language,
  localName,
  money,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { checkAddressLimit } from '../catalogue/index.js';
import { loadLine, loadRouteLines, ratesToday } from '../logistics/index.js';
import { assertBeforePayment } from './actions.js';
import { noteWaybill } from './moves.js';
import { currencyOf } from './presenters.js';
import { findPickupAgent, listPickupAgents } from './queries/documents.js';
import { findLastMileRate } from './queries/prices.js';
import { updateWaybillRow } from './queries/waybills.js';
import { recalculateFees } from './recalculate.js';
import { requireOwnedWaybill, waybillDetail } from './service.js';

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
    await noteWaybill(tx, row, ctx.clock(), [
      {
        kind: 'upgraded',
        details: { line_en: target.row.nameEn, line_cn: target.row.nameCn, line_tw: target.row.nameTw },
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
    await noteWaybill(tx, row, ctx.clock(), [
      choice.method === 'door' ? { kind: 'last_mile_door' } : { kind: 'last_mile_agent', details: choice.agent },
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
