import {
  AGENT_FREE_STORAGE_DAYS,
  AGENT_STORAGE_PER_CUBIC_METRE_DAY_CENTS,
  AGENT_STORAGE_PER_PACKAGE_DAY_CENTS,
  agentStorageFee,
  type CurrencyCode,
  type DeliveryWay,
  formatMajor,
  type Language,
  money,
  pickupDateProblem,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { resolveWarehouse } from '../parcels/index.js';
import { localNow, requirePickupSettings } from './booking.js';
import { bookingsOn, listWindows } from './queries/pickup.js';

const aud = (cents: number) => formatMajor(money(cents, 'AUD'));

/** What the customer pays before the goods reach the warehouse: the pickup fee, or agent storage past the free days. */
export async function preShipmentCosts(
  ctx: AppContext,
  customerId: number,
  query: { store_id: number; delivery_way: DeliveryWay; packages: number; days: number },
) {
  const warehouse = await resolveWarehouse(ctx.db, customerId, query.store_id);
  const settings = await requirePickupSettings(ctx.db, warehouse.storeId);
  const currency: CurrencyCode = warehouse.currency;
  return {
    currency,
    pickup_fee: formatMajor(money(query.delivery_way === 'pickup' ? settings.feeMinor : 0, currency)),
    storage_free_days: AGENT_FREE_STORAGE_DAYS,
    storage_per_package_day: aud(AGENT_STORAGE_PER_PACKAGE_DAY_CENTS),
    storage_per_cubic_metre_day: aud(AGENT_STORAGE_PER_CUBIC_METRE_DAY_CENTS),
    storage_currency: 'AUD',
    storage_fee:
      query.delivery_way === 'drop_off'
        ? formatMajor(agentStorageFee({ days: query.days, packages: query.packages }))
        : aud(0),
  };
}

/** The pickup windows of a warehouse on a date, with the places left and whether the date can be booked at all. */
export async function pickupSlots(ctx: AppContext, query: { store_id: number; date: string }, language: Language) {
  const settings = await requirePickupSettings(ctx.db, query.store_id);
  const windows = await listWindows(ctx.db, query.store_id);
  const booked = await bookingsOn(
    ctx.db,
    windows.map((window) => window.id),
    query.date,
  );
  const problem = pickupDateProblem(query.date, {
    cutoffTime: settings.cutoffTime,
    ...localNow(ctx.clock(), settings.timeZone),
  });
  return {
    date: query.date,
    problem: problem ? translate(language, problem, { time: settings.cutoffTime }) : null,
    cutoff_time: settings.cutoffTime,
    time_zone: settings.timeZone,
    slots: windows.map((window) => {
      const remaining = Math.max(0, window.capacity - (booked.get(window.id) ?? 0));
      return {
        window_id: window.id,
        starts: window.startsAt,
        ends: window.endsAt,
        capacity: window.capacity,
        remaining,
        bookable: problem === null && remaining > 0,
      };
    }),
  };
}
