import {
  centimetresSchema,
  checkInSchema,
  checkTrackingNumberInputSchema,
  claimDecisionSchema,
  claimedParcelSchema,
  completedExtraServiceSchema,
  completedReturnSchema,
  kilogramsSchema,
  MAX_FILES_PER_ENTRY,
  pendingExtraServiceSchema,
  staffNoteInputSchema,
  staffNoteSchema,
  staffReturnSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { decideClaim, pendingClaims } from './claims.js';
import { parcelLabel } from './label.js';
import { openReturns } from './return-queue.js';
import { addParcelNote } from './staff-notes.js';
import { receiveParcel } from './warehouse.js';
import { completeExtraService, completeReturn, pendingExtraServices } from './warehouse-tasks.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
/** The warehouse side under /ops: check-in, extra services, returns and claims; and staff notes on a parcel. */
export const parcelStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // ── Staff: the warehouse side ──
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('warehouse'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const opsTags = ['ops'];
    const photos = z
      .array(z.string().trim().min(1))
      .max(MAX_FILES_PER_ENTRY * 2)
      .default([]);

    ops.post(
      '/ops/parcels/receive',
      {
        schema: {
          tags: opsTags,
          body: z.object({
            store_id: id,
            tracking_number: checkTrackingNumberInputSchema.shape.tracking_number,
            weight: kilogramsSchema,
            length: centimetresSchema,
            width: centimetresSchema,
            height: centimetresSchema,
            customer: z.string().trim().max(20).optional(),
            photos,
            scale_photo: z.string().trim().min(1).optional(),
            tape_photo: z.string().trim().min(1).optional(),
            note: z.string().trim().max(1000).optional(),
          }),
          response: answers(checkInSchema),
        },
      },
      async (request) => ok(await receiveParcel(app.ctx, staffActor(request), request.body)),
    );
    ops.get(
      '/ops/parcels/:id/label.pdf',
      { schema: { tags: opsTags, params: idParams, produces: ['application/pdf'] } },
      async (request, reply) => {
        const pdf = await parcelLabel(app.ctx, staffActor(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="parcel-${request.params.id}-label.pdf"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(pdf));
      },
    );
    ops.get(
      '/ops/extra-services',
      {
        schema: {
          tags: opsTags,
          querystring: z.object({ store_id: id.optional() }),
          response: answers(z.array(pendingExtraServiceSchema)),
        },
      },
      async (request) => ok(await pendingExtraServices(app.ctx, staffActor(request), request.query.store_id)),
    );
    ops.post(
      '/ops/extra-services/:id/complete',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({ photos, note: z.string().trim().max(1000).optional() }),
          response: answers(completedExtraServiceSchema),
        },
      },
      async (request) => ok(await completeExtraService(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.get(
      '/ops/returns',
      {
        schema: {
          tags: opsTags,
          querystring: z.object({ store_id: id.optional() }),
          response: answers(z.array(staffReturnSchema)),
        },
      },
      async (request) => ok(await openReturns(app.ctx, staffActor(request), request.query.store_id)),
    );
    ops.post(
      '/ops/returns/:id/complete',
      { schema: { tags: opsTags, params: idParams, response: answers(completedReturnSchema) } },
      async (request) => ok(await completeReturn(app.ctx, staffActor(request), request.params.id)),
    );
    ops.get(
      '/ops/parcel-claims',
      { schema: { tags: opsTags, response: answers(z.array(claimedParcelSchema)) } },
      async (request) => ok(await pendingClaims(app.ctx, staffActor(request))),
    );
    ops.post(
      '/ops/parcel-claims/:id/decide',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({ approve: z.boolean(), reason: z.string().trim().max(500).optional() }),
          response: answers(claimDecisionSchema),
        },
      },
      async (request) => ok(await decideClaim(app.ctx, staffActor(request), request.params.id, request.body)),
    );
  });

  // Support and the warehouse: notes the customer reads on a parcel, labelled 'admin' (SPEC §3).
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('support', 'warehouse'));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/ops/parcels/:id/notes',
      {
        schema: {
          tags: ['ops'],
          // An id past the database's integer range is refused as a bad request, not looked up.
          params: z.object({ id: id.max(2_147_483_647) }),
          body: staffNoteInputSchema,
          response: answers(staffNoteSchema),
        },
      },
      async (request) => ok(await addParcelNote(app.ctx, staffActor(request), request.params.id, request.body.content)),
    );
  });
};
