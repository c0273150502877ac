import { randomUUID } from 'node:crypto';
import { isPaymentProviderName, notificationReceiptSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { checkoutUrlFor, receiveNotification } from './provider-payments.js';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider, signSandboxNotification } from './providers/sandbox.js';
import { closeSandboxCheckout, findSandboxCheckout } from './queries/sandbox.js';
import { sandboxPage } from './sandbox-page.js';

/** The providers' side: the checkout redirect, signed notifications, the sandbox's hosted page. */
export const paymentProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];

  // ── Providers: checkout redirect, notifications, the sandbox's hosted page ──
  app.get(
    '/pay/checkout/:attemptId',
    { schema: { hide: true, params: z.object({ attemptId: z.uuid() }) } },
    async (request, reply) => reply.redirect(await checkoutUrlFor(app.ctx, request.params.attemptId), 303),
  );

  app.register(async (scope) => {
    // The signature is over the raw bytes, so this scope keeps JSON bodies as they came.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/notify/:provider',
      {
        schema: {
          tags,
          params: z.object({ provider: z.string().max(30) }),
          response: answers(notificationReceiptSchema),
        },
      },
      async (request) => {
        const { provider } = request.params as { provider: string };
        if (!isPaymentProviderName(provider)) throw new AppError('not_found', 'error.notFound');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        return ok(await receiveNotification(app.ctx, provider, raw, request.headers));
      },
    );
  });

  if (app.ctx.config.payments.sandbox) {
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const sandbox = scope.withTypeProvider<ZodTypeProvider>();
      const params = z.object({ id: z.string().regex(/^sbx_[0-9a-f]{24}$/) });

      sandbox.get('/sandbox/pay/:id', { schema: { hide: true, params } }, async (request, reply) => {
        const checkout = await findSandboxCheckout(app.ctx.db, request.params.id);
        if (!checkout) throw new AppError('not_found', 'error.notFound');
        return reply.type('text/html; charset=utf-8').send(sandboxPage(checkout));
      });

      sandbox.post(
        '/sandbox/pay/:id',
        { schema: { hide: true, params, body: z.object({ outcome: z.enum(['pay', 'fail']) }) } },
        async (request, reply) => {
          const checkout = await findSandboxCheckout(app.ctx.db, request.params.id);
          const provider =
            checkout && isPaymentProviderName(checkout.provider) ? app.ctx.payments.get(checkout.provider) : undefined;
          if (!checkout || !(provider instanceof SandboxProvider)) throw new AppError('not_found', 'error.notFound');
          const now = app.ctx.clock();
          const paid = request.body.outcome === 'pay';
          if (await closeSandboxCheckout(app.ctx.db, checkout.id, paid ? 'paid' : 'failed', now)) {
            const notification = JSON.stringify({
              id: `evt_${randomUUID()}`,
              checkout_id: checkout.id,
              merchant_reference: checkout.attemptId,
              outcome: paid ? 'succeeded' : 'failed',
              amount_minor: Number(checkout.amountMinor),
              currency: checkout.currency,
              ...(paid ? {} : { failure_reason: 'Declined in the sandbox' }),
            });
            // Delivered as a provider's server would post it: through our own callback, signature and all.
            // If it were lost, getPayResult asks the sandbox (queryResult) and settles the payment anyway.
            await app.inject({
              method: 'POST',
              url: `/api/payments/notify/${checkout.provider}`,
              headers: {
                'content-type': 'application/json',
                [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(
                  provider.secret,
                  notification,
                  Math.floor(now.getTime() / 1000),
                ),
              },
              payload: notification,
            });
          }
          return reply.redirect(checkout.returnUrl, 303);
        },
      );
    });
  }
};
