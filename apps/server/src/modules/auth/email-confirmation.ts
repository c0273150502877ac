import {
  type ChangeEmailInput,
  EMAIL_CONFIRMATION_TTL_HOURS,
  type EmailConfirmed,
  pickLanguage,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { CustomerRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { verifyPassword } from '../../security/passwords.js';
import { sendAccountMail } from '../notifications/index.js';
import { releaseHeldMessages } from '../outbox/index.js';
import {
  activeCustomer,
  addressToConfirm,
  confirmCustomerEmail,
  findCustomerByEmail,
  findCustomerById,
  forgetBoundAccountsOf,
  updateCustomer,
} from '../users/index.js';
import { consumeCode, consumeLink, issueCode, issueCodeWithLink } from '../verification/index.js';
import { revokeCustomerSessionsExcept } from './sessions.js';

const CONFIRMATION_TTL_MS = EMAIL_CONFIRMATION_TTL_HOURS * 60 * 60_000;

const emailTaken = () => new AppError('conflict', 'auth.emailTaken', { fields: { email: 'auth.emailTaken' } });

interface Addressee {
  id: number;
  firstName: string;
  language: string;
}

/**
 * Sends `address` its proof: one mail with a 6-digit code (typed in the app) and a link (for the device that received
 * it), both good for EMAIL_CONFIRMATION_TTL_HOURS. Runs in the caller's transaction (`ctx.db`), which holds the address
 * for the resend wait and the daily cap of the verification module.
 */
export async function sendEmailConfirmation(ctx: AppContext, customer: Addressee, address: string): Promise<void> {
  const { code, linkToken } = await issueCodeWithLink(
    ctx,
    { purpose: 'verify_email', channel: 'email', target: address, customerId: customer.id },
    CONFIRMATION_TTL_MS,
  );
  await sendAccountMail(
    ctx.db,
    {
      to: address,
      customerId: customer.id,
      language: pickLanguage(customer.language),
      kind: 'verify_email',
      params: { name: customer.firstName, email: address },
      secrets: { code, confirm_key: linkToken },
    },
    ctx.clock(),
  );
}

/** Sends the waiting address a new code and link (the previous ones stop working). */
export async function resendEmailConfirmation(ctx: AppContext, customerId: number): Promise<{ sent_to: string }> {
  const customer = await activeCustomer(ctx, customerId);
  const address = addressToConfirm(customer);
  if (!address) throw new AppError('conflict', 'email.nothingToConfirm');
  await ctx.db.transaction((tx) => sendEmailConfirmation({ ...ctx, db: tx }, customer, address));
  return { sent_to: address };
}

/**
 * Who proved an account's address for the first time. Until then anyone could have signed up with it, so the proof
 * decides what of the registrant's stays. `registrant`: the code typed (or the link opened) in the account's own
 * session, or a sign-in with its password: the one who signed up received the mail, so all they set is theirs; only
 * their other sessions end (`keepSessionId` is the asking one). `mailbox`: the mail was reached without the account
 * (the link on another device, a reset code, a social provider vouching for the address): the owner may be someone
 * else than who signed up, so every session ends and the password (unless the owner set it just now: a reset), the
 * verified phone (a reset by SMS) and the bound social accounts are cleared.
 */
export type EmailProof =
  | { by: 'registrant'; keepSessionId: number | null }
  | { by: 'mailbox'; passwordSetNow: boolean };

/**
 * Makes `address` the customer's confirmed one, in one transaction: the account row, the mails held for the
 * unconfirmed address released to it, and when it replaces a confirmed address, a notice to that old address. Acts
 * once: a second request for the same address finds it confirmed already. The account's first proof also takes it
 * back from whoever signed up with the address, as `proof` says (EmailProof).
 */
export async function markEmailConfirmed(
  ctx: AppContext,
  customer: CustomerRow,
  address: string,
  proof: EmailProof,
): Promise<EmailConfirmed> {
  const now = ctx.clock();
  const firstProof = !customer.emailVerifiedAt;
  const clearsPassword =
    firstProof && proof.by === 'mailbox' && !proof.passwordSetNow && customer.passwordHash !== null;
  const confirmed = await ctx.db
    .transaction(async (tx) => {
      if (!(await confirmCustomerEmail(tx, customer.id, address, now))) return false;
      if (firstProof) await takeBackFromRegistrant(tx, customer.id, proof, now);
      await releaseHeldMessages(tx, customer.id, address, now);
      if (customer.emailVerifiedAt && customer.email !== address) {
        await sendAccountMail(
          tx,
          {
            to: customer.email,
            customerId: customer.id,
            language: pickLanguage(customer.language),
            kind: 'email_changed',
            params: { name: customer.firstName, email: address },
          },
          now,
        );
      }
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'customers_email_unique')) throw emailTaken();
      throw error;
    });
  if (!confirmed) return alreadyConfirmed(ctx, customer.id, address);
  return clearsPassword
    ? { email: address, status: 'confirmed', next: 'set_password' }
    : { email: address, status: 'confirmed' };
}

/** What the first proof of an address ends of the account as it was before (EmailProof), in the caller's transaction. */
async function takeBackFromRegistrant(tx: Database, customerId: number, proof: EmailProof, now: Date) {
  const keep = proof.by === 'registrant' ? proof.keepSessionId : null;
  await revokeCustomerSessionsExcept(tx, customerId, keep, 'email_proved', now);
  if (proof.by === 'registrant') return;
  await updateCustomer(tx, customerId, {
    ...(!proof.passwordSetNow && { passwordHash: null }),
    phoneVerifiedAt: null,
    updatedAt: now,
  });
  await forgetBoundAccountsOf(tx, customerId);
}

/** The answer to a repeated confirmation: harmless when the address is the confirmed one, refused otherwise. */
async function alreadyConfirmed(ctx: AppContext, customerId: number, address: string): Promise<EmailConfirmed> {
  const now = await findCustomerById(ctx.db, customerId);
  if (now?.status === 'active' && now.email === address && now.emailVerifiedAt) {
    return { email: address, status: 'already_confirmed' };
  }
  throw new AppError('rule', 'email.addressChanged');
}

/** POST verifyEmail: the code typed in the app confirms the waiting address; nothing waiting answers as done. */
export async function confirmEmailByCode(
  ctx: AppContext,
  session: { customerId: number; sessionId: number },
  code: string,
): Promise<EmailConfirmed> {
  const customer = await activeCustomer(ctx, session.customerId);
  const address = addressToConfirm(customer);
  if (!address) return { email: customer.email, status: 'already_confirmed' };
  await consumeCode(ctx, 'verify_email', address, code, session.customerId);
  // Typed in the account's own session: its holder received the mail, and the password they set is theirs.
  return markEmailConfirmed(ctx, customer, address, { by: 'registrant', keepSessionId: session.sessionId });
}

/**
 * POST verifyEmailLink: the link opened on any device, without a session. A link works once; opening it again (or
 * twice at once) answers that the address is confirmed already, and changes nothing. Opened where the account's own
 * session is (`session`, the device that signed up), it proves as the code does; opened anywhere else it proves the
 * mailbox against whoever signed up (see markEmailConfirmed).
 */
export async function confirmEmailByLink(
  ctx: AppContext,
  token: string,
  session: { customerId: number; sessionId: number } | null,
): Promise<EmailConfirmed> {
  // One transaction: a second opening waits on the first's use of the code, then reads the address it confirmed.
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const link = await consumeLink(txCtx, 'verify_email', token);
    const invalid = () => new AppError('not_found', 'email.linkInvalid');
    if (!link) throw invalid();
    const customer = await findCustomerById(tx, link.customerId);
    if (customer?.status !== 'active') throw invalid();
    if (link.outcome !== 'consumed') {
      if (customer.email === link.target && customer.emailVerifiedAt) {
        return { email: link.target, status: 'already_confirmed' as const };
      }
      throw new AppError('rule', link.outcome === 'used' ? 'email.addressChanged' : 'email.linkExpired');
    }
    if (addressToConfirm(customer) !== link.target) throw new AppError('rule', 'email.addressChanged');
    const own = session?.customerId === customer.id;
    const proof: EmailProof = own
      ? { by: 'registrant', keepSessionId: session.sessionId }
      : { by: 'mailbox', passwordSetNow: false };
    return markEmailConfirmed(txCtx, customer, link.target, proof);
  });
}

/**
 * POST sendChangeEmailCode: a code to the account's current address, which an account without a password (social
 * only) gives to change it: its session alone must not be able to move the account's mail elsewhere.
 */
export async function sendChangeEmailCode(ctx: AppContext, customerId: number): Promise<{ sent_to: string }> {
  const customer = await activeCustomer(ctx, customerId);
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(
      { ...ctx, db: tx },
      { purpose: 'change_email', channel: 'email', target: customer.email, customerId },
    );
    await sendAccountMail(
      tx,
      {
        to: customer.email,
        customerId,
        language: pickLanguage(customer.language),
        kind: 'change_email_code',
        params: { name: customer.firstName },
        secrets: { code },
      },
      ctx.clock(),
    );
  });
  return { sent_to: customer.email };
}

/**
 * POST updateEmail: a new address, proved by the current password when the account has one, else by a code sent to
 * the current address (sendChangeEmailCode). While the account's
 * address is unconfirmed the new one replaces it at once (the old one was never proved, and gets nothing more); a
 * confirmed address stays in use until the new one is confirmed. Either way the new address gets the confirmation.
 */
export async function changeEmail(
  ctx: AppContext,
  customerId: number,
  input: ChangeEmailInput,
): Promise<{ sent_to: string }> {
  const customer = await activeCustomer(ctx, customerId);
  if (customer.passwordHash !== null) {
    if (!(await verifyPassword(customer.passwordHash, input.password ?? ''))) {
      throw AppError.field('password', 'auth.oldPasswordWrong');
    }
  } else {
    // No password to give (a social-only account): the current address proves it with the code sent to it.
    if (!input.code) throw AppError.field('code', 'email.currentCodeNeeded');
    await consumeCode(ctx, 'change_email', customer.email, input.code, customerId);
  }
  if (input.email === customer.email) {
    // Going back to the confirmed address cancels the change asked for; otherwise there is nothing to change.
    if (!customer.emailVerifiedAt || !customer.pendingEmail) throw AppError.field('email', 'email.sameAddress');
    await updateCustomer(ctx.db, customerId, { pendingEmail: null, updatedAt: ctx.clock() });
    return { sent_to: customer.email };
  }
  const owner = await findCustomerByEmail(ctx.db, input.email);
  if (owner && owner.id !== customerId) throw emailTaken();
  await ctx.db
    .transaction(async (tx) => {
      const changes = customer.emailVerifiedAt ? { pendingEmail: input.email } : { email: input.email };
      await updateCustomer(tx, customerId, { ...changes, updatedAt: ctx.clock() });
      await sendEmailConfirmation({ ...ctx, db: tx }, customer, input.email);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'customers_email_unique')) throw emailTaken();
      throw error;
    });
  return { sent_to: input.email };
}
