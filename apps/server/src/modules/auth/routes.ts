import {
  accessTokenInputSchema,
  changePasswordInputSchema,
  checkIfRegisterInputSchema,
  loginInputSchema,
  phoneInputSchema,
  registerInputSchema,
  resetByEmailInputSchema,
  resetByPhoneInputSchema,
  sendResetEmailInputSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, customerId, requireCustomer } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import * as auth from './service.js';
import { endSession, refreshSession } from './sessions.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const limits = app.ctx.config.rateLimits;

  app.post(
    '/auth/register',
    { schema: { tags, body: registerInputSchema }, config: perMinute(limits.register) },
    async (request) => ok(await auth.register(app.ctx, request.body, request.language)),
  );

  app.post(
    '/auth/login',
    { schema: { tags, body: loginInputSchema }, config: perMinute(limits.login) },
    async (request) => ok(await auth.login(app.ctx, request.body)),
  );

  app.post(
    '/auth/checkAccessToken',
    { schema: { tags, body: accessTokenInputSchema }, config: perMinute(limits.session) },
    async (request) => ok(await refreshSession(app.ctx, request.body.access_token)),
  );

  app.post('/auth/logout', { schema: { tags } }, async (request) => {
    const token = bearerToken(request);
    if (token) await endSession(app.ctx, token);
    return ok(null);
  });

  app.post(
    '/auth/checkIfRegister',
    { schema: { tags, body: checkIfRegisterInputSchema }, config: perMinute(limits.login) },
    async (request) => ok(await auth.checkIfRegistered(app.ctx, request.body)),
  );

  app.post(
    '/auth/sendForgetPasswordEmail',
    {
      schema: { tags, body: sendResetEmailInputSchema },
      config: perMinute(limits.codes),
      onRequest: app.limitCodesPerClientPerDay,
    },
    async (request) => ok(await auth.sendResetEmail(app.ctx, request.body.email, request.language)),
  );

  app.post(
    '/auth/sendForgetPasswordPhone',
    {
      schema: { tags, body: phoneInputSchema },
      config: perMinute(limits.codes),
      onRequest: app.limitCodesPerClientPerDay,
    },
    async (request) => ok(await auth.sendResetSms(app.ctx, request.body, request.language)),
  );

  app.post(
    '/auth/forgetPasswordByEmail',
    { schema: { tags, body: resetByEmailInputSchema }, config: perMinute(limits.login) },
    async (request) => {
      await auth.resetPasswordByEmail(app.ctx, request.body);
      return ok(null);
    },
  );

  app.post(
    '/auth/forgetPasswordByPhone',
    { schema: { tags, body: resetByPhoneInputSchema }, config: perMinute(limits.login) },
    async (request) => {
      await auth.resetPasswordByPhone(app.ctx, request.body);
      return ok(null);
    },
  );

  app.post(
    '/auth/resetPassword',
    { schema: { tags, body: changePasswordInputSchema }, onRequest: requireCustomer },
    async (request) => ok(await auth.changePassword(app.ctx, customerId(request), request.body)),
  );
};
