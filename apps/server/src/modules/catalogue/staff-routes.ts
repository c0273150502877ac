import {
  extraServicePreviewSchema,
  extraServicePriceChangeSchema,
  staffExtraServicePriceSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { changeServicePrice, previewServicePrice, staffServicePrices } from './staff-prices.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Extra-service prices under /ops (admin): each warehouse's prices, a change, and its preview from the unsaved values. */
export const catalogueStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ops'];
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('admin'));
    ops.get(
      '/ops/extra-service-prices',
      {
        schema: {
          tags,
          querystring: z.object({ store_id: id.optional() }),
          response: answers(z.array(staffExtraServicePriceSchema)),
        },
      },
      async (request) => ok(await staffServicePrices(app.ctx, request.query.store_id)),
    );
    const priceBody = extraServicePriceChangeSchema.extend({ store_id: id });
    ops.post(
      '/ops/extra-service-prices/:id',
      {
        schema: { tags, params: z.object({ id }), body: priceBody, response: answers(staffExtraServicePriceSchema) },
      },
      async (request) => {
        const { store_id, ...change } = request.body;
        return ok(await changeServicePrice(app.ctx, staffActor(request), request.params.id, store_id, change));
      },
    );
    ops.post(
      '/ops/extra-service-prices/:id/preview',
      {
        schema: {
          tags,
          params: z.object({ id }),
          body: priceBody.omit({ staff_edited_at: true }),
          response: answers(extraServicePreviewSchema),
        },
      },
      async (request) => {
        const { store_id, ...change } = request.body;
        return ok(await previewServicePrice(app.ctx, request.params.id, store_id, change, request.language));
      },
    );
  });
};
