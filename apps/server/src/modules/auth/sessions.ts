import { randomUUID } from 'node:crypto';
import { pickLanguage } from '@parcelway/domain';
import type { AppContext, Principal } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashToken, newToken } from '../../security/tokens.js';
import {
  findSessionFamilyId,
  findSessionForRequest,
  insertSession,
  lockSessionByTokenHash,
  revokeFamily,
} from './queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a session can be refreshed after login: 7 days with "keep me logged in", else 1 day. */
export function refreshWindowMs(remember: boolean): number {
  return (remember ? 7 : 1) * DAY_MS;
}

export type SessionOwner = { type: 'customer'; customerId: number } | { type: 'staff'; staffId: number };

export interface IssuedSession {
  access_token: string;
  token_type: 'Bearer';
  expires_at: string;
  refresh_until: string;
}

export async function startSession(ctx: AppContext, owner: SessionOwner, remember: boolean): Promise<IssuedSession> {
  const now = ctx.clock();
  return issueToken(ctx, owner, {
    familyId: randomUUID(),
    remember,
    refreshUntil: new Date(now.getTime() + refreshWindowMs(remember)),
  });
}

async function issueToken(
  ctx: AppContext,
  owner: SessionOwner,
  family: { familyId: string; remember: boolean; refreshUntil: Date },
): Promise<IssuedSession> {
  const now = ctx.clock();
  const token = newToken();
  const ttlEnd = now.getTime() + ctx.config.accessTokenTtlSeconds * 1000;
  const expiresAt = new Date(Math.min(ttlEnd, family.refreshUntil.getTime()));
  await insertSession(ctx.db, {
    familyId: family.familyId,
    principalType: owner.type,
    customerId: owner.type === 'customer' ? owner.customerId : null,
    staffId: owner.type === 'staff' ? owner.staffId : null,
    tokenHash: hashToken(token),
    remember: family.remember,
    expiresAt,
    refreshUntil: family.refreshUntil,
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_at: expiresAt.toISOString(),
    refresh_until: family.refreshUntil.toISOString(),
  };
}

/** The principal behind a bearer token, or null when it is unknown, expired, revoked or its account closed. */
export async function authenticate(ctx: AppContext, token: string): Promise<Principal | null> {
  const session = await findSessionForRequest(ctx.db, hashToken(token));
  if (!session) return null;
  if (session.revokedAt || session.expiresAt <= ctx.clock()) return null;
  if (session.principalType === 'customer' && session.customerId !== null) {
    if (session.customerStatus !== 'active') return null;
    return {
      type: 'customer',
      customerId: session.customerId,
      sessionId: session.sessionId,
      language: pickLanguage(session.language),
    };
  }
  if (session.principalType === 'staff' && session.staffId !== null) {
    const { staff } = session;
    if (!staff?.active) return null;
    return {
      type: 'staff',
      staffId: session.staffId,
      sessionId: session.sessionId,
      role: staff.role,
      storeIds: staff.storeIds,
    };
  }
  return null;
}

/**
 * Exchanges a token (expired or not) for a new one while its session may still be refreshed.
 * The old token stops working. Presenting an already-rotated token again revokes the whole family,
 * since only a stolen copy would do that.
 */
export async function refreshSession(ctx: AppContext, token: string): Promise<IssuedSession> {
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx) => {
    const session = await lockSessionByTokenHash(tx, hashToken(token));
    if (!session) return { refused: true as const };
    if (session.revokedAt) {
      if (session.revokedReason === 'rotated') await revokeFamily(tx, session.familyId, 'reused', now);
      return { refused: true as const };
    }
    if (session.refreshUntil <= now) return { refused: true as const };
    await revokeFamily(tx, session.familyId, 'rotated', now);
    const owner: SessionOwner =
      session.principalType === 'staff'
        ? { type: 'staff', staffId: session.staffId! }
        : { type: 'customer', customerId: session.customerId! };
    const issued = await issueToken({ ...ctx, db: tx }, owner, {
      familyId: session.familyId,
      remember: session.remember,
      refreshUntil: session.refreshUntil,
    });
    return { refused: false as const, issued };
  });
  if (outcome.refused) throw new AppError('unauthorised', 'auth.sessionExpired');
  return outcome.issued;
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  const familyId = await findSessionFamilyId(ctx.db, hashToken(token));
  if (familyId) await revokeFamily(ctx.db, familyId, 'logout', ctx.clock());
}

/** Ends every session of a customer (account closed, password changed) in the caller's transaction. */
export { revokeCustomerSessions, revokeCustomerSessionsExcept } from './queries.js';
