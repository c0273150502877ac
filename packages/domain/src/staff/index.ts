import { z } from 'zod';
import { WAYBILL_STATUSES } from '../waybills/status.js';

/** Staff roles (DESIGN §7): what the staff console shows each one. */
export const STAFF_ROLE_NAMES = ['admin', 'warehouse', 'finance', 'content', 'support'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

/** GET /ops/me: who is signed in to the staff console. */
export const staffMeSchema = z.object({
  staff_id: z.number().nullable(),
  role: z.enum(STAFF_ROLE_NAMES).nullable(),
  store_ids: z.array(z.number()),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** The waybill queues of the warehouse bench (GET /ops/waybills): to pack, to dispatch, on the way. */
export const STAFF_WAYBILL_QUEUES = {
  pack: ['pending', 'packing'],
  unpaid: ['pay_now', 'bank_pending'],
  dispatch: ['paid'],
  travelling: ['in_transit', 'sorting', 'collecting'],
} as const satisfies Record<string, readonly (typeof WAYBILL_STATUSES)[number][]>;
export type StaffWaybillQueue = keyof typeof STAFF_WAYBILL_QUEUES;

/** One parcel of a waybill's pick list: where it is in the building and what it weighed at check-in. */
export const pickListParcelSchema = z.object({
  id: z.number(),
  tracking_number: z.string(),
  weight_kg: z.number().nullable(),
});

/** A waybill in a bench queue; `updated_at` travels back with the pack form so a stale form is refused. */
export const staffQueueWaybillSchema = z.object({
  id: z.number(),
  shipment_id: z.string().nullable(),
  status: z.enum(WAYBILL_STATUSES),
  store_id: z.number(),
  customer_id: z.number(),
  carrier_tracking: z.string().nullable(),
  extra_cartons: z.number(),
  submitted_at: z.string(),
  updated_at: z.string(),
  parcels: z.array(pickListParcelSchema),
});
export type StaffQueueWaybill = z.infer<typeof staffQueueWaybillSchema>;

/** How a staff search found a customer. */
export const CUSTOMER_MATCHES = ['id', 'email', 'phone', 'tracking', 'shipment'] as const;

/** GET /ops/customers?q=: the customers an id, email, phone, tracking number or shipment id names. */
export const staffCustomerMatchSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  store_id: z.number(),
  status: z.enum(['active', 'closed']),
  created_at: z.string(),
  matched_by: z.array(z.enum(CUSTOMER_MATCHES)),
});
export type StaffCustomerMatch = z.infer<typeof staffCustomerMatchSchema>;
