import { pickLanguage, type SubscribeConfig } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { findNotificationSettings, upsertNotificationSettings } from './queries.js';

/** What other modules may read of a customer's profile and the country list; users' tables stay behind it. */
export { findBillAddress, findCountry, findCustomersForStaff, findProfile } from './queries.js';

// What other modules may read of a customer and their notification settings (this module owns the tables).

export const DEFAULT_SUBSCRIBE_CONFIG: SubscribeConfig = {
  shipment_email: true,
  shipment_sms: true,
  promotion_email: true,
  promotion_sms: false,
};

export async function subscribeConfigOf(db: Database, customerId: number): Promise<SubscribeConfig> {
  const row = await findNotificationSettings(db, customerId);
  if (!row) return DEFAULT_SUBSCRIBE_CONFIG;
  return {
    shipment_email: row.shipmentEmail,
    shipment_sms: row.shipmentSms,
    promotion_email: row.promotionEmail,
    promotion_sms: row.promotionSms,
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
      status: customers.status,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (row?.status !== 'active') return undefined;
  return {
    email: row.email,
    firstName: row.firstName,
    language: pickLanguage(row.language),
    verifiedPhone: row.phoneVerifiedAt && row.phone ? { phoneCode: row.phoneCode ?? '', phone: row.phone } : null,
  };
}
