import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { type CustomerRow, customers, memberships, socialAccounts } from '../../db/schema/index.js';

// What signing in, the profile and the modules above users read of a customer: the account by its email, phone or id,
// the sign-in accounts bound to it and the membership covering a moment. They sit here, in the lowest module that
// needs them, so that auth, social and membership (which write these tables) can read them without a circle.

// ── The account ───────────────────────────────────────────────────────────────────────────

export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  return row;
}

export async function findCustomerByVerifiedPhone(db: Database, phoneCode: string, phone: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.phoneCode, phoneCode),
        eq(customers.phone, phone),
        sql`${customers.phoneVerifiedAt} is not null`,
      ),
    )
    .limit(1);
  return row;
}

export async function findCustomerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

// ── Bound sign-in accounts (social sign-in writes them) ───────────────────────────────────

const bindings = preparedQuery('social_bindings_of', (db, name) =>
  db
    .select({ provider: socialAccounts.provider, email: socialAccounts.email })
    .from(socialAccounts)
    .where(eq(socialAccounts.customerId, sql.placeholder('customerId')))
    .orderBy(asc(socialAccounts.provider))
    .prepare(name),
);

/** The customer's bound sign-in accounts (read by every profile, so prepared). */
export async function bindingsOf(db: Database, customerId: number) {
  return bindings(db).execute({ customerId });
}

/** Forgets a closing customer's bindings, so the provider account can sign up again later. */
export async function deleteBindingsOf(db: Database, customerId: number): Promise<void> {
  await db.delete(socialAccounts).where(eq(socialAccounts.customerId, customerId));
}

// ── Membership (the membership module sells it) ───────────────────────────────────────────

/** The purchase that makes the customer a member at `now` (active, started, not ended). */
const coveringMembership = preparedQuery('covering_membership', (db, name) =>
  db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.customerId, sql.placeholder('customerId')),
        eq(memberships.status, 'active'),
        lte(memberships.startsAt, sql.placeholder('now')),
        gt(memberships.endsAt, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(memberships.freightBasisPoints))
    .limit(1)
    .prepare(name),
);

/** The membership covering `now` with the best freight discount (read by every profile and quote, so prepared). */
export async function findCoveringMembership(db: Database, customerId: number, now: Date) {
  const [row] = await coveringMembership(db).execute({ customerId, now: now.toISOString() });
  return row;
}
