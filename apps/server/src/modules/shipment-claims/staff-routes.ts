import {
  approveShipmentClaimSchema,
  rejectShipmentClaimSchema,
  requestClaimInformationSchema,
  staffClaimDetailSchema,
  staffClaimRowSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { approveClaim, claimQueue, rejectClaim, requestInformation, staffClaimDetail } from './staff.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The claims desk under /ops: customer service and finance (and admins) work the queue by its clock and ask for what
 * is missing; only finance (and admins) decide: approve with an amount and a reason (money moves), or reject with a
 * reason. Each move answers the claim as it now stands.
 */
export const claimStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('support', 'finance'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const decides = requireStaffRole('finance');
    const detail = (request: Parameters<typeof staffActor>[0], id: number) =>
      staffClaimDetail(app.ctx, staffActor(request), id, request.language);
    ops.get(
      '/ops/shipment-claims',
      { schema: { tags, response: answers(z.array(staffClaimRowSchema)) } },
      async (request) => ok(await claimQueue(app.ctx, staffActor(request), request.language)),
    );
    ops.get(
      '/ops/shipment-claims/:id',
      { schema: { tags, params: idParams, response: answers(staffClaimDetailSchema) } },
      async (request) => ok(await detail(request, request.params.id)),
    );
    ops.post(
      '/ops/shipment-claims/:id/request-information',
      {
        schema: {
          tags,
          params: idParams,
          body: requestClaimInformationSchema,
          response: answers(staffClaimDetailSchema),
        },
      },
      async (request) => {
        await requestInformation(app.ctx, staffActor(request), request.params.id, request.body);
        return ok(await detail(request, request.params.id));
      },
    );
    ops.post(
      '/ops/shipment-claims/:id/approve',
      {
        schema: { tags, params: idParams, body: approveShipmentClaimSchema, response: answers(staffClaimDetailSchema) },
        onRequest: decides,
      },
      async (request) => {
        await approveClaim(app.ctx, staffActor(request), request.params.id, request.body);
        return ok(await detail(request, request.params.id));
      },
    );
    ops.post(
      '/ops/shipment-claims/:id/reject',
      {
        schema: { tags, params: idParams, body: rejectShipmentClaimSchema, response: answers(staffClaimDetailSchema) },
        onRequest: decides,
      },
      async (request) => {
        await rejectClaim(app.ctx, staffActor(request), request.params.id, request.body);
        return ok(await detail(request, request.params.id));
      },
    );
  });
};
