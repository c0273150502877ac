import {
  CURRENCY_EXPONENTS,
  type CurrencyCode,
  canIShipSchema,
  declaredValueCheckSchema,
  PARCEL_ATTRIBUTES,
  productListSchema,
  publicLineSchema,
  quotationSchema,
  quoteInputSchema,
} from '@parcelway/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { canIShip } from './goods-check.js';
import * as quoting from './quote.js';
import * as logistics from './service.js';

const decimalAmount = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), { error: 'validation.number' });

const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .length(3)
  .pipe(z.enum(Object.keys(CURRENCY_EXPONENTS) as [CurrencyCode, ...CurrencyCode[]]));

/** What these routes read of the membership module (above logistics), passed by the app's composition. */
export interface LogisticsRouteOptions {
  /** A customer's membership terms at a moment (null when no membership covers it). */
  memberTermsAt: (db: Database, customerId: number, now: Date) => Promise<quoting.MemberTerms | null>;
}

/** Logistics lines (SPEC's couriers) and the freight calculator. */
export const logisticsRoutes: FastifyPluginAsyncZod<LogisticsRouteOptions> = async (app, { memberTermsAt }) => {
  const tags = ['logistics'];
  const quoteLimit = { rateLimit: { max: app.ctx.config.rateLimits.quote, timeWindow: '1 minute' } };

  // The calculator is public (rate-limited): SPEC lets shipment date detail open without a token.
  const quoteRoute = {
    schema: { tags, body: quoteInputSchema, response: answers(quotationSchema) },
    config: quoteLimit,
  };
  // A signed-in member sees their discount as its own line of the quote.
  const memberOf = (request: FastifyRequest) =>
    request.principal?.type === 'customer'
      ? memberTermsAt(app.ctx.db, request.principal.customerId, app.ctx.clock())
      : Promise.resolve(null);
  app.post('/api/getQuotation', quoteRoute, async (request) =>
    ok(await quoting.quote(app.ctx, request.body, request.language, await memberOf(request))),
  );
  app.post('/api/calcEndCost', quoteRoute, async (request) =>
    ok(await quoting.quote(app.ctx, request.body, request.language, await memberOf(request))),
  );

  // Reference data of the calculator form, public like countryList.
  app.get('/api/productList', { schema: { tags, response: answers(productListSchema) } }, async (request) =>
    ok(logistics.productList(request.language)),
  );

  // Line information (rate card, limits, next cut-off) is public and rate-limited like the calculator:
  // forwarders publish it, and SPEC lets shipment date detail open without a token
  // (docs/decisions/pricing-and-lines.md).
  app.get(
    '/api/courierList',
    {
      schema: {
        tags,
        querystring: z.object({
          store_id: z.coerce.number().int().positive(),
          country_id: z.coerce.number().int().positive(),
        }),
        response: answers(z.array(publicLineSchema)),
      },
      config: quoteLimit,
    },
    async (request) =>
      ok(await logistics.courierList(app.ctx, request.query.store_id, request.query.country_id, request.language)),
  );

  // "Can I ship this?" before buying: public and rate-limited like the calculator.
  app.get(
    '/api/canIShip',
    {
      schema: {
        tags,
        // The words a customer typed, or the attributes a form's item has ticked (comma-separated), or both.
        querystring: z
          .object({
            q: z.string().trim().max(200).default(''),
            attributes: z
              .string()
              .trim()
              .max(200)
              .default('')
              .transform((list) => list.split(',').filter((code) => code !== ''))
              .pipe(z.array(z.enum(PARCEL_ATTRIBUTES))),
            store_id: z.coerce.number().int().positive(),
            country_id: z.coerce.number().int().positive(),
          })
          .refine((query) => query.q !== '' || query.attributes.length > 0, {
            error: 'validation.required',
            path: ['q'],
          }),
        response: answers(canIShipSchema),
      },
      config: quoteLimit,
    },
    async (request) => ok(await canIShip(app.ctx, request.query, request.language)),
  );

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const customer = scope.withTypeProvider<ZodTypeProvider>();

    customer.post(
      '/api/courierDeclareAmountLimit',
      {
        schema: {
          tags,
          body: z.object({
            courier_id: z.coerce.number().int().positive(),
            declared_value: decimalAmount,
            currency: currencyCode.optional(),
          }),
          response: answers(declaredValueCheckSchema),
        },
      },
      async (request) => ok(await quoting.checkDeclaredValue(app.ctx, request.body, request.language)),
    );
  });
};
