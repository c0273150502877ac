import type { AddressType, BuildingType } from '@parcelway/domain';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { timestamps } from './columns.js';
import { countries, states } from './reference.js';

/**
 * An address-book entry (SPEC §3 recipient). Belongs to one customer; waybills keep a copy of the address they
 * ship to, so an entry can be changed or deleted without touching them. Phones are stored without the trunk 0,
 * with the dialling code apart (as account phones).
 */
export const recipients = pgTable(
  'recipients',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneCode: text().notNull(),
    contactNumber: text().notNull(),
    mobile: text().notNull().default(''),
    email: text().notNull().default(''),
    company: text().notNull().default(''),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    stateId: integer().references(() => states.id),
    state: text().notNull().default(''),
    city: text().notNull().default(''),
    postcode: text().notNull().default(''),
    address: text().notNull(),
    address2: text().notNull().default(''),
    address3: text().notNull().default(''),
    unitNumber: text().notNull().default(''),
    addressType: text().$type<AddressType>().notNull().default('residential'),
    buildingType: text().$type<BuildingType>(),
    /** Taiwan: national ID or resident certificate number, for EZ Way real-name customs clearance. */
    idNumber: text().notNull().default(''),
    /** Australian Business Number, digits only. */
    abn: text().notNull().default(''),
    /** The customer says this business receiver is registered for GST (AU, NZ): no re-deliverer GST is collected. */
    gstRegistered: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [index('recipients_customer_idx').on(table.customerId, table.updatedAt)],
);

export type RecipientRow = typeof recipients.$inferSelect;
export type NewRecipientRow = typeof recipients.$inferInsert;
