import { emailSchema, pageSchema, passwordSchema, staffAuditRowSchema, staffMemberSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema/index.js';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { createStaff, listStaff, staffAudit, updateStaff } from './service.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const storeIds = z.array(id).max(50);

/** Staff accounts and the audit trail under /ops (admin only). */
export const staffAccountStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ops'];
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('admin'));

    ops.get('/ops/staff', { schema: { tags, response: answers(z.array(staffMemberSchema)) } }, async () =>
      ok(await listStaff(app.ctx)),
    );
    ops.post(
      '/ops/staff',
      {
        schema: {
          tags,
          body: z.object({
            email: emailSchema,
            password: passwordSchema,
            role: z.enum(STAFF_ROLES),
            store_ids: storeIds.optional(),
          }),
          response: answers(staffMemberSchema),
        },
      },
      async (request) => ok(await createStaff(app.ctx, staffActor(request), request.body)),
    );
    ops.patch(
      '/ops/staff/:id',
      {
        schema: {
          tags,
          params: z.object({ id }),
          body: z.object({
            role: z.enum(STAFF_ROLES).optional(),
            store_ids: storeIds.optional(),
            active: z.boolean().optional(),
            password: passwordSchema.optional(),
          }),
          response: answers(staffMemberSchema),
        },
      },
      async (request) => ok(await updateStaff(app.ctx, staffActor(request), request.params.id, request.body)),
    );

    ops.get(
      '/ops/audit',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend({
            staff_id: id.optional(),
            action: z.string().trim().min(1).max(60).optional(),
            target_type: z.string().trim().min(1).max(60).optional(),
            target_id: z.string().trim().min(1).max(60).optional(),
            request_id: z.string().trim().min(1).max(64).optional(),
            from: z.iso.datetime({ offset: true }).optional(),
            to: z.iso.datetime({ offset: true }).optional(),
          }),
          response: answers(pageSchema(staffAuditRowSchema)),
        },
      },
      async (request) => {
        const { page, perPage, staff_id, action, target_type, target_id, request_id, from, to } = request.query;
        return ok(
          await staffAudit(
            app.ctx,
            {
              staffId: staff_id,
              action,
              targetType: target_type,
              targetId: target_id,
              requestId: request_id,
              from: from === undefined ? undefined : new Date(from),
              to: to === undefined ? undefined : new Date(to),
            },
            { page, perPage },
          ),
        );
      },
    );
  });
};
