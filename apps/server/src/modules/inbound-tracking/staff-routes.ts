import { inboundCaseSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { inboundCaseQueue } from './cases.js';

/** The warehouse's queue of parcels a carrier delivered that nobody checked in (check-in closes each case). */
export const inboundTrackingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('warehouse', 'support'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(
      '/ops/inbound-cases',
      { schema: { tags: ['ops'], response: answers(z.array(inboundCaseSchema)) } },
      async (request) => ok(await inboundCaseQueue(app.ctx, staffActor(request))),
    );
  });
};
