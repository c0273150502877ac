import {
  activityInputSchema,
  activityStatusSchema,
  shareUserInfoInputSchema,
  shareUserInfoSchema,
  userShareLogSchema,
  userShareSchema,
} from '@parcelway/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import { checkActivity, doActivity, shareUserInfo, userShare, userShareLog, type Visitor } from './service.js';

function visitorOf(request: FastifyRequest): Visitor {
  return {
    customerId: request.principal?.type === 'customer' ? request.principal.customerId : null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});

/** Share for points and activities (SPEC §7 paths kept). getShareUserInfo is open: the visitor may be signed out. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['activities'];

  app.post(
    '/api/getShareUserInfo',
    {
      schema: { tags, body: shareUserInfoInputSchema, response: answers(shareUserInfoSchema) },
      config: perMinute(app.ctx.config.rateLimits.coupons),
    },
    async (request) => ok(await shareUserInfo(app.ctx, request.body.code, visitorOf(request))),
  );

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/api/userShare', { schema: { tags, response: answers(userShareSchema) } }, async (request) =>
      ok(await userShare(app.ctx, customerId(request), visitorOf(request))),
    );
    api.get(
      '/api/userShareLog',
      { schema: { tags, querystring: pageQuery, response: answers(userShareLogSchema) } },
      async (request) => ok(await userShareLog(app.ctx, customerId(request), request.query)),
    );
    api.post(
      '/api/checkActivity',
      { schema: { tags, body: activityInputSchema, response: answers(activityStatusSchema) } },
      async (request) => ok(await checkActivity(app.ctx, customerId(request), request.body.activity, request.language)),
    );
    api.post(
      '/api/doActivity',
      { schema: { tags, body: activityInputSchema, response: answers(activityStatusSchema) } },
      async (request) => ok(await doActivity(app.ctx, customerId(request), request.body.activity, request.language)),
    );
  });
};
