import { randomBytes } from 'node:crypto';
import type { SocialFailure, SocialProvider } from '@parcelway/domain';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashToken, newToken } from '../../security/tokens.js';
import { boundAccountsOf } from '../users/index.js';
import type { SocialProviders } from './providers.js';
import {
  findBinding,
  finishFlow,
  insertBinding,
  insertFlow,
  lockFlowByState,
  markCallbackUsed,
  saveIdentity,
} from './queries.js';

/** From the redirect to the provider's answer. */
export const FLOW_TTL_MS = 10 * 60_000;
/** From the provider's answer to the end of socialPage. */
export const TICKET_TTL_MS = 15 * 60_000;
/** The cookie tying a flow to the browser that started it: a callback opened in another browser is refused. */
export const FLOW_COOKIE = 'pw_social';

/** Starts a sign-in (or a bind, for the logged-in customer): the provider's address and the browser's cookie value. */
export async function startFlow(
  ctx: AppContext,
  providers: SocialProviders,
  provider: SocialProvider,
  intent: 'sign_in' | 'bind',
  customerId: number | null,
): Promise<{ url: string; browserToken: string }> {
  if (!providers.isEnabled(provider)) throw new AppError('not_found', 'social.notConfigured');
  if (intent === 'bind' && customerId === null) throw new AppError('unauthorised', 'error.unauthorised');
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const browserToken = newToken();
  let url: string;
  try {
    url = await providers.authorizationUrl(provider, checks);
  } catch {
    throw new AppError('unavailable', 'social.error.provider');
  }
  await insertFlow(ctx.db, {
    provider,
    intent,
    customerId: intent === 'bind' ? customerId : null,
    stateHash: hashToken(checks.state),
    browserHash: hashToken(browserToken),
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    expiresAt: new Date(ctx.clock().getTime() + FLOW_TTL_MS),
  });
  return { url, browserToken };
}

export interface CallbackInput {
  query: Record<string, string | undefined>;
  browserToken: string | undefined;
  /** The callback's full address as the provider sent the browser to it. */
  url: URL;
}

const failure = (reason: SocialFailure, intent?: 'bind') =>
  `/#/pages/login/socialPage?error=${reason}${intent ? `&intent=${intent}` : ''}`;

/**
 * The provider's answer: where to send the browser next. Every failure (a wrong or used state, another browser, an
 * expired flow, a cancelled or failed sign-in) lands on socialPage with its reason; nothing is created before
 * socialPage finishes, except a bind for the customer who asked for it.
 */
export async function handleCallback(
  ctx: AppContext,
  providers: SocialProviders,
  input: CallbackInput,
  log: FastifyBaseLogger,
): Promise<string> {
  const state = input.query.state;
  if (!state) return failure('state');
  const now = ctx.clock();
  const claimed = await ctx.db.transaction(async (tx) => {
    const flow = await lockFlowByState(tx, hashToken(state));
    if (!flow || flow.callbackAt) return { reason: 'state' as const };
    await markCallbackUsed(tx, flow.id, now);
    return { flow };
  });
  if (!claimed.flow) return failure(claimed.reason);
  const { flow } = claimed;
  const intent = flow.intent === 'bind' ? 'bind' : undefined;
  if (!input.browserToken || hashToken(input.browserToken) !== flow.browserHash) return failure('state', intent);
  if (flow.expiresAt <= now) return failure('expired', intent);
  if (input.query.error) return failure(input.query.error === 'access_denied' ? 'denied' : 'provider', intent);
  if (!providers.isEnabled(flow.provider)) return failure('provider', intent);

  let identity: Awaited<ReturnType<SocialProviders['identify']>>;
  try {
    identity = await providers.identify(flow.provider, input.url, {
      state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    });
  } catch (error) {
    log.warn({ err: error, provider: flow.provider }, 'social sign-in refused by the provider');
    return failure('provider', intent);
  }

  if (flow.intent === 'bind' && flow.customerId !== null) {
    const outcome = await bind(ctx, flow.id, flow.customerId, flow.provider, identity);
    await saveIdentity(ctx.db, flow.id, { ...identityColumns(identity) }, null);
    return outcome ? failure(outcome, 'bind') : `/#/pages/personal/information?bound=${flow.provider}`;
  }

  const ticket = randomBytes(32).toString('base64url');
  await saveIdentity(ctx.db, flow.id, identityColumns(identity), {
    ticketHash: hashToken(ticket),
    ticketExpiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return `/#/pages/login/socialPage?ticket=${ticket}`;
}

function identityColumns(identity: Awaited<ReturnType<SocialProviders['identify']>>) {
  return {
    subject: identity.subject,
    email: identity.email,
    emailVerified: identity.emailVerified,
    firstName: identity.firstName,
    lastName: identity.lastName,
  };
}

/** Binds the provider account to the logged-in customer who started the flow, or says why not. */
async function bind(
  ctx: AppContext,
  flowId: number,
  customerId: number,
  provider: SocialProvider,
  identity: { subject: string; email: string },
): Promise<SocialFailure | null> {
  const existing = await findBinding(ctx.db, provider, identity.subject);
  if (existing) return existing.customerId === customerId ? null : 'boundElsewhere';
  if ((await boundAccountsOf(ctx.db, customerId)).some((binding) => binding.provider === provider))
    return 'alreadyBound';
  try {
    await ctx.db.transaction(async (tx) => {
      await finishFlow(tx, flowId, ctx.clock());
      await insertBinding(tx, { customerId, provider, subject: identity.subject, email: identity.email });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'social_accounts_subject_unique')) return 'boundElsewhere';
    if (isUniqueViolation(error, 'social_accounts_customer_provider_unique')) return 'alreadyBound';
    throw error;
  }
  return null;
}
