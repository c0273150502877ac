import {
  type Language,
  type LoginInput,
  normalisePhone,
  pickLanguage,
  type RegisterInput,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { newInviteCode } from '../../security/tokens.js';
import { sendAccountMail } from '../notifications/index.js';
import { enqueueMessage } from '../outbox/index.js';
import {
  assertPayCurrency,
  assertWarehouse,
  checkedPhone,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByVerifiedPhone,
  getUserInfo,
  insertDefaultNotificationSettings,
} from '../users/index.js';
import { consumeCode, issueCode } from '../verification/index.js';
import { markEmailConfirmed, sendEmailConfirmation } from './email-confirmation.js';
import {
  findCustomerByInviteCode,
  findStaffByEmail,
  insertCustomer,
  revokeCustomerSessions,
  setPasswordWhereNone,
  updateCustomerPassword,
  upsertAdminStaff,
} from './queries.js';
import { startSession } from './sessions.js';

const emailTaken = () => new AppError('conflict', 'auth.emailTaken', { fields: { email: 'auth.emailTaken' } });

/** A new session for the customer, answered as login answers. */
export async function loggedIn(ctx: AppContext, customerId: number, remember: boolean) {
  const session = await startSession(ctx, { type: 'customer', customerId }, remember);
  return { user_info: await getUserInfo(ctx, customerId), ...session };
}
export type LoginResult = Awaited<ReturnType<typeof loggedIn>>;

/** Who a new account is for; a null password hash is an account that signs in only through a social provider. */
export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  language: Language;
  currencyId: number;
  storeId: number;
  invitedById?: number | null;
  sourceId?: number | null;
  /** The address is proved already (a provider vouched for it, or a code sent to it came back). */
  emailVerified: boolean;
}

/**
 * Creates a customer with their default settings and welcome mail in the caller's transaction (the mail waits while
 * the address is unconfirmed). An email already taken answers the sign-up conflict; another customer's invite code
 * picked by chance is drawn again.
 */
export async function createAccount(tx: Database, { emailVerified, ...account }: NewAccount, now: Date) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await tx.transaction(async (inner) => {
        const customer = await insertCustomer(inner, {
          ...account,
          emailVerifiedAt: emailVerified ? now : null,
          invitedById: account.invitedById ?? null,
          sourceId: account.sourceId ?? null,
          inviteCode: newInviteCode(),
        });
        await insertDefaultNotificationSettings(inner, customer.id);
        await sendAccountMail(
          inner,
          {
            to: customer.email,
            customerId: customer.id,
            language: account.language,
            kind: 'welcome',
            params: { name: customer.firstName, supportNumber: customer.id },
          },
          now,
        );
        return customer;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'customers_email_unique')) throw emailTaken();
      if (isUniqueViolation(error, 'customers_invite_code_unique') && attempt < 3) continue;
      if (isForeignKeyViolation(error)) throw AppError.field('source', 'auth.unknownSource');
      throw error;
    }
  }
}

/**
 * Creates the account and logs it in, as login answers. The account works at once; its address gets the confirmation
 * (code and link) in the same transaction, and nothing else until it is confirmed.
 */
export async function register(ctx: AppContext, input: RegisterInput, language: Language): Promise<LoginResult> {
  await assertWarehouse(ctx, input.store_id);
  await assertPayCurrency(ctx, input.currency_id);
  if (await findCustomerByEmail(ctx.db, input.email)) throw emailTaken();
  const inviteCode = input.invite_code?.toUpperCase();
  const inviter = inviteCode ? await findCustomerByInviteCode(ctx.db, inviteCode) : undefined;
  if (inviteCode && !inviter) throw AppError.field('invite_code', 'auth.inviteCodeInvalid');
  const passwordHash = await hashPassword(input.password);
  const customerId = await ctx.db.transaction(async (tx) => {
    const customer = await createAccount(
      tx,
      {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        passwordHash,
        language,
        currencyId: input.currency_id,
        storeId: input.store_id,
        invitedById: inviter?.id ?? null,
        sourceId: input.source ?? null,
        emailVerified: false,
      },
      ctx.clock(),
    );
    // A code limit must not cost the sign-up: the account stands, and the customer asks for the mail again later.
    await sendEmailConfirmation({ ...ctx, db: tx }, customer, customer.email).catch((error: unknown) => {
      if (!(error instanceof AppError) || error.kind !== 'rate_limited') throw error;
    });
    return customer.id;
  });
  return loggedIn(ctx, customerId, false);
}

export async function login(ctx: AppContext, input: LoginInput): Promise<LoginResult> {
  const customer = await findCustomerByEmail(ctx.db, input.email);
  const passwordMatches = await verifyPassword(customer?.passwordHash ?? undefined, input.password);
  if (!customer || !passwordMatches || customer.status !== 'active') {
    throw new AppError('unauthorised', 'auth.wrongCredentials');
  }
  return loggedIn(ctx, customer.id, input.remember);
}

export async function checkIfRegistered(
  ctx: AppContext,
  input: { email: string } | { phone_code: string; phone: string },
): Promise<{ registered: boolean }> {
  if ('email' in input) return { registered: Boolean(await findCustomerByEmail(ctx.db, input.email)) };
  const owner = await findCustomerByVerifiedPhone(ctx.db, input.phone_code, normalisePhone(input.phone));
  return { registered: Boolean(owner) };
}

/**
 * Sends a reset code by email. The answer is the same whether or not an account has the address, and so is the work:
 * a code is made and counted for any address (the resend wait and the daily cap hold for both), but only an account's
 * address is sent one.
 */
export async function sendResetEmail(ctx: AppContext, email: string, requestLanguage: Language) {
  const customer = await findCustomerByEmail(ctx.db, email);
  const account = customer?.status === 'active' ? customer : undefined;
  const language = pickLanguage(account?.language, requestLanguage);
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(
      { ...ctx, db: tx },
      { purpose: 'reset_password', channel: 'email', target: email, customerId: account?.id ?? null },
    );
    if (!account) return;
    await sendAccountMail(
      tx,
      { to: email, customerId: account.id, language, kind: 'reset_code', params: {}, secrets: { code } },
      ctx.clock(),
    );
  });
  return { sent_to: email };
}

/** Sends a reset code by SMS, answering the same whether or not an account has the phone (see sendResetEmail). */
export async function sendResetSms(
  ctx: AppContext,
  input: { phone_code: string; phone: string },
  requestLanguage: Language,
) {
  const checked = await checkedPhone(ctx, input.phone_code, input.phone);
  const customer = await findCustomerByVerifiedPhone(ctx.db, checked.phoneCode, checked.phone);
  const account = customer?.status === 'active' ? customer : undefined;
  const language = pickLanguage(account?.language, requestLanguage);
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(
      { ...ctx, db: tx },
      { purpose: 'reset_password', channel: 'sms', target: checked.target, customerId: account?.id ?? null },
    );
    if (!account) return;
    await enqueueMessage(
      tx,
      {
        channel: 'sms',
        recipient: checked.target,
        body: translate(language, 'mail.phoneCode.body'),
        secrets: { code },
        customerId: account.id,
      },
      ctx.clock(),
    );
  });
  return { sent_to: checked.target };
}

async function setNewPassword(ctx: AppContext, customerId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await updateCustomerPassword(tx, customerId, passwordHash, now);
    await revokeCustomerSessions(tx, customerId, 'password_changed', now);
  });
}

/**
 * Forgotten password by email code: every session ends; the customer logs in with the new password. The code went to
 * the account's address, so an unconfirmed address is confirmed by it too.
 */
export async function resetPasswordByEmail(ctx: AppContext, input: { email: string; code: string; password: string }) {
  const customer = await findCustomerByEmail(ctx.db, input.email);
  // The code is checked first, so an address with no account answers like an account with a wrong code. Only a code
  // made for this account counts (one made while no account had the address is not theirs).
  const account = customer?.status === 'active' ? customer.id : null;
  await consumeCode(ctx, 'reset_password', input.email, input.code, account);
  if (customer?.status !== 'active') throw AppError.field('code', 'code.invalid');
  await setNewPassword(ctx, customer.id, input.password);
  // The new password is the mailbox owner's; what else whoever signed up with the address set goes (markEmailConfirmed).
  if (!customer.emailVerifiedAt) {
    await markEmailConfirmed(ctx, customer, customer.email, { by: 'mailbox', passwordSetNow: true });
  }
}

export async function resetPasswordByPhone(
  ctx: AppContext,
  input: { phone_code: string; phone: string; code: string; password: string },
) {
  const checked = await checkedPhone(ctx, input.phone_code, input.phone);
  const customer = await findCustomerByVerifiedPhone(ctx.db, checked.phoneCode, checked.phone);
  await consumeCode(
    ctx,
    'reset_password',
    checked.target,
    input.code,
    customer?.status === 'active' ? customer.id : null,
  );
  if (customer?.status !== 'active') throw AppError.field('code', 'code.invalid');
  await setNewPassword(ctx, customer.id, input.password);
}

/** A social-only customer's first password; refused when the account has one (that is a change, with the old one). */
export async function setFirstPassword(ctx: AppContext, customerId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  if (!(await setPasswordWhereNone(ctx.db, customerId, passwordHash, ctx.clock()))) {
    throw new AppError('conflict', 'social.passwordAlreadySet');
  }
}

/** Whether the password is this customer's (false when they have none). */
export async function passwordMatches(ctx: AppContext, customerId: number, password: string): Promise<boolean> {
  const customer = await findCustomerById(ctx.db, customerId);
  return verifyPassword(customer?.passwordHash ?? undefined, password);
}

/** Logged-in password change: other sessions end, and this device gets a fresh token. */
export async function changePassword(
  ctx: AppContext,
  customerId: number,
  input: { old_password: string; password: string },
): Promise<LoginResult> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer || !(await verifyPassword(customer.passwordHash ?? undefined, input.old_password))) {
    throw AppError.field('old_password', 'auth.oldPasswordWrong');
  }
  if (input.old_password === input.password) throw AppError.field('password', 'auth.newPasswordSame');
  await setNewPassword(ctx, customerId, input.password);
  return loggedIn(ctx, customerId, false);
}

/** Makes sure the configured staff account exists, is an active admin and has the configured password. */
export async function ensureStaffAccount(ctx: AppContext, email: string, password: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  const existing = await findStaffByEmail(ctx.db, normalised);
  const current = existing?.role === 'admin' && existing.active;
  if (existing && current && (await verifyPassword(existing.passwordHash, password))) return;
  await upsertAdminStaff(ctx.db, normalised, await hashPassword(password), ctx.clock());
}

export async function staffLogin(ctx: AppContext, input: { email: string; password: string }) {
  const staff = await findStaffByEmail(ctx.db, input.email);
  if (!(await verifyPassword(staff?.passwordHash, input.password)) || !staff?.active) {
    throw new AppError('unauthorised', 'auth.wrongCredentials');
  }
  return startSession(ctx, { type: 'staff', staffId: staff.id }, false);
}
