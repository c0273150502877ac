import {
  formatMajor,
  internationalPhone,
  isCurrencyCode,
  type Language,
  normalisePhone,
  phoneInputProblem,
  pickLanguage,
  translate,
  type UpdateUserInput,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { enqueueMessage } from '../outbox/index.js';
import { consumeCode, issueCode } from '../verification/index.js';
import { countriesWithPhoneCode, findActiveWarehouse, findCurrency, findProfile, updateCustomer } from './queries.js';
import { boundAccountsOf, findCustomerById, findCustomerByVerifiedPhone, isMemberAt } from './reads.js';

/** The address waiting for its code or link: the account's own while unconfirmed, else a new one asked for. */
export function addressToConfirm(customer: {
  email: string;
  emailVerifiedAt: Date | null;
  pendingEmail: string | null;
}) {
  return customer.pendingEmail ?? (customer.emailVerifiedAt ? null : customer.email);
}

function warehouseName(language: Language, names: { en: string; cn: string; tw: string }) {
  return names[language];
}

/** The customer as the client keeps it (`user_info`, SPEC §3) plus the personal centre's figures. */
export async function getUserInfo(ctx: AppContext, customerId: number) {
  const row = await findProfile(ctx.db, customerId);
  if (row?.customer.status !== 'active') throw new AppError('unauthorised', 'auth.sessionExpired');
  const { customer } = row;
  const language = pickLanguage(customer.language);
  const currency = isCurrencyCode(row.currencyCode) ? row.currencyCode : 'AUD';
  return {
    id: customer.id,
    customer_id: customer.id,
    support_number: String(customer.id),
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    email_verified: customer.emailVerifiedAt !== null,
    email_to_confirm: addressToConfirm(customer),
    phone: customer.phone ?? '',
    phone_code: customer.phoneCode ?? '',
    phone_verified: customer.phoneVerifiedAt !== null,
    countryCode: row.regionCode,
    currency_id: customer.currencyId,
    currency_name: row.currencyCode,
    language,
    level: customer.level,
    balance: formatMajor({ minor: row.balanceMinor ?? 0, currency }),
    points: row.points ?? 0,
    store_id: customer.storeId,
    warehouse_name: warehouseName(language, {
      en: row.warehouseNameEn,
      cn: row.warehouseNameCn,
      tw: row.warehouseNameTw,
    }),
    invite_code: customer.inviteCode,
    isMember: await isMemberAt(ctx.db, customerId, ctx.clock()),
    social_only: !customer.hasPassword,
    social_accounts: await boundAccountsOf(ctx.db, customerId),
  };
}
export type UserInfo = Awaited<ReturnType<typeof getUserInfo>>;

export async function assertWarehouse(ctx: AppContext, storeId: number): Promise<void> {
  if (!(await findActiveWarehouse(ctx.db, storeId))) throw AppError.field('store_id', 'auth.unknownWarehouse');
}

export async function assertPayCurrency(ctx: AppContext, currencyId: number): Promise<void> {
  const currency = await findCurrency(ctx.db, currencyId);
  if (!currency?.payable) throw AppError.field('currency_id', 'auth.unknownCurrency');
}

export async function updateUser(ctx: AppContext, customerId: number, input: UpdateUserInput) {
  if (input.store_id !== undefined) await assertWarehouse(ctx, input.store_id);
  if (input.currency_id !== undefined) await assertPayCurrency(ctx, input.currency_id);
  await updateCustomer(ctx.db, customerId, {
    firstName: input.first_name,
    lastName: input.last_name,
    language: input.language,
    currencyId: input.currency_id,
    storeId: input.store_id,
    updatedAt: ctx.clock(),
  });
  return getUserInfo(ctx, customerId);
}

/** A phone under the mobile rule of its dialling code's country, as stored and as codes are sent to it. */
export async function checkedPhone(ctx: AppContext, phoneCode: string, rawPhone: string) {
  const countries = await countriesWithPhoneCode(ctx.db, phoneCode);
  const refused = phoneInputProblem(countries, { phone_code: phoneCode, phone: rawPhone });
  if (refused) throw AppError.field(refused.field, refused.problem);
  const phone = normalisePhone(rawPhone);
  return { phoneCode, phone, target: internationalPhone(phoneCode, phone) };
}

/** The customer's row while the account is open; a closed one answers as an ended session. */
export async function activeCustomer(ctx: AppContext, customerId: number) {
  const customer = await findCustomerById(ctx.db, customerId);
  if (customer?.status !== 'active') throw new AppError('unauthorised', 'auth.sessionExpired');
  return customer;
}

/**
 * Refuses (422) closing an account while a parcel, shipment or money of it is in flight; the privacy module, which
 * closes accounts, answers it (the composition passes it).
 */
export type AssertNothingInFlight = (db: Database, customerId: number) => Promise<void>;

/** sendMessage: an SMS code to bind a new mobile, or to confirm closing the account on the verified one. */
export async function sendPhoneCode(
  ctx: AppContext,
  customerId: number,
  input: { phone_code?: string; phone?: string; type: 'bind_phone' | 'close_account' },
  assertNothingInFlight: AssertNothingInFlight,
): Promise<{ sent_to: string }> {
  const customer = await activeCustomer(ctx, customerId);
  const language = pickLanguage(customer.language);
  let target: string;
  if (input.type === 'close_account') {
    if (!customer.phoneVerifiedAt || !customer.phone) throw new AppError('rule', 'account.phoneRequiredForClosure');
    await assertNothingInFlight(ctx.db, customerId);
    target = internationalPhone(customer.phoneCode ?? '', customer.phone);
  } else {
    if (!input.phone_code) throw AppError.field('phone_code', 'phone.countryRequired');
    if (!input.phone) throw AppError.field('phone', 'validation.required');
    const checked = await checkedPhone(ctx, input.phone_code, input.phone);
    const owner = await findCustomerByVerifiedPhone(ctx.db, checked.phoneCode, checked.phone);
    if (owner && owner.id !== customerId)
      throw new AppError('conflict', 'phone.registered', { data: { jump: 'login' } });
    target = checked.target;
  }
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const code = await issueCode(txCtx, { purpose: input.type, channel: 'sms', target, customerId });
    await enqueueMessage(
      tx,
      {
        channel: 'sms',
        recipient: target,
        body: translate(language, 'mail.phoneCode.body'),
        secrets: { code },
        customerId,
      },
      ctx.clock(),
    );
  });
  return { sent_to: target };
}

export async function bindPhone(
  ctx: AppContext,
  customerId: number,
  input: { phone_code: string; phone: string; code: string },
) {
  await activeCustomer(ctx, customerId);
  const checked = await checkedPhone(ctx, input.phone_code, input.phone);
  const owner = await findCustomerByVerifiedPhone(ctx.db, checked.phoneCode, checked.phone);
  if (owner && owner.id !== customerId) throw new AppError('conflict', 'phone.registered', { data: { jump: 'login' } });
  await consumeCode(ctx, 'bind_phone', checked.target, input.code, customerId);
  try {
    await updateCustomer(ctx.db, customerId, {
      phoneCode: checked.phoneCode,
      phone: checked.phone,
      phoneVerifiedAt: ctx.clock(),
      updatedAt: ctx.clock(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'phone.registered', { data: { jump: 'login' } });
    throw error;
  }
  return getUserInfo(ctx, customerId);
}

export async function checkPhone(ctx: AppContext, customerId: number) {
  const customer = await activeCustomer(ctx, customerId);
  if (!customer.phoneVerifiedAt) throw new AppError('rule', 'phone.notVerified');
  return { verified: true as const, phone_code: customer.phoneCode ?? '', phone: customer.phone ?? '' };
}
