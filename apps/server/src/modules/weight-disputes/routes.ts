import { weightDisputeInputSchema, weightDisputeSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { fileWeightDispute } from './service.js';

/** Weight disputes: the customer files one (the warehouse's side is in staff-routes.ts). */
export const weightDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/disputeWeight',
      { schema: { tags: ['weights'], body: weightDisputeInputSchema, response: answers(weightDisputeSchema) } },
      async (request) => ok(await fileWeightDispute(app.ctx, customerId(request), request.body, request.language)),
    );
  });
};
