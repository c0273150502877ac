import {
  dashboardDateSchema,
  emailSchema,
  STAFF_CUSTOMER_SECTIONS,
  type StaffCustomerSection,
  sessionSchema,
  staffCustomerMatchSchema,
  staffCustomerViewSchema,
  staffDashboardSchema,
  staffMeSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, cursorQuerySchema, ok, paginationQuerySchema } from '../../http/envelope.js';
import { staffLogin } from '../auth/index.js';
import { searchCustomers } from './customer-search.js';
import { customerSection, customerView } from './customer-view.js';
import { staffDashboard } from './dashboard.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The staff console's own calls under /ops: signing in, who is signed in, the staff API's document, finding a customer
 * and the customer page, and the dashboard. Every module's staff calls are in its own staff-routes.ts, all registered
 * from src/staff-routes.ts. Each route names the roles it serves (an admin passes every guard); the table of route →
 * roles is in docs/decisions/staff.md and checked route by route in test/staff-roles.test.ts.
 */
export const staffConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ops'];

  app.post(
    '/ops/login',
    {
      schema: {
        tags,
        body: z.object({ email: emailSchema, password: z.string().min(1).max(128) }),
        response: answers(sessionSchema),
      },
      config: { rateLimit: { max: app.ctx.config.rateLimits.login, timeWindow: '1 minute' } },
    },
    async (request) => ok(await staffLogin(app.ctx, request.body)),
  );

  // Any staff member, whatever their role.
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaff);

    ops.get('/ops/me', { schema: { tags, response: answers(staffMeSchema) } }, async (request) => {
      const principal = request.principal?.type === 'staff' ? request.principal : undefined;
      return ok({
        staff_id: principal?.staffId ?? null,
        role: principal?.role ?? null,
        store_ids: principal?.role === 'warehouse' ? principal.storeIds : [],
      });
    });

    ops.get('/ops/openapi.json', { schema: { hide: true } }, async () => app.staffSwagger());
  });

  // Support, finance and the warehouse: finding a customer (an operator only through their warehouses' boxes).
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('support', 'finance', 'warehouse'));
    ops.get(
      '/ops/customers',
      {
        schema: {
          tags,
          querystring: z.object({ q: z.string().trim().min(1).max(120) }),
          response: answers(z.array(staffCustomerMatchSchema)),
        },
      },
      async (request) => ok(await searchCustomers(app.ctx, staffActor(request), request.query.q)),
    );
    ops.get(
      '/ops/customers/:id',
      { schema: { tags, params: z.object({ id }), response: answers(staffCustomerViewSchema) } },
      async (request) => ok(await customerView(app.ctx, staffActor(request), request.params.id)),
    );
    // Each sub-list of the customer page pages on its own.
    for (const section of Object.keys(STAFF_CUSTOMER_SECTIONS) as StaffCustomerSection[]) {
      ops.get(
        `/ops/customers/:id/${section}`,
        {
          schema: {
            tags,
            params: z.object({ id }),
            // The parcels and waybills follow a cursor too (`next_cursor` of the page before).
            querystring:
              section === 'parcels' || section === 'waybills'
                ? paginationQuerySchema.extend(cursorQuerySchema.shape)
                : paginationQuerySchema,
            response: answers(STAFF_CUSTOMER_SECTIONS[section].nullable()),
          },
        },
        async (request) =>
          ok(await customerSection(app.ctx, staffActor(request), request.params.id, section, request.query)),
      );
    }
  });

  // The warehouse and finance: each warehouse's day and its queues (an operator only theirs; transfers for finance).
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('warehouse', 'finance'));
    ops.get(
      '/ops/dashboard',
      {
        schema: {
          tags,
          querystring: z.object({ date: dashboardDateSchema.optional() }),
          response: answers(staffDashboardSchema),
        },
      },
      async (request) => ok(await staffDashboard(app.ctx, staffActor(request), request.query.date)),
    );
  });
};
