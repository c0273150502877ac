import {
  type Language,
  pickLanguage,
  type SocialLinkInput,
  type SocialProvider,
  type SocialSignUpInput,
} from '@parcelway/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashToken } from '../../security/tokens.js';
import {
  createAccount,
  type EmailProof,
  type LoginResult,
  loggedIn,
  markEmailConfirmed,
  passwordMatches,
  setFirstPassword,
} from '../auth/index.js';
import { sendAccountMail } from '../notifications/index.js';
import { assertPayCurrency, assertWarehouse, findCustomerByEmail, findCustomerById } from '../users/index.js';
import { consumeCode, issueCode } from '../verification/index.js';
import {
  deleteBinding,
  findBinding,
  findOpenTicket,
  finishFlow,
  insertBinding,
  lockBindingsOf,
  type SocialFlowRow,
} from './queries.js';

type TicketFlow = SocialFlowRow & { subject: string; email: string };

const ticketInvalid = () => new AppError('not_found', 'social.ticketInvalid');

async function openTicket(ctx: AppContext, ticket: string): Promise<TicketFlow> {
  const flow = await findOpenTicket(ctx.db, hashToken(ticket), ctx.clock());
  if (flow?.intent !== 'sign_in' || flow.subject === null) throw ticketInvalid();
  return { ...flow, subject: flow.subject, email: flow.email ?? '' };
}

function identityOf(flow: TicketFlow) {
  return {
    provider: flow.provider,
    email: flow.email,
    email_verified: flow.emailVerified === true,
    first_name: flow.firstName ?? '',
    last_name: flow.lastName ?? '',
  };
}

/** An active customer who already has the flow's email (linking to them needs proof). */
async function accountWithEmail(ctx: AppContext, email: string) {
  if (!email) return undefined;
  const customer = await findCustomerByEmail(ctx.db, email);
  return customer?.status === 'active' ? customer : undefined;
}

/**
 * GET socialRegister: a provider account already bound signs its customer in (the ticket is used up); otherwise the
 * page learns whether to finish a sign-up or to link an existing account with the same email.
 */
export async function readTicket(ctx: AppContext, ticket: string) {
  const flow = await openTicket(ctx, ticket);
  const binding = await findBinding(ctx.db, flow.provider, flow.subject);
  if (binding) {
    const customer = await findCustomerById(ctx.db, binding.customerId);
    if (customer?.status !== 'active' || !(await finishFlow(ctx.db, flow.id, ctx.clock()))) throw ticketInvalid();
    return { status: 'signed_in' as const, ...(await loggedIn(ctx, binding.customerId, false)) };
  }
  const existing = await accountWithEmail(ctx, flow.email);
  return { status: existing ? ('link' as const) : ('sign_up' as const), ...identityOf(flow) };
}

/**
 * Sends a code to confirm an email: the existing account's (to link it) or the one typed for a new account when the
 * provider did not verify it.
 */
export async function sendSocialCode(ctx: AppContext, ticket: string, email: string, requestLanguage: Language) {
  const flow = await openTicket(ctx, ticket);
  const existing = await accountWithEmail(ctx, flow.email);
  if (existing && email !== flow.email) throw AppError.field('email', 'social.emailTaken');
  if (!existing && (await accountWithEmail(ctx, email))) throw AppError.field('email', 'social.emailTaken');
  const language = pickLanguage(existing?.language, requestLanguage);
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(
      { ...ctx, db: tx },
      { purpose: 'social_email', channel: 'email', target: email, customerId: existing?.id ?? null },
    );
    await sendAccountMail(
      tx,
      { to: email, customerId: existing?.id ?? null, language, kind: 'sign_in_code', params: {}, secrets: { code } },
      ctx.clock(),
    );
  });
  return { sent_to: email };
}

/** Finishes a new customer's sign-up: account and binding in one transaction, the ticket used once. */
export async function finishSignUp(
  ctx: AppContext,
  input: SocialSignUpInput,
  language: Language,
): Promise<LoginResult> {
  const flow = await openTicket(ctx, input.ticket);
  await assertWarehouse(ctx, input.store_id);
  await assertPayCurrency(ctx, input.currency_id);
  if (await findBinding(ctx.db, flow.provider, flow.subject)) throw ticketInvalid();
  if (await accountWithEmail(ctx, input.email))
    throw new AppError('conflict', 'social.emailTaken', { fields: { email: 'social.emailTaken' } });
  const trusted = flow.emailVerified === true && input.email === flow.email;
  if (!trusted) {
    if (!input.code) throw AppError.field('code', 'social.codeNeeded');
    await consumeCode(ctx, 'social_email', input.email, input.code);
  }
  const now = ctx.clock();
  const customerId = await ctx.db
    .transaction(async (tx) => {
      if (!(await finishFlow(tx, flow.id, now))) throw ticketInvalid();
      // Either the provider vouched for the address or a code sent to it came back: it is proved.
      const { id } = await createAccount(
        tx,
        {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash: null,
          language,
          currencyId: input.currency_id,
          storeId: input.store_id,
          emailVerified: true,
        },
        now,
      );
      await insertBinding(tx, { customerId: id, provider: flow.provider, subject: flow.subject, email: flow.email });
      return id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'social_accounts_subject_unique')) throw ticketInvalid();
      throw error;
    });
  return loggedIn(ctx, customerId, false);
}

/**
 * Links the provider account to the existing account with its email, once the customer proved that account is theirs.
 * A code sent to the address, or a provider that vouches for it, also confirms the account's address.
 */
export async function linkExisting(ctx: AppContext, input: SocialLinkInput): Promise<LoginResult> {
  const flow = await openTicket(ctx, input.ticket);
  const existing = await accountWithEmail(ctx, flow.email);
  if (!existing) throw ticketInvalid();
  if (input.password !== undefined) {
    if (!(await passwordMatches(ctx, existing.id, input.password))) {
      throw AppError.field('password', 'social.linkProofWrong');
    }
  } else {
    await consumeCode(ctx, 'social_email', flow.email, input.code ?? '');
  }
  const now = ctx.clock();
  const proved = input.password === undefined || flow.emailVerified === true;
  await ctx.db
    .transaction(async (tx) => {
      if (!(await finishFlow(tx, flow.id, now))) throw ticketInvalid();
      if (proved && !existing.emailVerifiedAt) {
        // Proved by the mailbox (a code) or the provider, not by the password whoever signed up set: the account is
        // taken back from them before this provider account is bound (markEmailConfirmed).
        const proof: EmailProof =
          input.password === undefined
            ? { by: 'mailbox', passwordSetNow: false }
            : { by: 'registrant', keepSessionId: null };
        await markEmailConfirmed({ ...ctx, db: tx }, existing, existing.email, proof);
      }
      await insertBinding(tx, {
        customerId: existing.id,
        provider: flow.provider,
        subject: flow.subject,
        email: flow.email,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'social_accounts_subject_unique')) throw ticketInvalid();
      if (isUniqueViolation(error, 'social_accounts_customer_provider_unique')) {
        throw new AppError('conflict', 'social.error.alreadyBound');
      }
      throw error;
    });
  return loggedIn(ctx, existing.id, false);
}

/** Unbinds a provider account, unless it is the customer's last way to sign in (no password, no other binding). */
export async function unbind(ctx: AppContext, customerId: number, provider: SocialProvider): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const bindings = await lockBindingsOf(tx, customerId);
    const target = bindings.find((binding) => binding.provider === provider);
    if (!target) throw new AppError('not_found', 'social.notBound');
    const customer = await findCustomerById(tx, customerId);
    if (customer?.passwordHash === null && bindings.length === 1) throw new AppError('rule', 'social.lastSignIn');
    await deleteBinding(tx, target.id);
  });
}

export async function setPassword(ctx: AppContext, customerId: number, password: string): Promise<void> {
  await setFirstPassword(ctx, customerId, password);
}
