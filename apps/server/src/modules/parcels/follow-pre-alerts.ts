import {
  addWorkingDays,
  type HolidayCalendar,
  holidayCalendarOf,
  INBOUND_CHECK_IN_WORKING_DAYS,
  INBOUND_FOLLOW_DAYS,
  readTrackingNumber,
  weekdaysOnly,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';
import type { CarrierPoller } from '../carriers/index.js';
import { insertInboundCase, storeInboundReport } from '../inbound-tracking/index.js';
import { notify } from '../notifications/index.js';
import { findWarehouseWithNames } from '../reference/index.js';
import { findCourierCompanies, preAlertsWaitingSince } from './reads.js';

const DAY_MS = 86_400_000;

/** The office calendar of a warehouse: its region's holidays in its time zone (weekdays only without a list). */
async function warehouseOf(db: Database, storeId: number) {
  const found = await findWarehouseWithNames(db, storeId);
  const region = found?.warehouse.regionCode ?? '';
  const calendar: HolidayCalendar =
    holidayCalendarOf(region) ?? weekdaysOnly(region, found?.warehouse.timeZone ?? 'UTC');
  const names = found
    ? { nameEn: found.warehouse.nameEn, nameCn: found.warehouse.nameCn, nameTw: found.warehouse.nameTw }
    : { nameEn: '', nameCn: '', nameTw: '' };
  return { calendar, names };
}

/** The carrier followed: the courier the customer named, else the one the number's form says. */
async function carrierOf(db: Database, parcel: { trackingNumber: string; courierCompanyId: number | null }) {
  if (parcel.courierCompanyId !== null) {
    const [courier] = await findCourierCompanies(db, [parcel.courierCompanyId]);
    if (courier) return courier.code.toLowerCase();
  }
  return readTrackingNumber(parcel.trackingNumber).carrier;
}

/**
 * The scheduled follow-up of pre-alerts: each waiting parcel (pre-alerted in the last INBOUND_FOLLOW_DAYS) is asked
 * of its carrier and what it said is kept for its detail page. One the carrier reported delivered that no check-in
 * followed within two working days of its warehouse opens a case for that warehouse's staff, and its customer is
 * told, in the same transaction: once, since a parcel has one case (the unique index). Check-in closes the case.
 */
export async function followInboundParcels(ctx: AppContext, poller: CarrierPoller): Promise<{ opened: number }> {
  const now = ctx.clock();
  const waiting = await preAlertsWaitingSince(ctx.db, new Date(now.getTime() - INBOUND_FOLLOW_DAYS * DAY_MS));
  const warehouses = new Map<number, Awaited<ReturnType<typeof warehouseOf>>>();
  let opened = 0;
  for (const parcel of waiting) {
    if (parcel.customerId === null) continue;
    const customerId = parcel.customerId;
    const report = await poller.lookup(parcel.trackingNumber).catch(() => null);
    if (!report) continue;
    const carrier = report.carrier ?? (await carrierOf(ctx.db, parcel));
    if (!warehouses.has(parcel.storeId)) warehouses.set(parcel.storeId, await warehouseOf(ctx.db, parcel.storeId));
    const warehouse = warehouses.get(parcel.storeId);
    if (!warehouse) continue;
    const raised = await ctx.db.transaction(async (tx) => {
      const followed = await storeInboundReport(tx, parcel, carrier, report);
      if (!followed?.deliveredAt || !followed.proof) return false;
      const dueAt = addWorkingDays(followed.deliveredAt, INBOUND_CHECK_IN_WORKING_DAYS, warehouse.calendar);
      if (now < dueAt) return false;
      const inserted = await insertInboundCase(tx, {
        parcelId: parcel.id,
        storeId: parcel.storeId,
        customerId,
        trackingNumber: parcel.trackingNumber,
        deliveredAt: followed.deliveredAt,
        dueAt,
        proof: followed.proof,
        openedAt: now,
      });
      if (!inserted) return false;
      await notify(
        tx,
        {
          customerId,
          kind: 'parcel_delivered_not_received',
          data: {
            parcelId: parcel.id,
            tracking: parcel.trackingNumber,
            carrier: followed.carrier,
            warehouse: warehouse.names,
            deliveredAt: followed.deliveredAt,
          },
        },
        now,
      );
      return true;
    });
    if (raised) opened += 1;
  }
  return { opened };
}
