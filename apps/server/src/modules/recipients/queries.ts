import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countries, type NewRecipientRow, recipients, states } from '../../db/schema/index.js';

const withCountry = { recipient: recipients, countryName: countries.name, countryIso2: countries.iso2 };

export interface RecipientFilter {
  keyword?: string | undefined;
  countryId?: number | undefined;
}

function conditionsOf(customerId: number, filter: RecipientFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(recipients.customerId, customerId)];
  if (filter.countryId !== undefined) conditions.push(eq(recipients.countryId, filter.countryId));
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        ilike(recipients.firstName, pattern),
        ilike(recipients.lastName, pattern),
        ilike(recipients.contactNumber, pattern),
        ilike(recipients.company, pattern),
        ilike(recipients.address, pattern),
        ilike(recipients.city, pattern),
        ilike(recipients.postcode, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page of a customer's entries, the newest changed first. */
export async function listRecipients(
  db: Database,
  customerId: number,
  filter: RecipientFilter,
  page: { offset: number; limit: number },
) {
  const where = conditionsOf(customerId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCountry)
      .from(recipients)
      .innerJoin(countries, eq(countries.id, recipients.countryId))
      .where(where)
      .orderBy(desc(recipients.updatedAt), desc(recipients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(recipients).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A customer's entry; undefined for another customer's (so it answers 404, DESIGN §7). */
export async function findRecipient(db: Database, customerId: number, id: number) {
  const [row] = await db
    .select(withCountry)
    .from(recipients)
    .innerJoin(countries, eq(countries.id, recipients.countryId))
    .where(and(eq(recipients.customerId, customerId), eq(recipients.id, id)))
    .limit(1);
  return row;
}

/** A customer's entries among some ids (each once). */
export function findRecipients(db: Database, customerId: number, ids: readonly number[]) {
  return db
    .select()
    .from(recipients)
    .where(and(eq(recipients.customerId, customerId), inArray(recipients.id, [...ids])));
}

export async function insertRecipient(db: Database, values: NewRecipientRow) {
  const [row] = await db.insert(recipients).values(values).returning({ id: recipients.id });
  if (!row) throw new Error('recipient insert returned nothing');
  return row.id;
}

/** Replaces a customer's entry; false when there is none of theirs with that id. */
export async function updateRecipient(
  db: Database,
  customerId: number,
  id: number,
  values: Omit<NewRecipientRow, 'customerId'>,
  at: Date,
) {
  const rows = await db
    .update(recipients)
    .set({ ...values, updatedAt: at })
    .where(and(eq(recipients.customerId, customerId), eq(recipients.id, id)))
    .returning({ id: recipients.id });
  return rows.length > 0;
}

export async function deleteRecipient(db: Database, customerId: number, id: number) {
  const rows = await db
    .delete(recipients)
    .where(and(eq(recipients.customerId, customerId), eq(recipients.id, id)))
    .returning({ id: recipients.id });
  return rows.length > 0;
}

/** Every entry of a customer goes when the account is closed (third parties' personal data). */
export async function deleteRecipientsOf(db: Database, customerId: number) {
  await db.delete(recipients).where(eq(recipients.customerId, customerId));
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

export function statesOf(db: Database, countryId: number) {
  return db.select().from(states).where(eq(states.countryId, countryId));
}
