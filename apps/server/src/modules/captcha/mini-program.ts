import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** How far a mini-program request's timestamp may be from the server's clock. */
export const MINI_PROGRAM_SIGNATURE_TTL_MS = 5 * 60 * 1000;

/** What a mini-program signs: its timestamp, the method and the path with its query. */
export function miniProgramSignature(secret: string, timestamp: string, method: string, url: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${method.toUpperCase()}\n${url}`).digest('hex');
}

/**
 * Whether the request comes from our mini-program (SPEC §1: no captcha script there). Claiming it takes more than a
 * header: `source: mp` with `mp-timestamp` (ms) and `mp-signature`, the HMAC-SHA256 of the timestamp, method and
 * path under MINIPROGRAM_SIGNING_SECRET. Without that secret configured no request is a mini-program's.
 */
export function isSignedMiniProgram(request: FastifyRequest, secret: string | undefined, now: Date): boolean {
  if (!secret || request.headers.source !== 'mp') return false;
  const timestamp = request.headers['mp-timestamp'];
  const signature = request.headers['mp-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - Number(timestamp)) > MINI_PROGRAM_SIGNATURE_TTL_MS) return false;
  const expected = Buffer.from(miniProgramSignature(secret, timestamp, request.method, request.url));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
