import { z } from 'zod';

/** The queues the dashboard ages per warehouse: the bench's three, and the warehouse's reviews. */
export const STAFF_DASHBOARD_QUEUES = [
  'pack',
  'unpaid',
  'dispatch',
  'sign_documents',
  'claims',
  'returns',
  'shipment_claims',
] as const;
export type StaffDashboardQueue = (typeof STAFF_DASHBOARD_QUEUES)[number];

/**
 * The day the dashboard counts ('YYYY-MM-DD'): a real calendar date this century. Years the database cannot hold as
 * a local midnight (before year 1, after 9999) never reach it.
 */
export const dashboardDateSchema = z.iso
  .date()
  .refine((date) => date >= '2000-01-01' && date <= '2099-12-31', { error: 'validation.invalid' });

/** A queue now: how many wait, and since when the oldest has (null when none). */
export const queueAgeSchema = z.object({ count: z.number(), oldest_at: z.string().nullable() });
export type QueueAge = z.infer<typeof queueAgeSchema>;

/** One warehouse's day in its own time zone: what happened that day, and its queues as they stand now. */
export const staffDashboardWarehouseSchema = z.object({
  store_id: z.number(),
  time_zone: z.string(),
  /** The local day counted ('YYYY-MM-DD') and the instants it runs between (`to` exclusive). */
  date: z.string(),
  from: z.string(),
  to: z.string(),
  arrived: z.number(),
  packed: z.number(),
  paid: z.number(),
  dispatched: z.number(),
  /** Complete shipment claims past their due time (two working days): they escalate. */
  overdue_shipment_claims: z.number(),
  queues: z.object(
    Object.fromEntries(STAFF_DASHBOARD_QUEUES.map((queue) => [queue, queueAgeSchema])) as Record<
      StaffDashboardQueue,
      typeof queueAgeSchema
    >,
  ),
});
export type StaffDashboardWarehouse = z.infer<typeof staffDashboardWarehouseSchema>;

/** GET /ops/dashboard: per warehouse the actor works in, and (finance) the bank transfers waiting, by purpose. */
export const staffDashboardSchema = z.object({
  generated_at: z.string(),
  warehouses: z.array(staffDashboardWarehouseSchema),
  transfers: z.array(queueAgeSchema.extend({ purpose: z.string() })).nullable(),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
