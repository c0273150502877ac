import type { FastifyRequest } from 'fastify';

/**
 * Whose bucket a request fills: the logged-in customer or staff member when there is one (many customers may
 * share an address behind a carrier's NAT, and one customer may move between addresses), else the client address.
 */
export function callerKey(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.type === 'customer') return `customer:${principal.customerId}`;
  if (principal?.type === 'staff') return `staff:${principal.staffId}`;
  return `address:${request.ip}`;
}

/** Route config for @fastify/rate-limit: at most `max` calls a minute per caller (see callerKey). */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute', keyGenerator: callerKey } };
}
