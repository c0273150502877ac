import {
  carrierWebhookResultSchema,
  createdShareSchema,
  isLanguage,
  LANGUAGES,
  pageSchema,
  publicTrackSchema,
  shareListQuerySchema,
  shareSummarySchema,
  shipmentRefSchema,
  trackInfoSchema,
  trackingLookupSchema,
  trackLookupSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { perMinute } from '../../http/rate-limit.js';
import type { CarrierAdapter } from '../carriers/index.js';
import { receiveCarrierWebhook } from './ingest.js';
import { lookupTrackingNumber, trackInfo } from './service.js';
import { createShare, openShare, revokeShare, shareCard, shareList, sharePage } from './shares.js';

const id = z.coerce.number().int().positive();
/** A share link's key as the path carries it; its form is checked by the service, so any bad key is one not-found. */
const keyParams = z.object({ key: z.string().max(200) });
/** The public pages are opened without a session: the language may come with the link. */
const publicQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export interface TrackingRouteOptions {
  carrier: CarrierAdapter;
}

/**
 * Tracking: a waybill's journey and any number's lookup for its owner, public share links (no login), the share
 * image, the carrier's signed webhook, and staff entries.
 */
export const trackingRoutes: FastifyPluginAsync<TrackingRouteOptions> = async (app, options) => {
  const tags = ['tracking'];
  const { carrier } = options;

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/getTrackInfo',
      { schema: { tags, querystring: shipmentRefSchema, response: answers(trackInfoSchema) } },
      async (request) => ok(await trackInfo(app.ctx, customerId(request), request.query.shipment_id, request.language)),
    );
    api.get(
      '/api/queryTrackInfo',
      {
        schema: { tags, querystring: trackingLookupSchema, response: answers(trackLookupSchema) },
        // A number that is none of the caller's goes to the carrier: limited like other lookups.
        config: perMinute(app.ctx.config.rateLimits.tracking),
      },
      async (request) =>
        ok(
          await lookupTrackingNumber(
            app.ctx,
            carrier,
            customerId(request),
            request.query.tracking_number,
            request.language,
          ),
        ),
    );
    api.post(
      '/api/traceShare',
      { schema: { tags, body: shipmentRefSchema, response: answers(createdShareSchema) } },
      async (request) =>
        ok(await createShare(app.ctx, customerId(request), request.body.shipment_id, request.language)),
    );
    api.get(
      '/api/traceShareList',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend(shareListQuerySchema.shape),
          response: answers(pageSchema(shareSummarySchema)),
        },
      },
      async (request) => ok(await shareList(app.ctx, customerId(request), request.query)),
    );
    api.delete(
      '/api/traceShare/:id',
      { schema: { tags, params: z.object({ id }), response: answers(shareSummarySchema) } },
      async (request) => ok(await revokeShare(app.ctx, customerId(request), request.params.id)),
    );
  });

  // ── Public: the share page's data and its image, no login ──
  app.register(async (scope) => {
    // Opened from a link without a session: the link's language, when it names one, is the answer's (errors too).
    scope.addHook('preHandler', async (request) => {
      const { lang } = request.query as { lang?: unknown };
      if (isLanguage(lang)) request.language = lang;
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/traceShareDetail/:key',
      { schema: { tags, params: keyParams, querystring: publicQuery, response: answers(publicTrackSchema) } },
      async (request) => ok(await openShare(app.ctx, request.params.key, request.language)),
    );
    api.get(
      '/share/:key',
      { schema: { hide: true, params: keyParams, querystring: publicQuery } },
      async (request, reply) => {
        const page = await sharePage(app.ctx, request.params.key, request.language);
        return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
      },
    );
    api.get(
      '/api/traceCard/:key',
      { schema: { tags, params: keyParams, querystring: publicQuery } },
      async (request, reply) => {
        const png = await shareCard(app.ctx, request.params.key, request.language);
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=300')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(png);
      },
    );
  });

  // ── Carriers: signed webhooks over the raw body ──
  app.register(async (scope) => {
    // The signature is over the raw bytes, so this scope keeps JSON bodies as they came.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/tracking/notify/:carrier',
      {
        schema: {
          tags,
          params: z.object({ carrier: z.string().max(30) }),
          response: answers(carrierWebhookResultSchema),
        },
      },
      async (request) => {
        if (request.params.carrier !== carrier.name) throw new AppError('not_found', 'error.notFound');
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        return ok(await receiveCarrierWebhook(app.ctx, carrier, { rawBody, headers: request.headers }, request.log));
      },
    );
  });
};
