import type { BillAddress, SubscribeConfig, SubscribeConfigInput } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findBillAddress, findCountry, insertOperateLog, upsertBillAddress } from './queries.js';
import { saveSubscribeConfig, subscribeConfigOf } from './reads.js';

export async function getSubscribeConfig(ctx: AppContext, customerId: number): Promise<SubscribeConfig> {
  return subscribeConfigOf(ctx.db, customerId);
}

/** Saves the settings; a channel the client does not name (push, from a client older than it) keeps its value. */
export async function setSubscribeConfig(ctx: AppContext, customerId: number, input: SubscribeConfigInput) {
  await ctx.db.transaction(async (tx) => {
    const stored = await subscribeConfigOf(tx, customerId);
    const named = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    await saveSubscribeConfig(tx, customerId, { ...stored, ...named }, ctx.clock());
  });
  return getSubscribeConfig(ctx, customerId);
}

export async function getBillAddress(ctx: AppContext, customerId: number): Promise<BillAddress | null> {
  const row = await findBillAddress(ctx.db, customerId);
  if (!row) return null;
  return {
    name: row.name,
    company: row.company,
    country_id: row.countryId,
    state: row.state,
    city: row.city,
    postcode: row.postcode,
    address: row.address,
    address2: row.address2,
    phone: row.phone,
    email: row.email,
    tax_number: row.taxNumber,
  };
}

export async function setBillAddress(ctx: AppContext, customerId: number, input: BillAddress) {
  if (!(await findCountry(ctx.db, input.country_id))) throw AppError.field('country_id', 'reference.unknownCountry');
  await upsertBillAddress(
    ctx.db,
    customerId,
    {
      name: input.name,
      company: input.company,
      countryId: input.country_id,
      state: input.state,
      city: input.city,
      postcode: input.postcode,
      address: input.address,
      address2: input.address2,
      phone: input.phone,
      email: input.email,
      taxNumber: input.tax_number,
    },
    ctx.clock(),
  );
  return getBillAddress(ctx, customerId);
}

export async function saveOperateLog(ctx: AppContext, customerId: number, input: { code: string; content: string }) {
  await insertOperateLog(ctx.db, customerId, input.code, input.content);
}

/** A new customer starts with the default notification choices; registration (auth) writes them through this. */
export { insertDefaultNotificationSettings } from './queries.js';
