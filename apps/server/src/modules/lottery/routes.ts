import { drawLotteryInputSchema, lotteryDrawResultSchema, lotteryWheelSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { idempotentPayment } from '../payments/index.js';
import { drawLottery, lotteryWheel } from './draws.js';

/** The top-up lottery wheel (SPEC §7 paths kept), and staff wheels, prizes and draws under /ops. */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lottery'];

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post('/api/couponLotteryWheel', { schema: { tags, response: answers(lotteryWheelSchema) } }, async (request) =>
      ok(await lotteryWheel(app.ctx, customerId(request), request.language)),
    );
    // A draw gives a prize like a payment moves money: one Idempotency-Key, one draw; a replay answers its prize.
    api.post(
      '/api/drawLotteryAction',
      {
        schema: {
          tags,
          body: drawLotteryInputSchema,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          response: answers(lotteryDrawResultSchema),
        },
      },
      async (request, reply) => {
        const customer = customerId(request);
        return ok(
          await idempotentPayment(app.ctx, request, reply, customer, (tx) =>
            drawLottery(tx, app.ctx, customer, request.body.wheel_id, request.language),
          ),
        );
      },
    );
  });
};
