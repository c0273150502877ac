import { randomBytes } from 'node:crypto';
import {
  calendarDate,
  type DeclarationItem,
  dropOffCodeFromBytes,
  type PickupBooking,
  pickupDateProblem,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { findAgent, packagesHeldByAgents } from './queries/agents.js';
import { bookingsOn, findPickupSettings, findWindow } from './queries/pickup.js';
import { findPreShipment } from './queries/pre-shipments.js';

/** The warehouse's local date and time now. */
export function localNow(now: Date, timeZone: string): { today: string; timeNow: string } {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { today: calendarDate(now, timeZone), timeNow: time.format(now) };
}

export async function requirePickupSettings(db: Database, storeId: number) {
  const settings = await findPickupSettings(db, storeId);
  if (!settings) throw AppError.field('store_id', 'parcel.unknownWarehouse');
  return settings;
}

/**
 * Holds a pickup slot inside the booking's transaction: the window is the warehouse's and open, the date is bookable
 * (tomorrow before the cut-off at the latest), and a place is left — the window row is locked while counting, so
 * parallel bookings of the last place are served one after the other and only one gets it.
 */
export async function holdPickupSlot(
  tx: Database,
  storeId: number,
  booking: PickupBooking,
  now: Date,
  exceptId?: number,
) {
  const settings = await requirePickupSettings(tx, storeId);
  const problem = pickupDateProblem(booking.date, {
    ...localNow(now, settings.timeZone),
    cutoffTime: settings.cutoffTime,
  });
  if (problem)
    throw new AppError('invalid', problem, {
      params: { time: settings.cutoffTime },
      fields: { 'pickup.date': problem },
    });
  const window = await findWindow(tx, booking.window_id, true);
  if (!window || window.storeId !== storeId || !window.active)
    throw AppError.field('pickup.window_id', 'preShipment.unknownWindow');
  const booked = (await bookingsOn(tx, [window.id], booking.date, exceptId)).get(window.id) ?? 0;
  if (booked >= window.capacity)
    throw new AppError('rule', 'preShipment.slotFull', { fields: { 'pickup.window_id': 'preShipment.slotFull' } });
  return { window, feeMinor: settings.feeMinor };
}

/**
 * Holds room at an agent point: the warehouse's, open, accepting what the items are (batteries included), and with
 * room for the packages besides what it holds already. The agent row is locked while counting.
 */
export async function holdAgentRoom(
  tx: Database,
  storeId: number,
  agentId: number,
  goods: { items: DeclarationItem[]; batteries: boolean; packages: number },
  exceptId?: number,
) {
  const agent = await findAgent(tx, agentId, true);
  if (!agent || agent.storeId !== storeId || !agent.active)
    throw AppError.field('agent_id', 'preShipment.unknownAgent');
  const needs = new Set(goods.items.flatMap((item) => item.attributes));
  if (goods.batteries) needs.add('battery');
  if ([...needs].some((attribute) => !agent.accepts.includes(attribute)))
    throw new AppError('rule', 'preShipment.agentRefuses', { fields: { agent_id: 'preShipment.agentRefuses' } });
  let held = (await packagesHeldByAgents(tx, [agent.id])).get(agent.id) ?? 0;
  if (exceptId !== undefined) held -= await ownPackagesAt(tx, exceptId, agent.id);
  if (held + goods.packages > agent.capacity)
    throw new AppError('rule', 'preShipment.agentFull', { fields: { agent_id: 'preShipment.agentFull' } });
  return agent;
}

async function ownPackagesAt(tx: Database, preShipmentId: number, agentId: number): Promise<number> {
  const own = await findPreShipment(tx, preShipmentId);
  return own && own.agentId === agentId && own.status === 'booked' ? own.trackingNumbers.length : 0;
}

export function newDropOffCode(): string {
  return dropOffCodeFromBytes(randomBytes(8));
}
