// Long on purpose: every answer of the waybill calls, side by side, so one field's shape is found in one place.
import { z } from 'zod';
import { parcelSummarySchema, submissionWaitSchema } from '../parcels/responses.js';
import { PAYMENT_METHOD_CODES, PAYMENT_PROVIDER_NAMES } from '../payments/methods.js';
import { paymentMethodsSchema, payPointsSchema } from '../payments/responses.js';
import { dutiesSchema, publicLineSchema } from '../pricing/responses.js';
import { cursorPageSchema, uploadedFileSchema } from '../responses.js';
import { chargeableExplanationSchema, weightEvidenceSchema } from '../weights/responses.js';
import { EXPORT_REASONS, UNDELIVERABLE_ACTIONS } from './schemas.js';
import { SIGN_DOCUMENT_STATUSES, WAYBILL_FILTER_NAMES, WAYBILL_STATUSES } from './status.js';
import { SUBMISSION_STEPS } from './steps.js';

/**
 * What the shipment (waybill) calls answer. Shape only: money is a decimal string in major units beside its
 * currency, weights are kilograms as decimal strings, times are ISO strings.
 */

/** SPEC §3 fees of a waybill in its warehouse's currency; `final` once it is packed and weighed. */
export const waybillFeesSchema = z.object({
  currency: z.string(),
  final: z.boolean(),
  postage: z.string(),
  delivery: z.string(),
  insurance: z.string(),
  customs: z.string(),
  adjustment: z.string(),
  extra: z.string(),
  service_charge: z.string(),
  /** Agent point storage of pre-shipped parcels (SPEC §9), a part of `service_charge`. */
  agent_storage: z.string(),
  /** The pickup fee of pre-shipped parcels booked for pickup, a part of `service_charge`. */
  pickup_fee: z.string(),
  /** The member discount frozen at submission (freight and extra services), already out of `total`. */
  member_discount: z.string(),
  total: z.string(),
});
export type WaybillFees = z.infer<typeof waybillFeesSchema>;

/** A waybill as the list shows it. */
export const waybillSummarySchema = z.object({
  id: z.number(),
  shipment_id: z.string(),
  status: z.enum(WAYBILL_STATUSES),
  status_name: z.string(),
  store_id: z.number(),
  warehouse_name: z.string(),
  country_id: z.number(),
  recipient_name: z.string(),
  recipient_city: z.string(),
  parcel_count: z.number(),
  tracking_numbers: z.array(z.string()),
  total: z.string(),
  currency: z.string(),
  fees_final: z.boolean(),
  priority: z.boolean(),
  carrier_tracking: z.string().nullable(),
  submitted_at: z.string(),
});
export type WaybillSummary = z.infer<typeof waybillSummarySchema>;

/** shipmentList: a page of one filter, with every filter's count. */
export const waybillPageSchema = cursorPageSchema(waybillSummarySchema).extend({
  counts: z.record(z.enum(WAYBILL_FILTER_NAMES), z.number()),
});
export type WaybillPage = z.infer<typeof waybillPageSchema>;

/** getShipmentTabs: each filter with its name and count. */
export const waybillTabSchema = z.object({ key: z.enum(WAYBILL_FILTER_NAMES), name: z.string(), count: z.number() });
export type WaybillTab = z.infer<typeof waybillTabSchema>;

/** shipmentStatusCount: Home's shipment labels. */
export const homeCountsSchema = z.object({
  processing: z.number(),
  unpaid: z.number(),
  paid: z.number(),
  transit: z.number(),
  collecting: z.number(),
});
export type HomeCounts = z.infer<typeof homeCountsSchema>;

/** getNewParcelAndShipmentCount: the tab-bar badges, what waits for the customer. */
export const newParcelAndShipmentCountSchema = z.object({
  /** Parcels arrived at the warehouse and in stock, waiting to be shipped. */
  parcel: z.number(),
  /** Waybills packed and waiting for the customer's payment. */
  shipment: z.number(),
});
export type NewParcelAndShipmentCount = z.infer<typeof newParcelAndShipmentCountSchema>;

/** One line of a declaration, its total in the shipment's currency. */
export const declaredItemSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  total_amount: z.string(),
  product_type: z.string(),
  attributes: z.array(z.string()),
});
export type DeclaredItem = z.infer<typeof declaredItemSchema>;

/** The shipper details a customer last sent with (getShipperAddress), as a waybill keeps them. */
export const savedShipperSchema = z.object({
  sender_name: z.string(),
  commercial_value: z.boolean(),
  export_reason: z.enum(EXPORT_REASONS),
  undeliverable_action: z.enum(UNDELIVERABLE_ACTIONS),
});
export type SavedShipper = z.infer<typeof savedShipperSchema>;

/** The address a waybill ships to, as it was when submitted, with the address-book entry it came from. */
export const waybillRecipientSchema = z.object({
  id: z.number().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone_code: z.string(),
  contact_number: z.string(),
  mobile: z.string(),
  email: z.string(),
  company: z.string(),
  country_id: z.number(),
  state: z.string(),
  city: z.string(),
  postcode: z.string(),
  address: z.string(),
  address2: z.string(),
  address3: z.string(),
  unit_number: z.string(),
  address_type: z.string(),
  id_number: z.string(),
  abn: z.string(),
});
export type WaybillRecipient = z.infer<typeof waybillRecipientSchema>;

/** A waybill with everything its page shows: line, route, parties, fees, weights, services, tracking, notes. */
export const waybillDetailSchema = waybillSummarySchema.extend({
  line: publicLineSchema.nullable(),
  route: z.object({
    from_store_id: z.number(),
    to_country_id: z.number(),
    estimated_delivery_from: z.string().nullable(),
    estimated_delivery_to: z.string().nullable(),
  }),
  recipient: waybillRecipientSchema,
  shipper: savedShipperSchema,
  declaration: z.array(declaredItemSchema),
  declared_value: z.string(),
  insured: z.boolean(),
  fees: waybillFeesSchema,
  /** The landed cost as charged (the fees' last pricing) and as quoted at submission; null on older waybills. */
  duties: z.object({
    charged: dutiesSchema.nullable(),
    quoted: dutiesSchema.nullable(),
    shop_charged_tax: z.boolean(),
  }),
  weight: z.object({
    chargeable: z.string(),
    packed: z.string().nullable(),
    packed_size: z.string().nullable(),
    /** The chargeable weight and total quoted at submission, beside the final ones when packing moved them. */
    quoted: z.string().nullable(),
    quoted_total: z.string().nullable(),
    /** Why the weight moved, in the reader's language; null when it did not. */
    change: z.string().nullable(),
    /** How the packed box's chargeable weight came about on the line; null before packing. */
    explanation: chargeableExplanationSchema.nullable(),
  }),
  /** The weighings with their photos, readings and rounding; the latest weight dispute; whether one may be filed. */
  weight_evidence: weightEvidenceSchema,
  extra_services: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      status: z.enum(['pending', 'completed']),
      comment: z.string(),
      files: z.array(uploadedFileSchema),
      price: z.string(),
    }),
  ),
  extra_cartons: z.number(),
  remark: z.string(),
  tracking: z.array(
    z.object({
      id: z.number(),
      status: z.enum(WAYBILL_STATUSES),
      status_name: z.string(),
      kind: z.string(),
      text: z.string(),
      time: z.string(),
    }),
  ),
  packing_images: z.array(uploadedFileSchema),
  delivery_proof: z.array(uploadedFileSchema),
  declaration_files: z.array(uploadedFileSchema),
  battery_images: z.array(uploadedFileSchema),
  notes: z.array(
    z.object({
      id: z.number(),
      author: z.enum(['customer', 'admin']),
      label: z.string().nullable(),
      content: z.string(),
      files: z.array(uploadedFileSchema),
      created_at: z.string(),
    }),
  ),
  parcels: z.array(z.object({ id: z.number(), tracking_number: z.string() })),
  last_mile: z.object({
    method: z.enum(['door', 'pickup_point']).nullable(),
    agent: z.object({ id: z.number(), name: z.string(), address: z.string(), city: z.string() }).nullable(),
  }),
  delivery_upgraded: z.boolean(),
  sign_document: z.object({
    required: z.boolean(),
    id: z.number().nullable(),
    status: z.enum(SIGN_DOCUMENT_STATUSES).nullable(),
    status_name: z.string().nullable(),
    importer_name: z.string().nullable(),
    email: z.string().nullable(),
    reason: z.string().nullable(),
  }),
  taiwan: z.boolean(),
  actions: z.object({
    can_cancel: z.boolean(),
    can_confirm_receipt: z.boolean(),
    can_upgrade: z.boolean(),
    can_toggle_priority: z.boolean(),
    can_choose_last_mile: z.boolean(),
    can_pay: z.boolean(),
    can_dispute_weight: z.boolean(),
  }),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WaybillDetail = z.infer<typeof waybillDetailSchema>;

/**
 * getParcelsInfo: the chosen parcels as the submission flow starts from them — their warehouse, the declaration
 * their pre-alerts give, what keeps any back, an unpaid waybill blocking the warehouse, and the steps ahead.
 */
export const parcelsInfoSchema = z.object({
  store_id: z.number().nullable(),
  same_warehouse: z.boolean(),
  warehouse_name: z.string(),
  currency: z.string().nullable(),
  parcels: z.array(parcelSummarySchema),
  parcel_count: z.number(),
  total_weight: z.string(),
  declaration: z.array(declaredItemSchema),
  waiting: z.array(submissionWaitSchema),
  unpaid: z.string().nullable(),
  can_submit: z.boolean(),
  steps: z.array(z.enum(SUBMISSION_STEPS)),
});
export type ParcelsInfo = z.infer<typeof parcelsInfoSchema>;

/** calcShipmentEndDelivery: door delivery is available, at this cost (an unavailable one is a 422). */
export const doorDeliveryQuoteSchema = z.object({
  available: z.literal(true),
  method: z.literal('door'),
  fee: z.string(),
  currency: z.string(),
  days_min: z.number().nullable(),
  days_max: z.number().nullable(),
});
export type DoorDeliveryQuote = z.infer<typeof doorDeliveryQuoteSchema>;

/** A pickup point in the recipient's country, with the pickup-point cost in the waybill's currency. */
export const pickupAgentSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  opening_hours: z.string(),
  fee: z.string(),
  currency: z.string(),
  selected: z.boolean(),
});
export type PickupAgent = z.infer<typeof pickupAgentSchema>;

/** generateUrlSchema: a link that opens a screen of the app. */
export const appLinkSchema = z.object({ url: z.string() });

// ── Paying a waybill ──────────────────────────────────────────────────────────────────────

/**
 * getPayView: a waybill's payment in one currency with the points and coupon chosen, and how that currency can
 * be paid (the methods, and the bank account when it takes transfers).
 */
export const payViewSchema = paymentMethodsSchema.extend({
  shipment: z.object({
    id: z.number(),
    shipment_id: z.string().nullable(),
    status: z.enum(WAYBILL_STATUSES),
    status_name: z.string(),
    fees: waybillFeesSchema,
    /** The landed cost the fees were priced with: what we collect, what is paid at the door, why. */
    duties: dutiesSchema.nullable(),
  }),
  currencies: z.array(z.string()),
  total: z.string(),
  coupon: z.object({ id: z.number(), code: z.string(), discount: z.string() }).nullable(),
  points: payPointsSchema,
  use_points: z.boolean(),
  payable: z.string(),
  balance: z.string(),
  balance_covers: z.boolean(),
  payable_now: z.boolean(),
  /** Why payment waits while the customer disputes the weight, and until when staff decide (null: not held). */
  hold: z.object({ message: z.string(), due_at: z.string() }).nullable(),
});
export type PayView = z.infer<typeof payViewSchema>;

/** The waybill paid from the balance: balancePay, or a combined payment the balance covers. */
export const waybillPaidSchema = z.object({
  attempt_id: z.string(),
  waybill_id: z.number(),
  status: z.literal('paid'),
});
export type WaybillPaid = z.infer<typeof waybillPaidSchema>;

/** A transfer's proof waiting for staff (the waybill is bank_pending until they review it). */
export const bankTransferSubmittedSchema = z.object({
  transfer_id: z.number(),
  attempt_id: z.string(),
  status: z.literal('bank_pending'),
});
export type BankTransferSubmitted = z.infer<typeof bankTransferSubmittedSchema>;

/** A card or wallet payment started: open `pay_url`; `balance_paid` is the balance's part of a combined payment. */
export const providerCheckoutSchema = z.object({
  attempt_id: z.string(),
  method: z.enum(PAYMENT_METHOD_CODES),
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  pay_url: z.string(),
  balance_paid: z.string(),
});
export type ProviderCheckout = z.infer<typeof providerCheckoutSchema>;

/** What paying a waybill answers, whichever call: paid, a transfer under review, or a provider's page to open. */
export const waybillPaymentSchema = z.union([waybillPaidSchema, bankTransferSubmittedSchema, providerCheckoutSchema]);
export type WaybillPayment = z.infer<typeof waybillPaymentSchema>;

/** batchBalancePay: the waybills paid, each on its own attempt, and the sum taken from the balance. */
export const batchPaymentSchema = z.object({
  paid: z.array(z.number()),
  attempt_ids: z.array(z.string()),
  amount: z.string(),
  currency: z.string(),
});
export type BatchPayment = z.infer<typeof batchPaymentSchema>;
