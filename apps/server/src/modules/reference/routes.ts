import {
  convertedAmountSchema,
  countrySchema,
  currencySchema,
  stateSchema,
  userSourceSchema,
  warehouseAddressSchema,
  warehouseProcessingTimesSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, ok } from '../../http/envelope.js';
import { warehouseProcessingTimes } from './processing-times.js';
import * as reference from './service.js';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reference'];

  app.get('/api/countryList', { schema: { tags, response: answers(z.array(countrySchema)) } }, async () =>
    ok(await reference.countryList(app.ctx)),
  );

  app.get(
    '/api/stateList',
    {
      schema: {
        tags,
        querystring: z.object({ country_id: z.coerce.number().int().positive() }),
        response: answers(z.array(stateSchema)),
      },
    },
    async (request) => ok(await reference.stateList(app.ctx, request.query.country_id, request.language)),
  );

  app.get('/api/currencyList', { schema: { tags, response: answers(z.array(currencySchema)) } }, async (request) =>
    ok(await reference.currencyList(app.ctx, request.language)),
  );

  app.get('/api/userSourceList', { schema: { tags, response: answers(z.array(userSourceSchema)) } }, async (request) =>
    ok(await reference.userSourceList(app.ctx, request.language)),
  );

  app.get(
    '/api/getWarehouseAddress',
    { schema: { tags, response: answers(z.array(warehouseAddressSchema)) } },
    async (request) => {
      const customerId = request.principal?.type === 'customer' ? request.principal.customerId : null;
      return ok(await reference.warehouseAddresses(app.ctx, request.language, customerId));
    },
  );

  app.get(
    '/api/warehouseProcessingTimes',
    { schema: { tags, response: answers(z.array(warehouseProcessingTimesSchema)) } },
    async () => ok(await warehouseProcessingTimes(app.ctx)),
  );

  app.get(
    '/api/transferAmount',
    {
      schema: {
        tags,
        querystring: z.object({
          baseId: z.coerce.number().int().positive().default(3),
          transId: z.coerce.number().int().positive(),
          baseAmount: z.string().trim().min(1).max(20),
          type: z.coerce
            .number()
            .int()
            .refine((type) => type === 1 || type === 2, { error: 'reference.transferType' })
            .default(1),
        }),
        response: answers(convertedAmountSchema),
      },
    },
    async (request) => ok(await reference.transferAmount(app.ctx, request.query)),
  );
};
