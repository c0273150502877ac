import {
  drawLotteryInputSchema,
  lotteryDrawResultSchema,
  lotteryWheelInputSchema,
  lotteryWheelPreviewSchema,
  lotteryWheelSchema,
  staffLotteryDrawsSchema,
  staffLotteryWheelSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer, requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { idempotentPayment } from '../payments/index.js';
import { drawLottery, lotteryWheel } from './draws.js';
import { createWheel, previewWheel, setWheelRunning, staffDraws, staffWheels } from './wheels.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

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

  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('finance'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const opsTags = ['ops'];
    ops.get(
      '/ops/lottery-wheels',
      { schema: { tags: opsTags, response: answers(z.array(staffLotteryWheelSchema)) } },
      async () => ok(await staffWheels(app.ctx)),
    );
    ops.post(
      '/ops/lottery-wheels',
      { schema: { tags: opsTags, body: lotteryWheelInputSchema, response: answers(staffLotteryWheelSchema) } },
      async (request) => ok(await createWheel(app.ctx, staffActor(request), request.body)),
    );
    ops.post(
      '/ops/lottery-wheels/preview',
      { schema: { tags: opsTags, body: lotteryWheelInputSchema, response: answers(lotteryWheelPreviewSchema) } },
      async (request) => ok(await previewWheel(app.ctx, request.body)),
    );
    ops.post(
      '/ops/lottery-wheels/:id/active',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({ active: z.boolean() }),
          response: answers(staffLotteryWheelSchema),
        },
      },
      async (request) =>
        ok(await setWheelRunning(app.ctx, staffActor(request), request.params.id, request.body.active)),
    );
    ops.get(
      '/ops/lottery-wheels/:id/draws',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          querystring: paginationQuerySchema.extend({ perPage: paginationQuerySchema.shape.perPage.default(100) }),
          response: answers(staffLotteryDrawsSchema),
        },
      },
      async (request) => ok(await staffDraws(app.ctx, request.params.id, request.query)),
    );
  });
};
