import { carrierWebhookResultSchema, staffEntryResultSchema, staffTrackingEntrySchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import type { TrackingRouteOptions } from './routes.js';
import { addStaffEntry, pollWaybillCarrier } from './staff-entries.js';

const id = z.coerce.number().int().positive();

/** Staff: tracking entries by hand, and asking the carrier now. */
export const trackingStaffRoutes: FastifyPluginAsyncZod<TrackingRouteOptions> = async (app, options) => {
  const { carrier } = options;
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('warehouse'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const opsTags = ['ops'];
    ops.post(
      '/ops/waybills/:id/tracking',
      {
        schema: {
          tags: opsTags,
          params: z.object({ id }),
          body: staffTrackingEntrySchema,
          response: answers(staffEntryResultSchema),
        },
      },
      async (request) => ok(await addStaffEntry(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.post(
      '/ops/waybills/:id/tracking/poll',
      { schema: { tags: opsTags, params: z.object({ id }), response: answers(carrierWebhookResultSchema) } },
      async (request) => ok(await pollWaybillCarrier(app.ctx, staffActor(request), carrier, request.params.id)),
    );
  });
};
