import {
  changeEmailInputSchema,
  codeSentSchema,
  emailConfirmedSchema,
  verifyEmailInputSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerId, requireCustomer, requiredCustomerSession } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import * as emailConfirmation from './email-confirmation.js';

/** The signed-in customer confirms their address or changes it (the link from the mail is authRoutes': no login). */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const tags = ['account'];
  const codeLimit = { rateLimit: { max: app.ctx.config.rateLimits.codes, timeWindow: '1 minute' } };
  const accountLimit = perMinute(app.ctx.config.rateLimits.account);

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
};
