import {
  exchangeRateSchema,
  rateSetSchema,
  staffWarehouseSchema,
  warehouseAddressChangeSchema,
  warehousePreviewSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { latestRates, setRate } from './service.js';
import { changeWarehouse, previewWarehouse, staffWarehouses } from './staff-warehouses.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Reference data under /ops: finance reads and sets the exchange rates; an admin changes a warehouse's shopping address,
 * with a preview of what customers will copy.
 */
export const referenceStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ops'];

  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('finance'));
    ops.get('/ops/exchange-rates', { schema: { tags, response: answers(z.array(exchangeRateSchema)) } }, async () =>
      ok(await latestRates(app.ctx)),
    );

    ops.post(
      '/ops/exchange-rates',
      {
        schema: {
          tags,
          body: z.object({
            currency: z.string().trim().length(3),
            per_aud: z
              .string()
              .trim()
              .regex(/^\d+(\.\d{1,8})?$/),
            effective_on: z.iso.date().optional(),
          }),
          response: answers(rateSetSchema),
        },
      },
      async (request) => ok(await setRate(app.ctx, staffActor(request), request.body)),
    );
  });

  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('admin'));
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
