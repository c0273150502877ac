import {
  billAddressResponseSchema,
  billAddressSchema,
  codeSentSchema,
  operateLogInputSchema,
  PHONE_CODE_PURPOSES,
  phoneCheckSchema,
  phoneCodeSchema,
  phoneNumberSchema,
  subscribeConfigResponseSchema,
  subscribeConfigSchema,
  updatePhoneInputSchema,
  updateUserInputSchema,
  userInfoSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import * as users from './service.js';
import * as settings from './settings.js';

const sendMessageBodySchema = z.object({
  phone_code: phoneCodeSchema.optional(),
  phone: phoneNumberSchema.optional(),
  type: z.enum(PHONE_CODE_PURPOSES).default('bind_phone'),
});

/** What these routes need of the privacy module (above users), passed by the app's composition. */
export interface UserRouteOptions {
  assertNothingInFlight: users.AssertNothingInFlight;
}

export const userRoutes: FastifyPluginAsyncZod<UserRouteOptions> = async (app, { assertNothingInFlight }) => {
  app.addHook('onRequest', requireCustomer);
  const tags = ['account'];
  const codeLimit = { rateLimit: { max: app.ctx.config.rateLimits.codes, timeWindow: '1 minute' } };
  const accountLimit = perMinute(app.ctx.config.rateLimits.account);

  app.get('/api/getUser', { schema: { tags, response: answers(userInfoSchema) } }, async (request) =>
    ok(await users.getUserInfo(app.ctx, customerId(request))),
  );

  app.post(
    '/api/updateUser',
    { schema: { tags, body: updateUserInputSchema, response: answers(userInfoSchema) } },
    async (request) => ok(await users.updateUser(app.ctx, customerId(request), request.body)),
  );

  app.post(
    '/api/sendMessage',
    {
      schema: { tags, body: sendMessageBodySchema, response: answers(codeSentSchema) },
      config: codeLimit,
      onRequest: app.limitCodesPerClientPerDay,
      preHandler: app.requireCaptcha,
    },
    async (request) => ok(await users.sendPhoneCode(app.ctx, customerId(request), request.body, assertNothingInFlight)),
  );

  app.post(
    '/api/updatePhone',
    { schema: { tags, body: updatePhoneInputSchema, response: answers(userInfoSchema) }, config: accountLimit },
    async (request) => ok(await users.bindPhone(app.ctx, customerId(request), request.body)),
  );

  app.get('/api/checkPhone', { schema: { tags, response: answers(phoneCheckSchema) } }, async (request) =>
    ok(await users.checkPhone(app.ctx, customerId(request))),
  );

  app.get(
    '/api/getClientSubscribeConfig',
    { schema: { tags, response: answers(subscribeConfigResponseSchema) } },
    async (request) => ok(await settings.getSubscribeConfig(app.ctx, customerId(request))),
  );

  app.post(
    '/api/updateClientSubscribeConfig',
    { schema: { tags, body: subscribeConfigSchema, response: answers(subscribeConfigResponseSchema) } },
    async (request) => ok(await settings.setSubscribeConfig(app.ctx, customerId(request), request.body)),
  );

  app.get(
    '/api/getBillAddress',
    { schema: { tags, response: answers(billAddressResponseSchema.nullable()) } },
    async (request) => ok(await settings.getBillAddress(app.ctx, customerId(request))),
  );

  app.post(
    '/api/setBillAddress',
    { schema: { tags, body: billAddressSchema, response: answers(billAddressResponseSchema.nullable()) } },
    async (request) => ok(await settings.setBillAddress(app.ctx, customerId(request), request.body)),
  );

  app.post(
    '/api/saveOperateLog',
    { schema: { tags, body: operateLogInputSchema, response: answers(z.null()) } },
    async (request) => {
      await settings.saveOperateLog(app.ctx, customerId(request), request.body);
      return ok(null);
    },
  );
};
