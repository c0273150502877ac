import { confirmWeightInputSchema, reweighInputSchema, staffWeightDisputeSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { staffDispute, staffDisputeQueue } from '../weighing/index.js';
import { confirmDispute, reweighDispute } from './service.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });

/** The warehouse's weight disputes: the queue, one dispute, reweighing or keeping the recorded figures. */
export const weightDisputeStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('warehouse'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    ops.get(
      '/ops/weight-disputes',
      {
        schema: {
          tags,
          querystring: z.object({ store_id: id.optional() }),
          response: answers(z.array(staffWeightDisputeSchema)),
        },
      },
      async (request) =>
        ok(await staffDisputeQueue(app.ctx, staffActor(request), request.query.store_id, request.language)),
    );
    ops.get(
      '/ops/weight-disputes/:id',
      { schema: { tags, params: idParams, response: answers(staffWeightDisputeSchema) } },
      async (request) => ok(await staffDispute(app.ctx, staffActor(request), request.params.id, request.language)),
    );
    ops.post(
      '/ops/weight-disputes/:id/reweigh',
      { schema: { tags, params: idParams, body: reweighInputSchema, response: answers(staffWeightDisputeSchema) } },
      async (request) =>
        ok(await reweighDispute(app.ctx, staffActor(request), request.params.id, request.body, request.language)),
    );
    ops.post(
      '/ops/weight-disputes/:id/confirm',
      {
        schema: { tags, params: idParams, body: confirmWeightInputSchema, response: answers(staffWeightDisputeSchema) },
      },
      async (request) =>
        ok(await confirmDispute(app.ctx, staffActor(request), request.params.id, request.body, request.language)),
    );
  });
};
