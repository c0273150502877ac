import {
  accessTokenInputSchema,
  changePasswordInputSchema,
  checkIfRegisterInputSchema,
  codeSentSchema,
  emailConfirmedSchema,
  loginAnswerSchema,
  loginInputSchema,
  phoneInputSchema,
  registerInputSchema,
  registrationCheckSchema,
  resetByEmailInputSchema,
  resetByPhoneInputSchema,
  sendResetEmailInputSchema,
  sessionSchema,
  verifyEmailLinkInputSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, customerId, customerSession, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { perMinute } from '../../http/rate-limit.js';
import { clearFailedLogins, recordFailedLogin } from '../captcha/index.js';
import { confirmEmailByLink } from './email-confirmation.js';
import * as auth from './service.js';
import { endSession, refreshSession } from './sessions.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const limits = app.ctx.config.rateLimits;

  app.post(
    '/auth/register',
    {
      schema: { tags, body: registerInputSchema, response: answers(loginAnswerSchema) },
      config: perMinute(limits.register),
      preHandler: app.requireCaptcha,
    },
    async (request) => ok(await auth.register(app.ctx, request.body, request.language)),
  );

  app.post(
    '/auth/login',
    {
      schema: { tags, body: loginInputSchema, response: answers(loginAnswerSchema) },
      config: perMinute(limits.login),
      preHandler: app.requireCaptchaAfterFailedLogins,
    },
    async (request) => {
      if (!app.captchaVerifier) return ok(await auth.login(app.ctx, request.body));
      try {
        const answer = await auth.login(app.ctx, request.body);
        await clearFailedLogins(app.ctx, request.body.email);
        return ok(answer);
      } catch (error) {
        if (!(error instanceof AppError) || error.messageKey !== 'auth.wrongCredentials') throw error;
        const captchaNext = await recordFailedLogin(app.ctx, request.body.email, request.ip);
        throw captchaNext ? new AppError('unauthorised', 'auth.wrongCredentials', { data: { captcha: true } }) : error;
      }
    },
  );

  app.post(
    '/auth/checkAccessToken',
    {
      schema: { tags, body: accessTokenInputSchema, response: answers(sessionSchema) },
      config: perMinute(limits.session),
    },
    async (request) => ok(await refreshSession(app.ctx, request.body.access_token)),
  );

  app.post('/auth/logout', { schema: { tags, response: answers(z.null()) } }, async (request) => {
    const token = bearerToken(request);
    if (token) await endSession(app.ctx, token);
    return ok(null);
  });

  app.post(
    '/auth/checkIfRegister',
    {
      schema: { tags, body: checkIfRegisterInputSchema, response: answers(registrationCheckSchema) },
      config: perMinute(limits.login),
    },
    async (request) => ok(await auth.checkIfRegistered(app.ctx, request.body)),
  );

  app.post(
    '/auth/sendForgetPasswordEmail',
    {
      schema: { tags, body: sendResetEmailInputSchema, response: answers(codeSentSchema) },
      config: perMinute(limits.codes),
      onRequest: app.limitCodesPerClientPerDay,
      preHandler: app.requireCaptcha,
    },
    async (request) => ok(await auth.sendResetEmail(app.ctx, request.body.email, request.language)),
  );

  app.post(
    '/auth/sendForgetPasswordPhone',
    {
      schema: { tags, body: phoneInputSchema, response: answers(codeSentSchema) },
      config: perMinute(limits.codes),
      onRequest: app.limitCodesPerClientPerDay,
      preHandler: app.requireCaptcha,
    },
    async (request) => ok(await auth.sendResetSms(app.ctx, request.body, request.language)),
  );

  // The link in the confirmation mail, opened on whatever device received it: no session needed, the token is signed.
  app.post(
    '/auth/verifyEmailLink',
    {
      schema: { tags, body: verifyEmailLinkInputSchema, response: answers(emailConfirmedSchema) },
      config: perMinute(limits.login),
    },
    async (request) => ok(await confirmEmailByLink(app.ctx, request.body.token, customerSession(request))),
  );

  app.post(
    '/auth/forgetPasswordByEmail',
    { schema: { tags, body: resetByEmailInputSchema, response: answers(z.null()) }, config: perMinute(limits.login) },
    async (request) => {
      await auth.resetPasswordByEmail(app.ctx, request.body);
      return ok(null);
    },
  );

  app.post(
    '/auth/forgetPasswordByPhone',
    { schema: { tags, body: resetByPhoneInputSchema, response: answers(z.null()) }, config: perMinute(limits.login) },
    async (request) => {
      await auth.resetPasswordByPhone(app.ctx, request.body);
      return ok(null);
    },
  );

  app.post(
    '/auth/resetPassword',
    {
      schema: { tags, body: changePasswordInputSchema, response: answers(loginAnswerSchema) },
      onRequest: requireCustomer,
    },
    async (request) => ok(await auth.changePassword(app.ctx, customerId(request), request.body)),
  );
};
