import { internationalPhone, isPreShipmentEditable, type Language, type PreShipmentInput } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PersonSnapshot, PreShipmentRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { type PaginationQuery, pageOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds } from '../files/index.js';
import {
  assertTrackingNumbersFree,
  declarationRows,
  findCourierCompanies,
  resolveWarehouse,
} from '../parcels/index.js';
import { recipientForWaybill } from '../recipients/index.js';
import { findCountry, findProfile } from '../users/index.js';
import { holdAgentRoom, holdPickupSlot, newDropOffCode } from './booking.js';
import { preShipmentDetail, preShipmentSummary } from './presenters.js';
import { findAgent, packagesHeldByAgents } from './queries/agents.js';
import { findWindow } from './queries/pickup.js';
import {
  deletePreShipmentRow,
  findBookedWithNumbers,
  findOwnPreShipment,
  insertPreShipment,
  listOwnPreShipments,
  lockCustomerBookings,
  type NewPreShipment,
  updatePreShipment,
} from './queries/pre-shipments.js';

const notFound = () => new AppError('not_found', 'error.notFound');

async function requireOwn(db: Database, customerId: number, id: number, lock = false) {
  const row = await findOwnPreShipment(db, customerId, id, lock);
  if (!row) throw notFound();
  return row;
}

async function senderOf(db: Database, customerId: number): Promise<PersonSnapshot> {
  const profile = await findProfile(db, customerId);
  if (!profile) throw notFound();
  const { customer } = profile;
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    phone: customer.phone && customer.phoneCode ? internationalPhone(customer.phoneCode, customer.phone) : '',
    email: customer.email,
    country: '',
    address: '',
  };
}

async function receiverOf(ctx: AppContext, customerId: number, recipientId: number, language: Language) {
  const recipient = await recipientForWaybill(ctx, customerId, recipientId, language);
  const country = await findCountry(ctx.db, recipient.countryId);
  const lines = [recipient.unitNumber, recipient.address, recipient.address2, recipient.address3];
  const place = [recipient.city, recipient.state, recipient.postcode];
  return {
    name: `${recipient.firstName} ${recipient.lastName}`.trim(),
    phone: internationalPhone(recipient.phoneCode, recipient.contactNumber),
    email: recipient.email,
    country: country?.name ?? '',
    address: [...lines, ...place].filter(Boolean).join(', '),
  } satisfies PersonSnapshot;
}

async function imageId(db: Database, customerId: number, reference: string | null | undefined, field: string) {
  if (!reference) return null;
  const [id] = await customerFileIds(db, customerId, [reference], field);
  return id ?? null;
}

/** Everything of the form that is checked before the transaction: references the customer may use. */
async function preparedValues(ctx: AppContext, customerId: number, input: PreShipmentInput, language: Language) {
  const warehouse = await resolveWarehouse(ctx.db, customerId, input.store_id);
  if (input.courier_company_id) {
    const [courier] = await findCourierCompanies(ctx.db, [input.courier_company_id]);
    if (!courier || courier.storeId !== warehouse.storeId || !courier.active)
      throw AppError.field('courier_company_id', 'parcel.unknownCourierCompany');
  }
  return {
    customerId,
    storeId: warehouse.storeId,
    deliveryWay: input.delivery_way,
    sender: await senderOf(ctx.db, customerId),
    recipientId: input.recipient_id,
    receiver: await receiverOf(ctx, customerId, input.recipient_id, language),
    courierCompanyId: input.courier_company_id ?? null,
    trackingNumbers: input.tracking_numbers,
    items: declarationRows(input.items, warehouse.currency),
    currency: warehouse.currency,
    contents: input.contents,
    notes: input.notes,
    insurance: input.insurance,
    batteries: input.batteries,
    flammableConfirmed: input.flammable_confirmed,
    contentsImageId: await imageId(ctx.db, customerId, input.contents_image, 'contents_image'),
    receiptImageId: await imageId(ctx.db, customerId, input.receipt_image, 'receipt_image'),
    agentId: input.delivery_way === 'drop_off' ? (input.agent_id ?? null) : null,
    pickupAddress: input.delivery_way === 'pickup' ? (input.pickup?.address ?? null) : null,
    pickupPostcode: input.delivery_way === 'pickup' ? (input.pickup?.postcode ?? null) : null,
    pickupDate: input.delivery_way === 'pickup' ? (input.pickup?.date ?? null) : null,
    pickupWindowId: input.delivery_way === 'pickup' ? (input.pickup?.window_id ?? null) : null,
  } satisfies Omit<NewPreShipment, 'status'>;
}

/**
 * A booking may not take a tracking number the customer already has on its way: a parcel of theirs (pre-alerted or
 * at the warehouse) or another booked pre-shipment. Either answers 409 'The tracking number already exists' on the
 * number's field, naming what holds it (`parcel_id` or `pre_shipment_id`) so the form can offer to open it. Only the
 * customer's own numbers count: another customer's must not show through.
 */
async function assertNumbersFreeToBook(tx: Database, customerId: number, numbers: string[], exceptId?: number) {
  const field = (index: number) => `tracking_numbers.${index}`;
  await assertTrackingNumbersFree(tx, customerId, numbers, field);
  const booked = await findBookedWithNumbers(tx, customerId, numbers, exceptId);
  for (const [index, trackingNumber] of numbers.entries()) {
    const holder = booked.find((row) => row.trackingNumbers.includes(trackingNumber));
    if (holder)
      throw new AppError('conflict', 'parcel.trackingNumberExists', {
        fields: { [field(index)]: 'parcel.trackingNumberExists' },
        data: { tracking_number: trackingNumber, pre_shipment_id: holder.id },
      });
  }
}

/**
 * createOrUpdatePreShipment: a new pre-shipment, or a change to one not yet handed over. Submitted, it is booked in the
 * same transaction as the room it takes: a drop-off gets its code (kept across edits), a pickup holds its slot, and
 * its tracking numbers are the customer's only booking of them. Saved as a draft it holds nothing.
 */
export async function saveAndBook(ctx: AppContext, customerId: number, input: PreShipmentInput, language: Language) {
  const values = await preparedValues(ctx, customerId, input, language);
  const save = () =>
    ctx.db.transaction(async (tx) => {
      const existing = input.id === undefined ? undefined : await requireOwn(tx, customerId, input.id, true);
      if (existing && !isPreShipmentEditable(existing.status)) throw new AppError('rule', 'preShipment.notEditable');
      if (input.submit) {
        await lockCustomerBookings(tx, customerId);
        await assertNumbersFreeToBook(tx, customerId, values.trackingNumbers, existing?.id);
      }
      let dropOffCode: string | null = null;
      if (input.submit && values.deliveryWay === 'drop_off' && values.agentId) {
        await holdAgentRoom(
          tx,
          values.storeId,
          values.agentId,
          { items: input.items, batteries: input.batteries, packages: values.trackingNumbers.length },
          existing?.id,
        );
        dropOffCode = existing?.dropOffCode ?? newDropOffCode();
      }
      // A booked pickup keeps the fee shown before booking: a later change of the warehouse's fee does not reach it.
      let pickupFeeMinor: number | null = null;
      if (input.submit && input.delivery_way === 'pickup' && input.pickup)
        ({ feeMinor: pickupFeeMinor } = await holdPickupSlot(
          tx,
          values.storeId,
          input.pickup,
          ctx.clock(),
          existing?.id,
        ));
      const row = {
        ...values,
        status: input.submit ? ('booked' as const) : ('draft' as const),
        dropOffCode,
        pickupFeeMinor,
      };
      return existing
        ? updatePreShipment(tx, existing.id, { ...row, updatedAt: ctx.clock() })
        : insertPreShipment(tx, { ...row, createdAt: ctx.clock(), updatedAt: ctx.clock() });
    });
  let saved: PreShipmentRow;
  try {
    saved = await save();
  } catch (error) {
    // Two codes alike out of 2^40: draw again once.
    if (!isUniqueViolation(error, 'pre_shipments_drop_off_code_unique')) throw error;
    saved = await save();
  }
  return detailOf(ctx, saved, language);
}

async function detailOf(ctx: AppContext, row: PreShipmentRow, language: Language) {
  const agent = row.agentId ? await findAgent(ctx.db, row.agentId) : undefined;
  const agentHolding = agent ? (await packagesHeldByAgents(ctx.db, [agent.id])).get(agent.id) : undefined;
  const window = row.pickupWindowId ? await findWindow(ctx.db, row.pickupWindowId) : undefined;
  return preShipmentDetail(ctx, language, row, { agent, agentHolding, window });
}

/** getPreShipment: the customer's pre-shipments, newest first. */
export async function listPreShipments(
  ctx: AppContext,
  customerId: number,
  query: PaginationQuery,
  language: Language,
) {
  const { rows, total } = await listOwnPreShipments(
    ctx.db,
    customerId,
    query.perPage,
    (query.page - 1) * query.perPage,
  );
  return pageOf(
    rows.map((row) => preShipmentSummary(language, row)),
    total,
    query,
  );
}

/** showPreShipment/{id}. */
export async function showPreShipment(ctx: AppContext, customerId: number, id: number, language: Language) {
  return detailOf(ctx, await requireOwn(ctx.db, customerId, id), language);
}

/** deleteAgentShipment/{id}: only while not handed over; its code and slot go with it. */
export async function deletePreShipment(ctx: AppContext, customerId: number, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await requireOwn(tx, customerId, id, true);
    if (!isPreShipmentEditable(row.status)) throw new AppError('rule', 'preShipment.notEditable');
    await deletePreShipmentRow(tx, row.id);
    return { id: row.id };
  });
}
