import {
  isLanguage,
  LANGUAGES,
  shipmentTransactionEmailResultSchema,
  shipmentTransactionEmailSchema,
  shipmentTransactionQuerySchema,
  translate,
} from '@parcelway/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { type RequireOwnedWaybill, setTransactionEmail, transactionEmailOf } from './transaction-email.js';
import { unsubscribePageHtml } from './unsubscribe-page.js';
import { type UnsubscribePage, unsubscribe, unsubscribeQuestion } from './unsubscriptions.js';

const unsubscribeQuery = z.object({ token: z.string().max(200), lang: z.enum(LANGUAGES).optional() });

/** What these routes read of the modules above notifications, passed by the app's composition. */
export interface NotificationRouteOptions {
  requireOwnedWaybill: RequireOwnedWaybill;
}

/** Notifications: the one-click unsubscribe link (no login) and where a waybill's transaction emails go. */
export const notificationRoutes: FastifyPluginAsync<NotificationRouteOptions> = async (app, options) => {
  const tags = ['notifications'];

  app.register(async (scope) => {
    // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` as a form; the token in the URL is what counts.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const answerPage = async (request: FastifyRequest, reply: FastifyReply, token: string, run: typeof unsubscribe) => {
      let page: UnsubscribePage;
      try {
        page = await run(app.ctx, token);
      } catch (error) {
        if (!(error instanceof AppError) || (error.kind !== 'invalid' && error.kind !== 'not_found')) throw error;
        page = {
          status: error.statusCode,
          language: request.language,
          message: translate(request.language, 'unsubscribe.invalid'),
          confirm: false,
        };
      }
      const confirmAction = page.confirm ? `/api/unsubscribe?token=${encodeURIComponent(token)}` : undefined;
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribePageHtml(page.language, { message: page.message, confirmAction }));
    };
    scope.addHook('preHandler', async (request) => {
      const { lang } = request.query as { lang?: unknown };
      if (isLanguage(lang)) request.language = lang;
    });
    api.get('/api/unsubscribe', { schema: { hide: true, querystring: unsubscribeQuery } }, (request, reply) =>
      answerPage(request, reply, request.query.token, unsubscribeQuestion),
    );
    api.post('/api/unsubscribe', { schema: { hide: true, querystring: unsubscribeQuery } }, (request, reply) =>
      answerPage(request, reply, request.query.token, unsubscribe),
    );
  });

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/updateShipmentTransactionEmail',
      {
        schema: { tags, body: shipmentTransactionEmailSchema, response: answers(shipmentTransactionEmailResultSchema) },
      },
      async (request) =>
        ok(await setTransactionEmail(app.ctx, customerId(request), request.body, options.requireOwnedWaybill)),
    );
    api.get(
      '/api/shipmentTransactionEmail',
      {
        schema: {
          tags,
          querystring: shipmentTransactionQuerySchema,
          response: answers(shipmentTransactionEmailResultSchema),
        },
      },
      async (request) =>
        ok(
          await transactionEmailOf(
            app.ctx,
            customerId(request),
            request.query.shipment_id,
            options.requireOwnedWaybill,
          ),
        ),
    );
  });
};
