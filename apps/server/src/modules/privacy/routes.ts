import { Readable } from 'node:stream';
import { calendarDate, cancelAccountInputSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import { closeAccount } from './closure.js';
import { customerDataExport } from './export.js';

/** An export reads the customer's whole history: a few an hour is plenty for a person and bounds the cost. */
const EXPORTS_PER_HOUR = 5;

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const tags = ['account'];
  const accountLimit = perMinute(app.ctx.config.rateLimits.account);

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

  app.post(
    '/api/cancelAccount',
    { schema: { tags, body: cancelAccountInputSchema, response: answers(z.null()) }, config: accountLimit },
    async (request) => {
      const undeleted = await closeAccount(app.ctx, customerId(request), request.body.code);
      // The closure stands; bytes no row points to any more are left for the operator to remove.
      if (undeleted.length > 0) request.log.error({ storageKeys: undeleted }, 'closed account: file bytes not deleted');
      return ok(null);
    },
  );
};
