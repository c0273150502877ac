// Long on purpose: the waybill calls as one table of routes (payment calls live in payment-routes.ts).
import {
  appLinkSchema,
  CURRENCY_EXPONENTS,
  type CurrencyCode,
  doorDeliveryQuoteSchema,
  homeCountsSchema,
  newParcelAndShipmentCountSchema,
  parcelSummarySchema,
  parcelsInfoSchema,
  pickupAgentSchema,
  savedShipperSchema,
  shipperSchema,
  signDocumentInfoSchema,
  signDocumentSignatureSchema,
  submissionQuoteInputSchema,
  submissionQuoteSchema,
  submitWaybillInputSchema,
  uploadedFileSchema,
  WAYBILL_FILTER_NAMES,
  warehouseProcessingTimesSchema,
  waybillDetailSchema,
  waybillPageSchema,
  waybillTabSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, cursorQuerySchema, ok, paginationQuerySchema } from '../../http/envelope.js';
import { perMinute } from '../../http/rate-limit.js';
import {
  attachDeclarationFiles,
  cancelWaybill,
  confirmReceipt,
  noteImages,
  relatedParcels,
  togglePriority,
  updateWaybill,
} from './actions.js';
import { availableAgents, endDeliveryQuote, selectAgent, selectDoorDelivery, upgradeToDelivery } from './delivery.js';
import { parcelsInfo } from './parcels-info.js';
import { warehouseProcessingTimes } from './processing-times.js';
import { homeCounts, newParcelAndShipmentCount, waybillDetail, waybillList, waybillTabs } from './service.js';
import { postSignDocumentInfo, setShipperAddress, shipperAddress, signDocument } from './shipper.js';
import { quoteSubmission } from './submission-quote.js';
import { submitWaybill } from './submit.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const shipmentBody = z.object({ shipment_id: id });
const idList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      )
      .min(1)
      .max(200),
  );
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(Object.keys(CURRENCY_EXPONENTS) as [CurrencyCode, ...CurrencyCode[]]));

/** Shipments (waybills): the submission flow's calls, the list and detail, every action, and the staff side. */
export const waybillRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waybills'];

  // Public, for each warehouse's page: how long check-in and dispatch take there (no login).
  app.get(
    '/api/warehouseProcessingTimes',
    { schema: { tags: ['reference'], response: answers(z.array(warehouseProcessingTimesSchema)) } },
    async () => ok(await warehouseProcessingTimes(app.ctx)),
  );

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const detail = (request: { language: 'en' | 'cn' | 'tw' }, customer: number, waybill: number) =>
      waybillDetail(app.ctx, customer, waybill, request.language);

    api.get(
      '/api/getParcelsInfo',
      { schema: { tags, querystring: z.object({ parcel_ids: idList }), response: answers(parcelsInfoSchema) } },
      async (request) =>
        ok(await parcelsInfo(app.ctx, customerId(request), request.query.parcel_ids, request.language)),
    );
    api.post(
      '/api/submitParcel',
      { schema: { tags, body: submitWaybillInputSchema, response: answers(waybillDetailSchema) } },
      async (request) => ok(await submitWaybill(app.ctx, customerId(request), request.body, request.language)),
    );
    // Not in SPEC §7: the flow's answers priced as submitParcel will price them, shown before the customer commits.
    // Limited per minute like the other pricing calls (config.rateLimits.quote), per customer: each prices a shipment.
    api.post(
      '/api/quoteSubmission',
      {
        schema: { tags, body: submissionQuoteInputSchema, response: answers(submissionQuoteSchema) },
        config: perMinute(app.ctx.config.rateLimits.quote),
      },
      async (request) => ok(await quoteSubmission(app.ctx, customerId(request), request.body, request.language)),
    );
    api.get(
      '/api/shipmentList',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend({
            ...cursorQuerySchema.shape,
            status: z.enum(WAYBILL_FILTER_NAMES).default('all'),
            keyword: z.string().trim().max(60).optional(),
          }),
          response: answers(waybillPageSchema),
        },
      },
      async (request) => ok(await waybillList(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get(
      '/api/getShipmentTabs',
      { schema: { tags, response: answers(z.array(waybillTabSchema)) } },
      async (request) => ok(await waybillTabs(app.ctx, customerId(request), request.language)),
    );
    api.get('/api/shipmentStatusCount', { schema: { tags, response: answers(homeCountsSchema) } }, async (request) =>
      ok(await homeCounts(app.ctx, customerId(request))),
    );
    api.get(
      '/api/getNewParcelAndShipmentCount',
      { schema: { tags, response: answers(newParcelAndShipmentCountSchema) } },
      async (request) => ok(await newParcelAndShipmentCount(app.ctx, customerId(request))),
    );
    api.get(
      '/api/shipmentDetail/:id',
      { schema: { tags, params: idParams, response: answers(waybillDetailSchema) } },
      async (request) => ok(await detail(request, customerId(request), request.params.id)),
    );
    api.post(
      '/api/updateShipment/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: z.object({
            remark: z.string().trim().max(500).optional(),
            comment: z.string().trim().max(1000).optional(),
            files: z.string().max(4000).optional(),
          }),
          response: answers(waybillDetailSchema),
        },
      },
      async (request) =>
        ok(await updateWaybill(app.ctx, customerId(request), request.params.id, request.body, request.language)),
    );
    api.delete(
      '/api/delShipment/:id',
      { schema: { tags, params: idParams, response: answers(waybillDetailSchema) } },
      async (request) => ok(await cancelWaybill(app.ctx, customerId(request), request.params.id, request.language)),
    );
    const waybillAction = { tags, body: shipmentBody, response: answers(waybillDetailSchema) };
    api.post('/api/clientConfirmShipment', { schema: waybillAction }, async (request) =>
      ok(await confirmReceipt(app.ctx, customerId(request), request.body.shipment_id, request.language)),
    );
    api.post('/api/switchToDeliveryCourier', { schema: waybillAction }, async (request) =>
      ok(await upgradeToDelivery(app.ctx, customerId(request), request.body.shipment_id, request.language)),
    );
    api.post('/api/togglePriorityHandleShipment', { schema: waybillAction }, async (request) =>
      ok(await togglePriority(app.ctx, customerId(request), request.body.shipment_id, request.language)),
    );
    api.post(
      '/api/calcShipmentEndDelivery',
      {
        schema: {
          tags,
          body: shipmentBody.extend({ currencyType: currencyCode.default('AUD') }),
          response: answers(doorDeliveryQuoteSchema),
        },
      },
      async (request) =>
        ok(
          await endDeliveryQuote(
            app.ctx,
            customerId(request),
            request.body.shipment_id,
            request.body.currencyType,
            request.language,
          ),
        ),
    );
    api.post(
      '/api/getAvailableAgents/:id',
      { schema: { tags, params: idParams, response: answers(z.array(pickupAgentSchema)) } },
      async (request) => ok(await availableAgents(app.ctx, customerId(request), request.params.id, request.language)),
    );
    api.post('/api/selectEndDeliveryForShipment', { schema: waybillAction }, async (request) =>
      ok(await selectDoorDelivery(app.ctx, customerId(request), request.body.shipment_id, request.language)),
    );
    api.post(
      '/api/selectAgentForShipment',
      { schema: { tags, body: shipmentBody.extend({ agent_id: id }), response: answers(waybillDetailSchema) } },
      async (request) =>
        ok(
          await selectAgent(
            app.ctx,
            customerId(request),
            request.body.shipment_id,
            request.body.agent_id,
            request.language,
          ),
        ),
    );
    api.post(
      '/api/uploadShipmentDeclareFile',
      {
        schema: {
          tags,
          body: shipmentBody.extend({ files: z.string().max(4000) }),
          response: answers(waybillDetailSchema),
        },
      },
      async (request) => ok(await attachDeclarationFiles(app.ctx, customerId(request), request.body, request.language)),
    );
    api.get(
      '/api/getRelaParcels/:id',
      { schema: { tags, params: idParams, response: answers(z.array(parcelSummarySchema)) } },
      async (request) => ok(await relatedParcels(app.ctx, customerId(request), request.params.id, request.language)),
    );
    api.get(
      '/api/runSyncShipmentCommentImage/:id',
      { schema: { tags, params: idParams, response: answers(z.array(uploadedFileSchema)) } },
      async (request) => ok(await noteImages(app.ctx, customerId(request), request.params.id)),
    );
    api.get(
      '/api/getShipperAddress',
      { schema: { tags, response: answers(savedShipperSchema.nullable()) } },
      async (request) => ok(await shipperAddress(app.ctx, customerId(request))),
    );
    api.post(
      '/api/setShipperAddress',
      { schema: { tags, body: shipperSchema, response: answers(savedShipperSchema.nullable()) } },
      async (request) => ok(await setShipperAddress(app.ctx, customerId(request), request.body)),
    );
    api.post(
      '/api/postSignDocInfo',
      { schema: { tags, body: signDocumentInfoSchema, response: answers(waybillDetailSchema) } },
      async (request) => ok(await postSignDocumentInfo(app.ctx, customerId(request), request.body, request.language)),
    );
    api.post(
      '/api/sendSignDocument',
      { schema: { tags, body: signDocumentSignatureSchema, response: answers(waybillDetailSchema) } },
      async (request) => ok(await signDocument(app.ctx, customerId(request), request.body, request.language)),
    );
    // SPEC §7 "Other: /generateUrlSchema": a link that opens a screen of the app (to share or to open from mail).
    api.get(
      '/generateUrlSchema',
      {
        schema: {
          tags,
          querystring: z.object({
            path: z.string().regex(/^\/pages\/[A-Za-z_]+\/[A-Za-z_]+$/, { error: 'validation.invalid' }),
            query: z
              .string()
              .max(200)
              .regex(/^[\w=&,.-]*$/, { error: 'validation.invalid' })
              .default(''),
          }),
          response: answers(appLinkSchema),
        },
      },
      async (request) => {
        const origin = `${request.protocol}://${request.host}`;
        const { path, query } = request.query;
        return ok({ url: `${origin}/#${path}${query ? `?${query}` : ''}` });
      },
    );
  });
};
