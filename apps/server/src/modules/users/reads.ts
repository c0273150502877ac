import { pickLanguage, type SubscribeConfig } from '@parcelway/domain';
import { and, asc, eq, exists, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers, parcels } from '../../db/schema/index.js';
import { findCoveringMembership } from './profile-queries.js';
import { findNotificationSettings, upsertNotificationSettings } from './queries.js';

export {
  bindingsOf as boundAccountsOf,
  deleteBindingsOf as forgetBoundAccountsOf,
  findCoveringMembership,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByVerifiedPhone,
} from './profile-queries.js';
/** What other modules may read of a customer's profile and the country list; users' tables stay behind it. */
export {
  confirmCustomerEmail,
  deletePersonalRecords,
  findBillAddress,
  findCountry,
  findCustomersForStaff,
  findProfile,
  updateCustomer,
} from './queries.js';

// What other modules may read of a customer and their notification settings (this module owns the tables).

export const DEFAULT_SUBSCRIBE_CONFIG: SubscribeConfig = {
  shipment_email: true,
  shipment_sms: true,
  promotion_email: true,
  promotion_sms: false,
  shipment_push: true,
  promotion_push: false,
};

export async function subscribeConfigOf(db: Database, customerId: number): Promise<SubscribeConfig> {
  const row = await findNotificationSettings(db, customerId);
  if (!row) return DEFAULT_SUBSCRIBE_CONFIG;
  return {
    shipment_email: row.shipmentEmail,
    shipment_sms: row.shipmentSms,
    promotion_email: row.promotionEmail,
    promotion_sms: row.promotionSms,
    shipment_push: row.shipmentPush,
    promotion_push: row.promotionPush,
  };
}

export async function saveSubscribeConfig(db: Database, customerId: number, input: SubscribeConfig, now: Date) {
  await upsertNotificationSettings(
    db,
    customerId,
    {
      shipmentEmail: input.shipment_email,
      shipmentSms: input.shipment_sms,
      promotionEmail: input.promotion_email,
      promotionSms: input.promotion_sms,
      shipmentPush: input.shipment_push,
      promotionPush: input.promotion_push,
    },
    now,
  );
}

/** Who a notification goes to: an active customer's address, verified phone (international form) and language. */
export async function notificationContact(db: Database, customerId: number) {
  const [row] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
      phoneCode: customers.phoneCode,
      phone: customers.phone,
      phoneVerifiedAt: customers.phoneVerifiedAt,
      emailVerifiedAt: customers.emailVerifiedAt,
      status: customers.status,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (row?.status !== 'active') return undefined;
  return {
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    language: pickLanguage(row.language),
    verifiedPhone: row.phoneVerifiedAt && row.phone ? { phoneCode: row.phoneCode ?? '', phone: row.phone } : null,
  };
}

/**
 * The active customers who may ship to a warehouse, by id after `afterId`, `limit` at a time: those whose default
 * warehouse it is, and those with a parcel there (a pre-alert included), whatever their default is now.
 */
export async function customersOfWarehouse(db: Database, storeId: number, afterId: number, limit: number) {
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      language: customers.language,
      storeId: customers.storeId,
    })
    .from(customers)
    .where(
      and(
        gt(customers.id, afterId),
        eq(customers.status, 'active'),
        or(
          eq(customers.storeId, storeId),
          exists(
            db
              .select({ one: parcels.id })
              .from(parcels)
              .where(and(eq(parcels.customerId, customers.id), eq(parcels.storeId, storeId))),
          ),
        ),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, language: pickLanguage(row.language) }));
}

/** isMember of the client state: a paid period covers `now`. */
export async function isMemberAt(db: Database, customerId: number, now: Date): Promise<boolean> {
  return (await findCoveringMembership(db, customerId, now)) !== undefined;
}
