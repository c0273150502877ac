import {
  addressLimitSchema,
  boxServiceSchema,
  boxServicesSchema,
  CURRENCY_EXPONENTS,
  type CurrencyCode,
  countrySchema,
  deliveryCostsSchema,
  extraServiceSchema,
  postcodePlaceSchema,
  tagSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import * as addressChecks from './address-checks.js';
import * as catalogue from './service.js';

const id = z.coerce.number().int().positive();
const storeQuery = z.object({ store_id: id.optional() });

const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .length(3)
  .pipe(z.enum(Object.keys(CURRENCY_EXPONENTS) as [CurrencyCode, ...CurrencyCode[]]));

const addressLine = z.string().trim().max(60, { error: 'address.tooLong' });

/**
 * What a customer can order or look up around parcels: tags, extra services, packaging, last-mile costs,
 * destinations of a warehouse, postcodes and address limits. All but availableCountry need a login (DESIGN §4 /
 * docs/decisions/pricing-and-lines.md).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];

  // The destinations a warehouse's lines serve are public, like the lines themselves
  // (docs/decisions/pricing-and-lines.md): the service price and shipment date screens choose a route with them,
  // shipment date detail without a login.
  app.get(
    '/api/availableCountry/:id',
    { schema: { tags, params: z.object({ id }), response: answers(z.array(countrySchema)) } },
    async (request) => ok(await catalogue.availableCountries(app.ctx, request.params.id)),
  );

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const customer = scope.withTypeProvider<ZodTypeProvider>();

    customer.get('/api/tagList', { schema: { tags, response: answers(z.array(tagSchema)) } }, async (request) =>
      ok(await catalogue.tagList(app.ctx, request.language)),
    );

    customer.get(
      '/api/extraServiceList',
      { schema: { tags, querystring: storeQuery, response: answers(z.array(extraServiceSchema)) } },
      async (request) =>
        ok(
          await catalogue.extraServiceList(
            app.ctx,
            customerId(request),
            request.query.store_id,
            request.language,
            true,
          ),
        ),
    );

    customer.get(
      '/api/allExtraServiceList',
      { schema: { tags, querystring: storeQuery, response: answers(z.array(extraServiceSchema)) } },
      async (request) =>
        ok(
          await catalogue.extraServiceList(
            app.ctx,
            customerId(request),
            request.query.store_id,
            request.language,
            false,
          ),
        ),
    );

    customer.get(
      '/api/boxServiceList',
      { schema: { tags, querystring: storeQuery, response: answers(z.array(boxServiceSchema)) } },
      async (request) =>
        ok(await catalogue.boxServiceList(app.ctx, customerId(request), request.query.store_id, request.language)),
    );

    customer.get(
      '/api/newBoxServiceList',
      { schema: { tags, querystring: storeQuery, response: answers(boxServicesSchema) } },
      async (request) =>
        ok(await catalogue.newBoxServiceList(app.ctx, customerId(request), request.query.store_id, request.language)),
    );

    customer.get(
      '/api/getDeliveryCostData',
      {
        schema: {
          tags,
          querystring: z.object({ country_id: id.optional(), currency: currencyCode.optional() }),
          response: answers(deliveryCostsSchema),
        },
      },
      async (request) => ok(await catalogue.deliveryCostData(app.ctx, request.query, request.language)),
    );

    customer.get(
      '/api/autoPostcodeSuburb',
      {
        schema: {
          tags,
          querystring: z.object({ country_id: id, postcode: z.string().trim().min(1).max(12) }),
          response: answers(z.array(postcodePlaceSchema)),
        },
      },
      async (request) =>
        ok(
          await addressChecks.postcodeSuburbs(
            app.ctx,
            request.query.country_id,
            request.query.postcode,
            request.language,
          ),
        ),
    );

    customer.post(
      '/api/checkAddressLimit',
      {
        schema: {
          tags,
          body: z.object({
            courier_id: id.optional(),
            country_id: id,
            postcode: z.string().trim().min(1).max(12),
            address: addressLine.min(1),
            address2: addressLine.optional(),
            address3: addressLine.optional(),
            city: z.string().trim().max(60).optional(),
            state: z.string().trim().max(60).optional(),
          }),
          response: answers(addressLimitSchema),
        },
      },
      async (request) => ok(await addressChecks.checkAddressLimit(app.ctx, request.body, request.language)),
    );
  });
};
