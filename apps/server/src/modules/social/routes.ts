import {
  codeSentSchema,
  loginAnswerSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  setPasswordInputSchema,
  socialRedirectAnswerSchema,
  socialRedirectQuerySchema,
  socialRegisterInputSchema,
  socialTicketAnswerSchema,
  socialTicketQuerySchema,
  unbindAppInputSchema,
} from '@parcelway/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import { FLOW_COOKIE, FLOW_TTL_MS, handleCallback, startFlow } from './flows.js';
import { SocialProviders } from './providers.js';
import * as social from './service.js';

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export const socialRoutes: FastifyPluginAsyncZod<{ providers?: SocialProviders }> = async (app, options) => {
  const tags = ['auth'];
  const { config } = app.ctx;
  const publicUrl = config.payments.publicUrl;
  const providers = options.providers ?? new SocialProviders(config.social, `${publicUrl}/auth/socialCallback`);
  const limits = config.rateLimits;
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';

  app.get(
    '/auth/socialProviders',
    { schema: { tags, response: answers(z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) })) } },
    async () => ok({ providers: providers.enabled() }),
  );

  const redirect = (provider: SocialProvider) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { intent } = socialRedirectQuerySchema.parse(request.query);
    const principal = request.principal;
    const owner = principal?.type === 'customer' ? principal.customerId : null;
    const flow = await startFlow(app.ctx, providers, provider, intent, owner);
    reply.header(
      'set-cookie',
      `${FLOW_COOKIE}=${flow.browserToken}; Path=/auth/socialCallback; Max-Age=${FLOW_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
    );
    return ok({ url: flow.url });
  };
  for (const provider of SOCIAL_PROVIDERS) {
    app.get(
      `/auth/${provider}Redirect`,
      {
        schema: { tags, querystring: socialRedirectQuerySchema, response: answers(socialRedirectAnswerSchema) },
        config: perMinute(limits.login),
      },
      redirect(provider),
    );
  }

  app.get(
    '/auth/socialCallback',
    {
      schema: { tags, querystring: z.record(z.string(), z.string().max(4096)) },
      config: perMinute(limits.login),
    },
    async (request, reply) => {
      const location = await handleCallback(
        app.ctx,
        providers,
        {
          query: request.query,
          browserToken: cookieValue(request, FLOW_COOKIE),
          url: new URL(request.url, publicUrl),
        },
        request.log,
      );
      reply.header(
        'set-cookie',
        `${FLOW_COOKIE}=; Path=/auth/socialCallback; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
      );
      return reply.redirect(location, 303);
    },
  );

  app.get(
    '/auth/socialRegister',
    {
      schema: { tags, querystring: socialTicketQuerySchema, response: answers(socialTicketAnswerSchema) },
      config: perMinute(limits.login),
    },
    async (request) => ok(await social.readTicket(app.ctx, request.query.ticket)),
  );

  app.post(
    '/auth/socialRegister',
    {
      schema: {
        tags,
        body: socialRegisterInputSchema,
        response: answers(z.union([loginAnswerSchema, codeSentSchema])),
      },
      config: perMinute(limits.login),
      // Sending a code costs: it needs the captcha. Signing up here follows the provider's own sign-in, which does not.
      preHandler: async (request) => {
        if (request.body.step === 'send_code') await app.requireCaptcha(request);
      },
    },
    async (request) => {
      const input = request.body;
      if (input.step === 'send_code') {
        return ok(await social.sendSocialCode(app.ctx, input.ticket, input.email, request.language));
      }
      if (input.step === 'sign_up') return ok(await social.finishSignUp(app.ctx, input, request.language));
      return ok(await social.linkExisting(app.ctx, input));
    },
  );

  app.post(
    '/api/unbindApp',
    {
      schema: { tags: ['users'], body: unbindAppInputSchema, response: answers(z.null()) },
      onRequest: requireCustomer,
      config: perMinute(limits.account),
    },
    async (request) => {
      await social.unbind(app.ctx, customerId(request), request.body.provider);
      return ok(null);
    },
  );

  app.post(
    '/api/setPassword',
    {
      schema: { tags: ['users'], body: setPasswordInputSchema, response: answers(z.null()) },
      onRequest: requireCustomer,
      config: perMinute(limits.account),
    },
    async (request) => {
      await social.setPassword(app.ctx, customerId(request), request.body.password);
      return ok(null);
    },
  );
};
