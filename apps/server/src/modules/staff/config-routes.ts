import {
  extraServicePreviewSchema,
  extraServicePriceChangeSchema,
  linePreviewInputSchema,
  linePreviewSchema,
  staffExtraServicePriceSchema,
  staffWarehouseSchema,
  warehouseAddressChangeSchema,
  warehousePreviewSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { changeServicePrice, previewServicePrice, staffServicePrices } from '../catalogue/index.js';
import { previewLine } from '../logistics/index.js';
import { changeWarehouse, previewWarehouse, staffWarehouses } from '../reference/index.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Configuration (admin only, like line prices): what customers are offered and charged, each change with a preview
 * computed by the customer API's own code from the unsaved values. Reading the lines and setting exchange rates stay
 * with finance (routes.ts).
 */
export const staffConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ops'];
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole());

    ops.post(
      '/ops/lines/:line/preview',
      {
        schema: {
          tags,
          params: z.object({ line: z.string().trim().min(1).max(40) }),
          body: linePreviewInputSchema,
          response: answers(linePreviewSchema),
        },
      },
      async (request) => ok(await previewLine(app.ctx, request.params.line, request.body, request.language)),
    );

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

    ops.get('/ops/warehouses', { schema: { tags, response: answers(z.array(staffWarehouseSchema)) } }, async () =>
      ok(await staffWarehouses(app.ctx)),
    );
    ops.post(
      '/ops/warehouses/:id',
      {
        schema: {
          tags,
          params: z.object({ id }),
          body: warehouseAddressChangeSchema,
          response: answers(staffWarehouseSchema),
        },
      },
      async (request) => ok(await changeWarehouse(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.post(
      '/ops/warehouses/:id/preview',
      {
        schema: {
          tags,
          params: z.object({ id }),
          body: warehouseAddressChangeSchema.omit({ staff_edited_at: true }),
          response: answers(warehousePreviewSchema),
        },
      },
      async (request) => ok(await previewWarehouse(app.ctx, request.params.id, request.body)),
    );
  });
};
