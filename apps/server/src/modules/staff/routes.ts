import { emailSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { staffLogin } from '../auth/service.js';
import { lineChangesSchema } from '../logistics/routes.js';
import { changeLine, staffLineList } from '../logistics/service.js';
import { latestRates, setRate } from '../reference/service.js';

/** Staff API (/ops). Later issues add warehouse check-in, reviews and tracking here. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ops'];

  app.post(
    '/ops/login',
    {
      schema: { tags, body: z.object({ email: emailSchema, password: z.string().min(1).max(128) }) },
      config: { rateLimit: { max: app.ctx.config.rateLimits.login, timeWindow: '1 minute' } },
    },
    async (request) => ok(await staffLogin(app.ctx, request.body)),
  );

  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaff);

    ops.get('/ops/me', { schema: { tags } }, async (request) =>
      ok({ staff_id: request.principal?.type === 'staff' ? request.principal.staffId : null }),
    );

    ops.get('/ops/exchange-rates', { schema: { tags } }, async () => ok(await latestRates(app.ctx)));

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
        },
      },
      async (request) => ok(await setRate(app.ctx, request.body)),
    );

    ops.get(
      '/ops/lines',
      {
        schema: {
          tags,
          querystring: z.object({
            store_id: z.coerce.number().int().positive().optional(),
            country_id: z.coerce.number().int().positive().optional(),
          }),
        },
      },
      async (request) => ok(await staffLineList(app.ctx, request.query)),
    );

    const lineChange = {
      schema: { tags, params: z.object({ line: z.string().trim().min(1).max(40) }), body: lineChangesSchema },
    };
    ops.patch('/ops/lines/:line', lineChange, async (request) =>
      ok(await changeLine(app.ctx, request.params.line, request.body)),
    );
    ops.post('/ops/lines/:line', lineChange, async (request) =>
      ok(await changeLine(app.ctx, request.params.line, request.body)),
    );
  });
};
