import { Readable } from 'node:stream';
import { calendarDate } from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { customerDataExport } from './export.js';

/** An export reads the customer's whole history: a few an hour is plenty for a person and bounds the cost. */
const EXPORTS_PER_HOUR = 5;

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const tags = ['account'];

  app.get(
    '/api/exportMyData',
    {
      schema: {
        tags,
        description:
          "The customer's own data as a JSON download (profile, addresses, parcels, waybills, ledger, files).",
      },
      config: {
        rateLimit: {
          max: EXPORTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) =>
            request.principal?.type === 'customer' ? `export:${request.principal.customerId}` : request.ip,
        },
      },
    },
    async (request, reply) => {
      const id = customerId(request);
      const chunks = await customerDataExport(app.ctx, id);
      const day = calendarDate(app.ctx.clock());
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="parcelway-data-${id}-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );
};
