import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { auditStatusCounts } from './audit.js';

export const countsAuditSchema = z.object({
  in_step: z.boolean(),
  differences: z.array(
    z.object({
      scope: z.enum(['customer', 'warehouse', 'customer_warehouse', 'warehouse_quarter_hour']),
      id: z.number(),
      /** The warehouse of a customer_warehouse count (a customer's count there, every state: `status` "all"). */
      store_id: z.number().optional(),
      /**
       * The start of a warehouse_quarter_hour count's quarter (ISO, UTC); its `status` is the moment: checked_in (a
       * parcel), packed, paid or dispatched (a waybill).
       */
      quarter_hour: z.string().optional(),
      kind: z.enum(['parcel', 'waybill']),
      status: z.string(),
      maintained: z.number(),
      recounted: z.number(),
    }),
  ),
});

/** GET /ops/counts/audit (admin): the maintained counts against a recount. */
export const statusCountStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('admin'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get('/ops/counts/audit', { schema: { tags: ['ops'], response: answers(countsAuditSchema) } }, async () =>
      ok(await auditStatusCounts(app.ctx)),
    );
  });
};
