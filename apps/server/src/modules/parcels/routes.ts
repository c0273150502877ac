// Long on purpose: the customer's parcel calls as one table of routes (staff calls live in staff-routes.ts).
import {
  addedPreAlertSchema,
  batchPreAlertInputSchema,
  checkTrackingNumberInputSchema,
  commentInputSchema,
  courierCompanySchema,
  DECLARATION_NAME_MAX_LENGTH,
  declarationNameCheckSchema,
  isParcelStatus,
  PARCEL_TAB_NAMES,
  parcelCommentSchema,
  parcelCountSchema,
  parcelDeclarationSchema,
  parcelDetailSchema,
  parcelExtraServiceSchema,
  parcelImageSchema,
  parcelPageSchema,
  parcelTabSchema,
  preAlertInputSchema,
  preAlertsAddedSchema,
  removedPreAlertSchema,
  returnRequestSchema,
  returnRequestViewSchema,
  returnViewSchema,
  saveDeclarationInputSchema,
  splitFileList,
  submissionCheckSchema,
  trackingNumberCheckSchema,
  updateCommentInputSchema,
  updateParcelInputSchema,
  updatePreAlertInputSchema,
  waitingPreAlertsSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, cursorQuerySchema, ok, paginationQuerySchema } from '../../http/envelope.js';
import { forcedWaits } from './blockers.js';
import { claimParcel } from './claims.js';
import { addComment, changeComment } from './comments.js';
import { parcelDetail, parcelImagesOf } from './detail.js';
import { extraServiceList, updateParcel } from './extra-services.js';
import {
  checkDeclarationName,
  checkTrackingNumber,
  courierCompanyList,
  parcelsAndPreAlerts,
  preAlertList,
  waitingPreAlerts,
} from './pre-alert-lists.js';
import { addPreAlert, addPreAlerts, changePreAlert, removePreAlert, saveDeclaration } from './pre-alerts.js';
import { requestReturn, viewReturns } from './returns.js';
import { inStockCount, parcelList, parcelTabs, requireOwnedParcel } from './service.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const keyword = z.string().trim().max(40).optional();
/** `1,2,3` or repeated `parcel_ids` → [1, 2, 3]. */
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      )
      .max(100),
  );

/**
 * Parcels of a customer (SPEC §7 paths, typos and methods kept): pre-alerts, the parcel list and detail,
 * comments, claims, extra services, declarations and returns. Another customer's parcel answers 404.
 */
export const parcelRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['parcels'];

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    // ── Lists and detail ──
    api.get(
      '/api/parcelList',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend({
            ...cursorQuerySchema.shape,
            parcel_status: z.coerce.number().int().refine(isParcelStatus, { error: 'validation.choice' }).optional(),
            tab: z.enum(PARCEL_TAB_NAMES).optional(),
            keyword,
          }),
          response: answers(parcelPageSchema),
        },
      },
      async (request) => ok(await parcelList(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get('/api/getParcelTabs', { schema: { tags, response: answers(z.array(parcelTabSchema)) } }, async (request) =>
      ok(await parcelTabs(app.ctx, customerId(request), request.language)),
    );
    api.get('/api/getInStockParcel', { schema: { tags, response: answers(parcelCountSchema) } }, async (request) =>
      ok(await inStockCount(app.ctx, customerId(request))),
    );
    api.get(
      '/api/parcelDetail/:id',
      { schema: { tags, params: idParams, response: answers(parcelDetailSchema) } },
      async (request) => ok(await parcelDetail(app.ctx, customerId(request), request.params.id, request.language)),
    );
    api.get(
      '/api/runSyncParcelImage/:id',
      { schema: { tags, params: idParams, response: answers(z.array(parcelImageSchema)) } },
      async (request) => {
        await requireOwnedParcel(app.ctx.db, customerId(request), request.params.id);
        return ok(await parcelImagesOf(app.ctx, request.params.id));
      },
    );

    // ── Pre-alerts ──
    api.post(
      '/api/insertPreParcel',
      { schema: { tags, body: preAlertInputSchema, response: answers(addedPreAlertSchema) } },
      async (request) => ok(await addPreAlert(app.ctx, customerId(request), request.body, request.language)),
    );
    api.post(
      '/api/batchInsertPreParcel',
      { schema: { tags, body: batchPreAlertInputSchema, response: answers(preAlertsAddedSchema) } },
      async (request) => ok(await addPreAlerts(app.ctx, customerId(request), request.body, request.language)),
    );
    api.post(
      '/api/updatePreParcel/:id',
      { schema: { tags, params: idParams, body: updatePreAlertInputSchema, response: answers(parcelDetailSchema) } },
      async (request) =>
        ok(await changePreAlert(app.ctx, customerId(request), request.params.id, request.body, request.language)),
    );
    api.get(
      '/api/deletePreParcel/:id',
      { schema: { tags, params: idParams, response: answers(removedPreAlertSchema) } },
      async (request) => ok(await removePreAlert(app.ctx, customerId(request), request.params.id)),
    );
    api.get(
      '/api/preParcelList',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend({
            ...cursorQuerySchema.shape,
            state: z.enum(['waiting', 'arrived', 'all']).default('waiting'),
            keyword,
          }),
          response: answers(parcelPageSchema),
        },
      },
      async (request) => ok(await preAlertList(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get(
      '/api/preParcelDetail/:id',
      { schema: { tags, params: idParams, response: answers(parcelDetailSchema) } },
      async (request) => ok(await parcelDetail(app.ctx, customerId(request), request.params.id, request.language)),
    );
    api.get(
      '/api/partPreParcelList',
      { schema: { tags, response: answers(waitingPreAlertsSchema) } },
      async (request) => ok(await waitingPreAlerts(app.ctx, customerId(request))),
    );
    api.get(
      '/api/parcelAndPreParcelList',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend({ ...cursorQuerySchema.shape, keyword }),
          response: answers(parcelPageSchema),
        },
      },
      async (request) => ok(await parcelsAndPreAlerts(app.ctx, customerId(request), request.query, request.language)),
    );
    api.post(
      '/api/checkWayNumber',
      { schema: { tags, body: checkTrackingNumberInputSchema, response: answers(trackingNumberCheckSchema) } },
      async (request) =>
        ok(await checkTrackingNumber(app.ctx, customerId(request), request.body.tracking_number, request.language)),
    );
    api.get(
      '/api/queryCompanyList',
      {
        schema: {
          tags,
          querystring: z.object({ store_id: id.optional() }),
          response: answers(z.array(courierCompanySchema)),
        },
      },
      async (request) =>
        ok(await courierCompanyList(app.ctx, customerId(request), request.query.store_id, request.language)),
    );

    // ── Declarations ──
    const name = z.string().max(DECLARATION_NAME_MAX_LENGTH * 2);
    api.post(
      '/api/declareKeyWordCheck',
      {
        schema: {
          tags,
          body: z.object({ names: z.array(name).min(1).max(30) }),
          response: answers(z.array(declarationNameCheckSchema)),
        },
      },
      async (request) => ok(request.body.names.map((entry) => checkDeclarationName(entry, request.language))),
    );
    api.get(
      '/api/declareKeyWordCheckNew',
      { schema: { tags, querystring: z.object({ name }), response: answers(declarationNameCheckSchema) } },
      async (request) => ok(checkDeclarationName(request.query.name, request.language)),
    );
    api.post(
      '/api/saveParcelDeclare',
      { schema: { tags, body: saveDeclarationInputSchema, response: answers(parcelDeclarationSchema.nullable()) } },
      async (request) => ok(await saveDeclaration(app.ctx, customerId(request), request.body, request.language)),
    );

    // ── Comments ──
    api.post(
      '/api/insertComment',
      { schema: { tags, body: commentInputSchema, response: answers(parcelCommentSchema) } },
      async (request) => ok(await addComment(app.ctx, customerId(request), request.body)),
    );
    api.post(
      '/api/updateComment/:id',
      { schema: { tags, params: idParams, body: updateCommentInputSchema, response: answers(parcelCommentSchema) } },
      async (request) => ok(await changeComment(app.ctx, customerId(request), request.params.id, request.body)),
    );

    // ── Claims ──
    api.get(
      '/api/matchMissingParcel',
      {
        schema: {
          tags,
          querystring: z.object({
            tracking_number: z.string().trim().min(1).max(60),
            /** Proof of purchase: links of the customer's own uploads, joined by commas. */
            files: z.string().max(4000).optional(),
          }),
          response: answers(parcelDetailSchema),
        },
      },
      async (request) =>
        ok(
          await claimParcel(
            app.ctx,
            customerId(request),
            {
              tracking_number: request.query.tracking_number,
              files: request.query.files === undefined ? undefined : splitFileList(request.query.files),
            },
            request.language,
          ),
        ),
    );

    // ── Extra services ──
    api.post(
      '/api/updateParcel',
      { schema: { tags, body: updateParcelInputSchema, response: answers(parcelDetailSchema) } },
      async (request) => ok(await updateParcel(app.ctx, customerId(request), request.body, request.language)),
    );
    api.get(
      '/api/parcelExtraServiceList',
      {
        schema: {
          tags,
          querystring: z.object({ parcel_id: id.optional() }),
          response: answers(z.array(parcelExtraServiceSchema)),
        },
      },
      async (request) => ok(await extraServiceList(app.ctx, customerId(request), request.query, request.language)),
    );
    api.post(
      '/api/getForceExtraService',
      {
        schema: {
          tags,
          body: z.object({ parcel_ids: z.array(id).min(1).max(100) }),
          response: answers(submissionCheckSchema),
        },
      },
      async (request) => ok(await forcedWaits(app.ctx, customerId(request), request.body.parcel_ids, request.language)),
    );

    // ── Returns ──
    api.get(
      '/api/viewReturnGoodParcel',
      {
        schema: { tags, querystring: z.object({ parcel_ids: idList.optional() }), response: answers(returnViewSchema) },
      },
      async (request) =>
        ok(await viewReturns(app.ctx, customerId(request), request.query.parcel_ids ?? [], request.language)),
    );
    api.post(
      '/api/submitReturnGoodParcel',
      { schema: { tags, body: returnRequestSchema, response: answers(returnRequestViewSchema) } },
      async (request) => ok(await requestReturn(app.ctx, customerId(request), request.body, request.language)),
    );
  });
};
