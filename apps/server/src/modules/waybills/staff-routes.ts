// Long on purpose: the waybill calls as one table of routes (payment calls live in payment-routes.ts).
import {
  CARRIER_STATUSES,
  cancelledWaybillSchema,
  packedWaybillSchema,
  packingSchema,
  STAFF_CANCEL_REASON_MAX_LENGTH,
  STAFF_WAYBILL_QUEUES,
  type StaffWaybillQueue,
  signDocumentReviewSchema,
  staffNoteInputSchema,
  staffNoteSchema,
  staffQueueWaybillSchema,
  staffSignDocumentSchema,
  staffWaybillSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { signDocumentQueue } from './sign-document-queue.js';
import { staffCancelWaybill } from './staff-cancel.js';
import { addWaybillNote } from './staff-notes.js';
import { waybillQueue } from './staff-queue.js';
import { packWaybill, reviewSignDocument, setCarrierStatus } from './warehouse.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });

/** The warehouse's shipments: the queues, packing, carrier statuses, cancelling, the signed documents; staff notes. */
export const waybillStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('warehouse'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const opsTags = ['ops'];
    ops.get(
      '/ops/waybills',
      {
        schema: {
          tags: opsTags,
          querystring: z.object({
            queue: z.enum(Object.keys(STAFF_WAYBILL_QUEUES) as [StaffWaybillQueue, ...StaffWaybillQueue[]]),
            store_id: id.optional(),
          }),
          response: answers(z.array(staffQueueWaybillSchema)),
        },
      },
      async (request) =>
        ok(await waybillQueue(app.ctx, staffActor(request), request.query.queue, request.query.store_id)),
    );
    ops.post(
      '/ops/waybills/:id/pack',
      { schema: { tags: opsTags, params: idParams, body: packingSchema, response: answers(packedWaybillSchema) } },
      async (request) => ok(await packWaybill(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.post(
      '/ops/waybills/:id/status',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({
            status: z.enum(CARRIER_STATUSES),
            tracking: z.string().trim().max(60).optional(),
            photos: z.array(z.string().trim().min(1)).max(18).default([]),
          }),
          response: answers(staffWaybillSchema),
        },
      },
      async (request) => ok(await setCarrierStatus(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.get(
      '/ops/sign-documents',
      {
        schema: {
          tags: opsTags,
          querystring: z.object({ store_id: id.optional() }),
          response: answers(z.array(staffSignDocumentSchema)),
        },
      },
      async (request) => ok(await signDocumentQueue(app.ctx, staffActor(request), request.query.store_id)),
    );
    ops.post(
      '/ops/waybills/:id/cancel',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({ reason: z.string().trim().min(1).max(STAFF_CANCEL_REASON_MAX_LENGTH) }),
          response: answers(cancelledWaybillSchema),
        },
      },
      async (request) => ok(await staffCancelWaybill(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.post(
      '/ops/sign-documents/:id/review',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(500).optional() }),
          response: answers(signDocumentReviewSchema),
        },
      },
      async (request) => ok(await reviewSignDocument(app.ctx, staffActor(request), request.params.id, request.body)),
    );
  });

  // Support and the warehouse: notes the customer reads on a waybill, labelled 'admin' (SPEC §3).
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('support', 'warehouse'));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/ops/waybills/:id/notes',
      {
        schema: {
          tags: ['ops'],
          // An id past the database's integer range is refused as a bad request, not looked up.
          params: z.object({ id: id.max(2_147_483_647) }),
          body: staffNoteInputSchema,
          response: answers(staffNoteSchema),
        },
      },
      async (request) =>
        ok(await addWaybillNote(app.ctx, staffActor(request), request.params.id, request.body.content)),
    );
  });
};
