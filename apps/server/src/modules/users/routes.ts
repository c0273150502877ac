import {
  billAddressResponseSchema,
  billAddressSchema,
  cancelAccountInputSchema,
  changeEmailInputSchema,
  codeSentSchema,
  emailConfirmedSchema,
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
  verifyEmailInputSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer, requiredCustomerSession } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import * as emailConfirmation from './email-confirmation.js';
import * as users from './service.js';
import * as settings from './settings.js';

const sendMessageBodySchema = z.object({
  phone_code: phoneCodeSchema.optional(),
  phone: phoneNumberSchema.optional(),
  type: z.enum(PHONE_CODE_PURPOSES).default('bind_phone'),
});

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ok(await users.sendPhoneCode(app.ctx, customerId(request), request.body)),
  );

  app.post(
    '/api/updatePhone',
    { schema: { tags, body: updatePhoneInputSchema, response: answers(userInfoSchema) }, config: accountLimit },
    async (request) => ok(await users.bindPhone(app.ctx, customerId(request), request.body)),
  );

  app.post(
    '/api/resendVerifyEmail',
    {
      schema: { tags, response: answers(codeSentSchema) },
      config: codeLimit,
      onRequest: app.limitCodesPerClientPerDay,
    },
    async (request) => ok(await emailConfirmation.resendEmailConfirmation(app.ctx, customerId(request))),
  );

  app.post(
    '/api/verifyEmail',
    { schema: { tags, body: verifyEmailInputSchema, response: answers(emailConfirmedSchema) }, config: accountLimit },
    async (request) =>
      ok(await emailConfirmation.confirmEmailByCode(app.ctx, requiredCustomerSession(request), request.body.code)),
  );

  app.post(
    '/api/sendChangeEmailCode',
    {
      schema: { tags, response: answers(codeSentSchema) },
      config: codeLimit,
      onRequest: app.limitCodesPerClientPerDay,
    },
    async (request) => ok(await emailConfirmation.sendChangeEmailCode(app.ctx, customerId(request))),
  );

  app.post(
    '/api/updateEmail',
    {
      schema: { tags, body: changeEmailInputSchema, response: answers(codeSentSchema) },
      config: codeLimit,
      onRequest: app.limitCodesPerClientPerDay,
      preHandler: app.requireCaptcha,
    },
    async (request) => ok(await emailConfirmation.changeEmail(app.ctx, customerId(request), request.body)),
  );

  app.get('/api/checkPhone', { schema: { tags, response: answers(phoneCheckSchema) } }, async (request) =>
    ok(await users.checkPhone(app.ctx, customerId(request))),
  );

  app.post(
    '/api/cancelAccount',
    { schema: { tags, body: cancelAccountInputSchema, response: answers(z.null()) }, config: accountLimit },
    async (request) => {
      const undeleted = await users.closeAccount(app.ctx, customerId(request), request.body.code);
      // The closure stands; bytes no row points to any more are left for the operator to remove.
      if (undeleted.length > 0) request.log.error({ storageKeys: undeleted }, 'closed account: file bytes not deleted');
      return ok(null);
    },
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
