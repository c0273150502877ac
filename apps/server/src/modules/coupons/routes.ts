import {
  campaignCouponListSchema,
  centreCouponSchema,
  couponCountSchema,
  couponListQuerySchema,
  couponListSchema,
  exchangeCouponSchema,
  newClientSchema,
  popUpAnswerSchema,
  popUpResultSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import { checkNewClient, couponList, newCouponList, newCouponListCount, popUpCouponList } from './centre.js';
import { answerPopUp, exchangeCoupon, receiveCoupon } from './claims.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The coupon centre (SPEC §7 paths kept), new-customer checks, and staff campaigns and codes under /ops. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['coupons'];

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/couponList',
      { schema: { tags, querystring: couponListQuerySchema, response: answers(couponListSchema) } },
      async (request) => ok(await couponList(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get('/api/newCouponList', { schema: { tags, response: answers(campaignCouponListSchema) } }, async (request) =>
      ok(await newCouponList(app.ctx, customerId(request), request.language)),
    );
    api.get('/api/newCouponListCount', { schema: { tags, response: answers(couponCountSchema) } }, async (request) =>
      ok(await newCouponListCount(app.ctx, customerId(request))),
    );
    api.post(
      '/api/exchangeCoupon',
      {
        schema: { tags, body: exchangeCouponSchema, response: answers(centreCouponSchema) },
        // Each call tries a code, so guessing codes is limited like guessing passwords.
        config: perMinute(app.ctx.config.rateLimits.coupons),
      },
      async (request) => ok(await exchangeCoupon(app.ctx, customerId(request), request.body.code, request.language)),
    );
    api.post(
      '/api/receiveCoupon/:id',
      { schema: { tags, params: idParams, response: answers(centreCouponSchema) } },
      async (request) => ok(await receiveCoupon(app.ctx, customerId(request), request.params.id, request.language)),
    );
    api.post(
      '/api/popUpCouponList',
      { schema: { tags, response: answers(campaignCouponListSchema) } },
      async (request) => ok(await popUpCouponList(app.ctx, customerId(request), request.language)),
    );
    api.post(
      '/api/receiverPopUpCoupon',
      { schema: { tags, body: popUpAnswerSchema, response: answers(popUpResultSchema) } },
      async (request) => ok(await answerPopUp(app.ctx, customerId(request), request.body, request.language)),
    );
    api.get('/api/checkNewClient', { schema: { tags, response: answers(newClientSchema) } }, async (request) =>
      ok(await checkNewClient(app.ctx, customerId(request))),
    );
    api.get(
      '/api/checkWarehouseNewClient',
      {
        schema: {
          tags,
          querystring: z.object({ store_id: z.coerce.number().int().positive() }),
          response: answers(newClientSchema),
        },
      },
      async (request) => ok(await checkNewClient(app.ctx, customerId(request), request.query.store_id)),
    );
  });
};
