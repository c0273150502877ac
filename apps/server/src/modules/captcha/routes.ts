import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { perMinute } from '../../http/rate-limit.js';

const verifyInputSchema = z.object({ response: z.string().trim().min(1, { error: 'captcha.required' }).max(4096) });

/**
 * POST /api/recaptchaVerify: the client's captcha token checked server-side. Without a configured captcha there is
 * nothing to check and it answers success (the client loads no captcha script then).
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifier = app.captchaVerifier;
  app.post(
    '/api/recaptchaVerify',
    {
      schema: { tags: ['auth'], body: verifyInputSchema, response: answers(z.object({ success: z.literal(true) })) },
      config: perMinute(app.ctx.config.rateLimits.login),
    },
    async (request) => {
      if (verifier && !(await verifier.verify(request.body.response, request.ip))) {
        throw new AppError('invalid', 'captcha.failed');
      }
      return ok({ success: true as const });
    },
  );
};
