import {
  addClaimInformationSchema,
  fileShipmentClaimSchema,
  shipmentClaimDetailSchema,
  shipmentClaimPageSchema,
  shipmentClaimTermsSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { addInformation, claimTerms, fileClaim } from './filing.js';
import { claimDetail, claimList } from './views.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Shipment claims, from the waybill detail. SPEC §7 names no call for them; these follow its naming (camelCase, the
 * id in the path). Another customer's waybill or claim answers 404.
 */
export const shipmentClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shipment claims'];
  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/shipmentClaimTerms/:id',
      { schema: { tags, params: idParams, response: answers(shipmentClaimTermsSchema) } },
      async (request) => ok(await claimTerms(app.ctx, customerId(request), request.params.id, request.language)),
    );
    api.post(
      '/api/shipmentClaims',
      { schema: { tags, body: fileShipmentClaimSchema, response: answers(shipmentClaimDetailSchema) } },
      async (request) => ok(await fileClaim(app.ctx, customerId(request), request.body, request.language)),
    );
    api.get(
      '/api/shipmentClaims',
      { schema: { tags, querystring: paginationQuerySchema, response: answers(shipmentClaimPageSchema) } },
      async (request) => ok(await claimList(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get(
      '/api/shipmentClaims/:id',
      { schema: { tags, params: idParams, response: answers(shipmentClaimDetailSchema) } },
      async (request) => ok(await claimDetail(app.ctx, customerId(request), request.params.id, request.language)),
    );
    api.post(
      '/api/shipmentClaims/:id/information',
      {
        schema: {
          tags,
          params: idParams,
          body: addClaimInformationSchema,
          response: answers(shipmentClaimDetailSchema),
        },
      },
      async (request) =>
        ok(await addInformation(app.ctx, customerId(request), request.params.id, request.body, request.language)),
    );
  });
};
