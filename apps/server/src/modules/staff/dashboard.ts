import {
  calendarDate,
  localDayBounds,
  type QueueAge,
  STAFF_DASHBOARD_QUEUES,
  STAFF_WAYBILL_QUEUES,
  type StaffDashboard,
  type StaffDashboardQueue,
  type StaffDashboardWarehouse,
} from '@parcelway/domain';
import type { StoreDay } from '../../db/store-days.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { claimsWaiting, returnsWaiting } from '../parcels/index.js';
import { transfersWaitingByPurpose } from '../payments/index.js';
import { warehouseRows } from '../reference/index.js';
import { claimsWaitingByStore } from '../shipment-claims/index.js';
import { storesToList } from '../staff-accounts/index.js';
import { SIGN_DOCUMENTS_AWAITING_STAFF, signDocumentsWaiting, waybillsWaiting } from '../waybills/index.js';
import { dayFigures } from './day-figures.js';

const BENCH_QUEUES = ['pack', 'unpaid', 'dispatch'] as const;
/** Since when a waybill of each bench queue has waited: submitted to be packed, packed to be paid, paid to leave. */
const WAITING_SINCE = { pack: 'submittedAt', unpaid: 'packedAt', dispatch: 'paidAt' } as const;

interface Waiting {
  storeId: number;
  count: number;
  oldest: Date | null;
}

const none = (): QueueAge => ({ count: 0, oldest_at: null });

function add(age: QueueAge, count: number, oldest: Date | null): QueueAge {
  const at = oldest?.toISOString() ?? null;
  const earliest = age.oldest_at === null || (at !== null && at < age.oldest_at) ? at : age.oldest_at;
  return { count: age.count + count, oldest_at: earliest };
}

/**
 * GET /ops/dashboard: for each warehouse the actor works in, what happened in that warehouse's local day
 * (`date`, or its today) — parcels checked in, waybills packed, paid and dispatched, each by the moment its row
 * keeps, from the counts kept per quarter hour (`dayFigures`) — and every queue as it stands now: its count and
 * since when its oldest has waited. Finance (and admin) also get the bank transfers waiting for review, by what they
 * pay for; they are not a warehouse's.
 */
export async function staffDashboard(ctx: AppContext, actor: StaffActor, date: string | undefined) {
  const now = ctx.clock();
  const visible = storesToList(actor, undefined);
  const warehouses = (await warehouseRows(ctx.db))
    .filter((row) => row.active && (visible === undefined || visible.includes(row.storeId)))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.storeId - b.storeId);
  const days: (StoreDay & { date: string; timeZone: string })[] = warehouses.map((row) => {
    const day = date ?? calendarDate(now, row.timeZone);
    return { storeId: row.storeId, date: day, timeZone: row.timeZone, ...localDayBounds(day, row.timeZone) };
  });
  const storeIds = days.map((day) => day.storeId);
  const finance = actor.storeIds === null ? transfersWaitingByPurpose(ctx.db) : null;
  if (days.length === 0) return present(now, [], finance === null ? null : await finance);

  const [figures, bench, signDocuments, claims, returns, shipmentClaims, transfers] = await Promise.all([
    dayFigures(ctx.db, days),
    waybillsWaiting(
      ctx.db,
      BENCH_QUEUES.flatMap((queue) => STAFF_WAYBILL_QUEUES[queue]),
      storeIds,
    ),
    signDocumentsWaiting(ctx.db, SIGN_DOCUMENTS_AWAITING_STAFF, storeIds),
    claimsWaiting(ctx.db, storeIds),
    returnsWaiting(ctx.db, storeIds),
    claimsWaitingByStore(ctx.db, storeIds, now),
    finance,
  ]);

  const reviews: Record<'sign_documents' | 'claims' | 'returns' | 'shipment_claims', Waiting[]> = {
    sign_documents: signDocuments,
    claims,
    returns,
    shipment_claims: shipmentClaims,
  };
  const list: StaffDashboardWarehouse[] = days.map((day) => {
    const queues = Object.fromEntries(STAFF_DASHBOARD_QUEUES.map((queue) => [queue, none()])) as Record<
      StaffDashboardQueue,
      QueueAge
    >;
    for (const row of bench) {
      if (row.storeId !== day.storeId) continue;
      const queue = BENCH_QUEUES.find((name) => (STAFF_WAYBILL_QUEUES[name] as readonly string[]).includes(row.status));
      if (queue) queues[queue] = add(queues[queue], row.count, row[WAITING_SINCE[queue]]);
    }
    for (const [queue, rows] of Object.entries(reviews) as [keyof typeof reviews, Waiting[]][]) {
      const row = rows.find((entry) => entry.storeId === day.storeId);
      if (row) queues[queue] = add(queues[queue], row.count, row.oldest);
    }
    return {
      store_id: day.storeId,
      time_zone: day.timeZone,
      date: day.date,
      from: day.from.toISOString(),
      to: day.to.toISOString(),
      ...(figures.get(day.storeId) ?? { arrived: 0, packed: 0, paid: 0, dispatched: 0 }),
      overdue_shipment_claims: shipmentClaims.find((row) => row.storeId === day.storeId)?.overdue ?? 0,
      queues,
    };
  });
  return present(now, list, transfers);
}

function present(
  now: Date,
  warehouses: StaffDashboardWarehouse[],
  transfers: { purpose: string; count: number; oldest: Date | null }[] | null,
): StaffDashboard {
  return {
    generated_at: now.toISOString(),
    warehouses,
    transfers:
      transfers?.map((row) => ({
        purpose: row.purpose,
        count: row.count,
        oldest_at: row.oldest?.toISOString() ?? null,
      })) ?? null,
  };
}
