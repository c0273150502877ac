import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import {
  balanceAccounts,
  billAddresses,
  countries,
  currencies,
  customers,
  notificationSettings,
  operateLogs,
  pointAccounts,
  warehouses,
} from '../../db/schema/index.js';

/**
 * The customer with their warehouse, currency, balance and points. Balance and points come from the
 * maintained accounts that each ledger movement updates in its own transaction, so the cost does not
 * grow with the customer's history. Only the columns a profile shows: never the password hash.
 */
const profile = preparedQuery('customer_profile', (db, name) =>
  db
    .select({
      customer: {
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        phone: customers.phone,
        phoneCode: customers.phoneCode,
        phoneVerifiedAt: customers.phoneVerifiedAt,
        emailVerifiedAt: customers.emailVerifiedAt,
        pendingEmail: customers.pendingEmail,
        currencyId: customers.currencyId,
        language: customers.language,
        level: customers.level,
        storeId: customers.storeId,
        inviteCode: customers.inviteCode,
        status: customers.status,
        hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
      },
      currencyCode: currencies.code,
      regionCode: warehouses.regionCode,
      warehouseNameEn: warehouses.nameEn,
      warehouseNameCn: warehouses.nameCn,
      warehouseNameTw: warehouses.nameTw,
      balanceMinor: balanceAccounts.balanceMinor,
      points: pointAccounts.points,
    })
    .from(customers)
    .innerJoin(currencies, eq(currencies.id, customers.currencyId))
    .innerJoin(warehouses, eq(warehouses.storeId, customers.storeId))
    .leftJoin(
      balanceAccounts,
      and(eq(balanceAccounts.customerId, customers.id), eq(balanceAccounts.currencyId, customers.currencyId)),
    )
    .leftJoin(pointAccounts, eq(pointAccounts.customerId, customers.id))
    .where(eq(customers.id, sql.placeholder('customerId')))
    .limit(1)
    .prepare(name),
);

export async function findProfile(db: Database, customerId: number) {
  const [row] = await profile(db).execute({ customerId });
  return row;
}

export type CustomerChanges = Partial<typeof customers.$inferInsert>;

export async function updateCustomer(db: Database, customerId: number, changes: CustomerChanges) {
  await db.update(customers).set(changes).where(eq(customers.id, customerId));
}

/**
 * Makes `address` the customer's confirmed address, if it is still the one waiting (their own unconfirmed one, or the
 * new one they asked for); false when it is not, because another request confirmed it first or the address changed.
 */
export async function confirmCustomerEmail(db: Database, customerId: number, address: string, now: Date) {
  const rows = await db
    .update(customers)
    .set({ email: address, emailVerifiedAt: now, pendingEmail: null, updatedAt: now })
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.status, 'active'),
        or(
          eq(customers.pendingEmail, address),
          and(eq(customers.email, address), isNull(customers.emailVerifiedAt), isNull(customers.pendingEmail)),
        ),
      ),
    )
    .returning({ id: customers.id });
  return rows.length === 1;
}

export async function findActiveWarehouse(db: Database, storeId: number) {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.storeId, storeId)).limit(1);
  return row?.active ? row : undefined;
}

export async function findCurrency(db: Database, currencyId: number) {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, currencyId)).limit(1);
  return row;
}

export async function countriesWithPhoneCode(db: Database, phoneCode: string) {
  return db
    .select({ id: countries.id, phone_code: countries.phoneCode })
    .from(countries)
    .where(eq(countries.phoneCode, phoneCode));
}

/** A country a customer may choose now: a retired one is refused (old records keep theirs). */
export async function findCountry(db: Database, countryId: number) {
  const [row] = await db
    .select()
    .from(countries)
    .where(and(eq(countries.id, countryId), eq(countries.retired, false)))
    .limit(1);
  return row;
}

export async function insertDefaultNotificationSettings(db: Database, customerId: number) {
  await db.insert(notificationSettings).values({ customerId }).onConflictDoNothing();
}

export async function findNotificationSettings(db: Database, customerId: number) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.customerId, customerId));
  return row;
}

export type NotificationSettingsValues = Omit<typeof notificationSettings.$inferInsert, 'customerId' | 'updatedAt'>;

export async function upsertNotificationSettings(
  db: Database,
  customerId: number,
  values: NotificationSettingsValues,
  now: Date,
) {
  await db
    .insert(notificationSettings)
    .values({ customerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.customerId, set: { ...values, updatedAt: now } });
}

export async function findBillAddress(db: Database, customerId: number) {
  const [row] = await db.select().from(billAddresses).where(eq(billAddresses.customerId, customerId));
  return row;
}

export type BillAddressValues = Omit<typeof billAddresses.$inferInsert, 'customerId' | 'updatedAt'>;

export async function upsertBillAddress(db: Database, customerId: number, values: BillAddressValues, now: Date) {
  await db
    .insert(billAddresses)
    .values({ customerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: billAddresses.customerId, set: { ...values, updatedAt: now } });
}

export async function deletePersonalRecords(db: Database, customerId: number) {
  await db.delete(billAddresses).where(eq(billAddresses.customerId, customerId));
  await db.delete(notificationSettings).where(eq(notificationSettings.customerId, customerId));
}

export async function insertOperateLog(db: Database, customerId: number, code: string, content: string) {
  await db.insert(operateLogs).values({ customerId, code, content });
}

/** Customers a staff search names: by id, by email (any case) or by phone (with or without its country code). */
export function findCustomersForStaff(db: Database, by: { ids: number[]; email?: string; phone?: string }) {
  const phone = by.phone;
  const conditions = [
    by.ids.length > 0 ? inArray(customers.id, by.ids) : undefined,
    by.email ? eq(sql`lower(${customers.email})`, by.email.toLowerCase()) : undefined,
    phone
      ? or(eq(customers.phone, phone), eq(sql`coalesce(${customers.phoneCode}, '') || ${customers.phone}`, phone))
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phoneCode: customers.phoneCode,
      phone: customers.phone,
      storeId: customers.storeId,
      status: customers.status,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(or(...conditions))
    .orderBy(customers.id)
    .limit(50);
}
