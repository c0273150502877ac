import {
  lotteryWheelInputSchema,
  lotteryWheelPreviewSchema,
  staffLotteryDrawsSchema,
  staffLotteryWheelSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { createWheel, previewWheel, setWheelRunning, staffDraws, staffWheels } from './wheels.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Staff (finance): the lottery wheels, their prizes, starting and stopping them, and the draws they gave. */
export const lotteryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
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
