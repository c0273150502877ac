import type { AppContext } from './http/context.js';
import type { CarrierPoller } from './modules/carriers/index.js';
import { sendRenewalReminders } from './modules/membership/index.js';
import { sendStorageReminders } from './modules/notifications/index.js';
import { purgeStaleHeldMail } from './modules/outbox/index.js';
import { followInboundParcels, parcelsInStockBetween } from './modules/parcels/index.js';
import { runPointsExpiry } from './modules/payments/index.js';
import { sendWarehouseAddressNotices } from './modules/reference/index.js';
import { escalateOverdueClaims, noticeOpenLossClaims } from './modules/shipment-claims/index.js';
import { followShipments, storeReportIn } from './modules/tracking/index.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface JobLog {
  error(details: unknown, message: string): void;
}

export interface ScheduledJob {
  name: string;
  run(ctx: AppContext): Promise<unknown>;
  /** Soon after start, so a server restarted often still runs it and a missed day is caught up. */
  firstAfterMs: number;
  everyMs: number;
}

/**
 * The periodic jobs. Each is safe to run any number of times and on several servers at once (each claims its rows in
 * the transaction that acts on them), so the schedule only decides how soon work is noticed.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'storage reminders',
    run: (ctx) => sendStorageReminders(ctx, parcelsInStockBetween),
    firstAfterMs: MINUTE_MS,
    everyMs: HOUR_MS,
  },
  { name: 'membership renewal reminders', run: sendRenewalReminders, firstAfterMs: MINUTE_MS, everyMs: HOUR_MS },
  { name: 'points expiry', run: runPointsExpiry, firstAfterMs: 5 * MINUTE_MS, everyMs: 24 * HOUR_MS },
  // A changed shopping address matters to parcels being bought right now: told within a minute of the save.
  { name: 'warehouse address notices', run: sendWarehouseAddressNotices, firstAfterMs: MINUTE_MS, everyMs: MINUTE_MS },
  // A claim past its two working days reaches the admins within a quarter of an hour.
  { name: 'overdue claims', run: escalateOverdueClaims, firstAfterMs: MINUTE_MS, everyMs: 15 * MINUTE_MS },
  // A shipment overdue or reported lost: its customer hears within the hour that a loss claim is open.
  { name: 'loss claim notices', run: noticeOpenLossClaims, firstAfterMs: 2 * MINUTE_MS, everyMs: HOUR_MS },
  // Mail held for an address nobody confirmed is given up after 7 days, confirmed or not (docs/decisions/email-verification.md).
  { name: 'stale held mail', run: purgeStaleHeldMail, firstAfterMs: 5 * MINUTE_MS, everyMs: HOUR_MS },
];

/**
 * Shipments with the carrier asked of it every hour (the stand-in, or the aggregator's API): what is new is stored as
 * a webhook's report would be, and a quiet shipment, a later estimate or a failed attempt alerts its customer once.
 */
export function shipmentFollowUpJob(poller: CarrierPoller): ScheduledJob {
  return {
    name: 'shipment follow-up',
    run: (ctx) => followShipments(ctx, poller, storeReportIn),
    firstAfterMs: 2 * MINUTE_MS,
    everyMs: HOUR_MS,
  };
}

/**
 * Pre-alerts asked of their carrier every hour: their way to our warehouse for the parcel page, and a parcel delivered
 * but not checked in within two working days opens a case for the warehouse and tells its customer once.
 */
export function inboundFollowUpJob(poller: CarrierPoller): ScheduledJob {
  return {
    name: 'inbound follow-up',
    run: (ctx) => followInboundParcels(ctx, poller),
    firstAfterMs: 3 * MINUTE_MS,
    everyMs: HOUR_MS,
  };
}

/** Runs `job` after `firstAfterMs` and then every `everyMs`, never keeping the process alive; answers its stop. */
export function scheduleJob(ctx: AppContext, log: JobLog, job: ScheduledJob): () => void {
  const run = () => void job.run(ctx).catch((err: unknown) => log.error({ err }, `${job.name} failed`));
  const first = setTimeout(run, job.firstAfterMs);
  const timer = setInterval(run, job.everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/** Starts every scheduled job; answers one function that stops them all. */
export function startScheduledJobs(ctx: AppContext, log: JobLog, jobs = SCHEDULED_JOBS): () => void {
  const stops = jobs.map((job) => scheduleJob(ctx, log, job));
  return () => {
    for (const stop of stops) stop();
  };
}
