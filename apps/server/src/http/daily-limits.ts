import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of every route that sends a code: one count per client address per day, across all of them. */
    limitCodesPerClientPerDay(request: FastifyRequest): Promise<void>;
  }
}

/**
 * A day's cap on codes sent at one client's request, beside each route's per-minute limit: a script that stays under
 * the per-minute limit still cannot send mail and texts all day. Counted where the other limits are (Redis or memory).
 */
export function registerDailyCodeLimit(app: FastifyInstance, perDay: number): void {
  const limit = app.createRateLimit({
    max: perDay,
    timeWindow: '1 day',
    keyGenerator: (request) => `codes-per-day:${request.ip}`,
  });
  app.decorate('limitCodesPerClientPerDay', async (request: FastifyRequest) => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw new AppError('rate_limited', 'code.dailyLimit');
  });
}
