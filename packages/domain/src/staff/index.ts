import { z } from 'zod';
import { SIGN_DOCUMENT_STATUSES, WAYBILL_STATUSES } from '../waybills/status.js';

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

/** A staff account (GET/POST /ops/staff, PATCH /ops/staff/:id); never its password hash. */
export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLE_NAMES),
  store_ids: z.array(z.number()),
  active: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

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
export const staffCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  store_id: z.number(),
  status: z.enum(['active', 'closed']),
  created_at: z.string(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const staffCustomerMatchSchema = staffCustomerSchema.extend({
  matched_by: z.array(z.enum(CUSTOMER_MATCHES)),
});
export type StaffCustomerMatch = z.infer<typeof staffCustomerMatchSchema>;

const staffPageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number(), page: z.number(), perPage: z.number() });
/**
 * A sub-list that also follows a cursor (issue 43): `next_cursor` is the last id shown, to send as `cursor` for the
 * next page (null on the last), which then reads only its own rows where page N by number reads every row before it.
 */
const staffCursorPageSchema = <T extends z.ZodType>(row: T) =>
  staffPageSchema(row).extend({ next_cursor: z.number().nullable() });

export const staffCustomerParcelSchema = z.object({
  id: z.number(),
  tracking_number: z.string(),
  status: z.string(),
  store_id: z.number(),
  weight_kg: z.number().nullable(),
  waybill_id: z.number().nullable(),
  received_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffCustomerParcel = z.infer<typeof staffCustomerParcelSchema>;

export const staffCustomerWaybillSchema = z.object({
  id: z.number(),
  shipment_id: z.string().nullable(),
  status: z.enum(WAYBILL_STATUSES),
  store_id: z.number(),
  total: z.string(),
  currency: z.string(),
  carrier_tracking: z.string().nullable(),
  submitted_at: z.string(),
});
export type StaffCustomerWaybill = z.infer<typeof staffCustomerWaybillSchema>;

export const staffLedgerEntrySchema = z.object({
  id: z.number(),
  kind: z.string(),
  amount: z.string(),
  currency: z.string(),
  balance_after: z.string(),
  reference: z.string(),
  purpose: z.string().nullable(),
  target_id: z.number().nullable(),
  created_at: z.string(),
});
export type StaffLedgerEntry = z.infer<typeof staffLedgerEntrySchema>;

export const staffPointEntrySchema = z.object({
  id: z.number(),
  kind: z.string(),
  points: z.number(),
  points_after: z.number(),
  reference: z.string(),
  created_at: z.string(),
});
export type StaffPointEntry = z.infer<typeof staffPointEntrySchema>;

/** One row of the audit trail: who did what to which record, and what was decided. */
export const staffAuditRowSchema = z.object({
  id: z.number(),
  staff_id: z.number(),
  staff_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAuditRow = z.infer<typeof staffAuditRowSchema>;

/** The sub-lists of the one-page customer view, each paged on its own (GET /ops/customers/:id/<section>). */
export const STAFF_CUSTOMER_SECTIONS = {
  parcels: staffCursorPageSchema(staffCustomerParcelSchema),
  waybills: staffCursorPageSchema(staffCustomerWaybillSchema),
  ledger: staffPageSchema(staffLedgerEntrySchema),
  points: staffPageSchema(staffPointEntrySchema),
  audit: staffPageSchema(staffAuditRowSchema),
} as const;
export type StaffCustomerSection = keyof typeof STAFF_CUSTOMER_SECTIONS;
export type StaffSectionPage<S extends StaffCustomerSection> = z.infer<(typeof STAFF_CUSTOMER_SECTIONS)[S]>;

/**
 * GET /ops/customers/:id: a customer on one page. Money and the audit trail are `null` for a warehouse operator, who
 * sees only the parcels and waybills in their warehouses.
 */
export const staffCustomerViewSchema = z.object({
  customer: staffCustomerSchema,
  balances: z.array(z.object({ currency: z.string(), balance: z.string() })).nullable(),
  points: z.number().nullable(),
  parcels: STAFF_CUSTOMER_SECTIONS.parcels,
  waybills: STAFF_CUSTOMER_SECTIONS.waybills,
  ledger: STAFF_CUSTOMER_SECTIONS.ledger.nullable(),
  points_ledger: STAFF_CUSTOMER_SECTIONS.points.nullable(),
  audit: STAFF_CUSTOMER_SECTIONS.audit.nullable(),
});
export type StaffCustomerView = z.infer<typeof staffCustomerViewSchema>;

/** POST /ops/customers/:id/balance: the adjustment as entered in the ledger. */
export const balanceAdjustmentSchema = z.object({
  customer_id: z.number(),
  entry_id: z.number(),
  amount: z.string(),
  currency: z.string(),
  balance: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;

/** Staff cancel a paid waybill that has not left (POST /ops/waybills/:id/cancel) with a reason the customer reads. */
export const STAFF_CANCEL_REASON_MAX_LENGTH = 500;

/** Staff notes on a parcel or waybill: the customer reads them with the 'admin' label (SPEC §3). */
export const STAFF_NOTE_MAX_LENGTH = 1000;
/** POST /ops/parcels/:id/notes and /ops/waybills/:id/notes: what the note says. */
export const staffNoteInputSchema = z.object({ content: z.string().trim().min(1).max(STAFF_NOTE_MAX_LENGTH) });
export const staffNoteSchema = z.object({
  id: z.number(),
  target_type: z.enum(['parcel', 'waybill']),
  target_id: z.number(),
  author: z.literal('admin'),
  content: z.string(),
  created_at: z.string(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

/** GET /ops/returns: a return request waiting for the warehouse to hand its parcels over. */
export const staffReturnSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  store_id: z.number(),
  method: z.enum(['local_address', 'pickup_code', 'forward']),
  fee: z.string().nullable(),
  currency: z.string(),
  pickup_code: z.string().nullable(),
  address: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  remark: z.string(),
  parcels: z.array(z.object({ id: z.number(), tracking_number: z.string() })),
  created_at: z.string(),
});
export type StaffReturn = z.infer<typeof staffReturnSchema>;

/** GET /ops/sign-documents: a customs authorisation waiting for review (its details, or its signature). */
export const staffSignDocumentSchema = z.object({
  id: z.number(),
  waybill_id: z.number(),
  shipment_id: z.string().nullable(),
  store_id: z.number(),
  customer_id: z.number(),
  status: z.enum(SIGN_DOCUMENT_STATUSES),
  importer_name: z.string(),
  id_number: z.string(),
  email: z.string(),
  signed: z.boolean(),
  signed_at: z.string().nullable(),
  waiting_since: z.string(),
});
export type StaffSignDocument = z.infer<typeof staffSignDocumentSchema>;
export * from './config.js';
export * from './dashboard.js';
