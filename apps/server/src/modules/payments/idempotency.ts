import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { asPaymentConflict } from './attempts.js';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentResponse } from './queries/idempotency.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The request's `Idempotency-Key` header, checked (1–200 visible ASCII characters), or undefined. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError('invalid', 'payment.idempotencyKeyInvalid');
  return key;
}

/** Method, route and body (as validated): the same key with another request is refused. */
export function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Runs `work` in one transaction and, when the request carries an Idempotency-Key, stores its answer in
 * that same transaction. A retry with the key gets the stored answer and does nothing again; a retry that
 * arrives while the first is still running waits for it on the key's unique index (PostgreSQL holds the
 * second insert until the first transaction ends) and then gets its answer. Only successful answers are
 * kept: a refused request changed nothing, so its retry is judged again. The same key with a different
 * request answers 422.
 */
export async function withIdempotency<T>(
  ctx: AppContext,
  scope: { customerId: number; key: string | undefined; fingerprint: string },
  work: (tx: Database) => Promise<T>,
): Promise<{ data: T; replayed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    if (scope.key === undefined) return { data: await work(tx), replayed: false };
    const claimed = await claimIdempotencyKey(tx, scope.customerId, scope.key, scope.fingerprint);
    if (claimed === undefined) {
      const first = await findIdempotencyKey(tx, scope.customerId, scope.key);
      if (!first) throw new Error('idempotency key vanished');
      if (first.fingerprint !== scope.fingerprint) throw new AppError('rule', 'payment.idempotencyKeyReused');
      return { data: first.response as T, replayed: true };
    }
    const data = await work(tx);
    await storeIdempotentResponse(tx, claimed, data ?? null);
    return { data, replayed: false };
  });
}

/** Marks a replayed answer, so a client (and a test) can tell. */
export function markReplay(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}

/**
 * A payment request run once per Idempotency-Key: reads the key and fingerprint off the request, marks a
 * replayed answer, and answers a second payment of one target (refused by a unique index) with a 409.
 */
export async function idempotentPayment<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    const { data, replayed } = await withIdempotency(
      ctx,
      { customerId, key: idempotencyKeyOf(request), fingerprint: requestFingerprint(request) },
      work,
    );
    markReplay(reply, replayed);
    return data;
  } catch (error) {
    throw asPaymentConflict(error);
  }
}
