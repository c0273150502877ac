import { membershipPlanInputSchema, membershipPlanPreviewSchema, staffMembershipPlanSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { changePlanActive, createPlan, previewPlan, staffPlans } from './plans.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Staff (finance): the membership plans on sale, a preview of a plan, and taking one off sale. */
export const membershipStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('finance'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const opsTags = ['ops'];

    ops.get(
      '/ops/membership-plans',
      { schema: { tags: opsTags, response: answers(z.array(staffMembershipPlanSchema)) } },
      async () => ok(await staffPlans(app.ctx)),
    );
    ops.post(
      '/ops/membership-plans',
      { schema: { tags: opsTags, body: membershipPlanInputSchema, response: answers(staffMembershipPlanSchema) } },
      async (request) => ok(await createPlan(app.ctx, staffActor(request), request.body)),
    );
    ops.post(
      '/ops/membership-plans/preview',
      { schema: { tags: opsTags, body: membershipPlanInputSchema, response: answers(membershipPlanPreviewSchema) } },
      async (request) => ok(previewPlan(app.ctx, request.body)),
    );
    ops.post(
      '/ops/membership-plans/:id/active',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({ active: z.boolean() }),
          response: answers(staffMembershipPlanSchema),
        },
      },
      async (request) =>
        ok(await changePlanActive(app.ctx, staffActor(request), request.params.id, request.body.active)),
    );
  });
};
