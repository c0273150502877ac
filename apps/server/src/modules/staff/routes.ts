import {
  dashboardDateSchema,
  emailSchema,
  lineChangesSchema,
  pageSchema,
  passwordSchema,
  STAFF_CUSTOMER_SECTIONS,
  STAFF_NOTE_MAX_LENGTH,
  type StaffCustomerSection,
  sessionSchema,
  staffAuditRowSchema,
  staffCustomerMatchSchema,
  staffCustomerViewSchema,
  staffDashboardSchema,
  staffNoteSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema/index.js';
import { requireStaff, requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { staffLogin } from '../auth/index.js';
import { changeLine, staffLineList, staffLineSchema } from '../logistics/index.js';
import { addParcelNote } from '../parcels/index.js';
import { exchangeRateSchema, latestRates, rateSetSchema, setRate } from '../reference/index.js';
import { createStaff, listStaff, staffAudit, updateStaff } from '../staff-accounts/index.js';
import { addWaybillNote } from '../waybills/index.js';
import { searchCustomers } from './customer-search.js';
import { customerSection, customerView } from './customer-view.js';
import { staffDashboard } from './dashboard.js';
import { staffMemberSchema, staffSelfSchema } from './responses.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const storeIds = z.array(id).max(50);

/**
 * Staff API (/ops). Each route names the roles it serves (an admin passes every guard); the table of
 * route → roles is in docs/decisions/staff.md and checked route by route in test/staff-roles.test.ts.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
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

    ops.get('/ops/me', { schema: { tags, response: answers(staffSelfSchema) } }, async (request) => {
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
            querystring: paginationQuerySchema,
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

  // Support and the warehouse: notes the customer reads on a parcel or a waybill, labelled 'admin' (SPEC §3).
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('support', 'warehouse'));
    const note = {
      schema: {
        tags,
        params: z.object({ id }),
        body: z.object({ content: z.string().trim().min(1).max(STAFF_NOTE_MAX_LENGTH) }),
        response: answers(staffNoteSchema),
      },
    };
    ops.post('/ops/parcels/:id/notes', note, async (request) =>
      ok(await addParcelNote(app.ctx, staffActor(request), request.params.id, request.body.content)),
    );
    ops.post('/ops/waybills/:id/notes', note, async (request) =>
      ok(await addWaybillNote(app.ctx, staffActor(request), request.params.id, request.body.content)),
    );
  });

  // Finance: exchange rates, and reading the line prices they are applied to.
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('finance'));

    ops.get('/ops/exchange-rates', { schema: { tags, response: answers(z.array(exchangeRateSchema)) } }, async () =>
      ok(await latestRates(app.ctx)),
    );

    ops.post(
      '/ops/exchange-rates',
      {
        schema: {
          tags,
          body: z.object({
            currency: z.string().trim().length(3),
            per_aud: z
              .string()
              .trim()
              .regex(/^\d+(\.\d{1,8})?$/),
            effective_on: z.iso.date().optional(),
          }),
          response: answers(rateSetSchema),
        },
      },
      async (request) => ok(await setRate(app.ctx, staffActor(request), request.body)),
    );

    ops.get(
      '/ops/lines',
      {
        schema: {
          tags,
          querystring: z.object({
            store_id: z.coerce.number().int().positive().optional(),
            country_id: z.coerce.number().int().positive().optional(),
          }),
          response: answers(z.array(staffLineSchema)),
        },
      },
      async (request) => ok(await staffLineList(app.ctx, request.query)),
    );
  });

  // Admin only: line prices, staff accounts and the audit trail.
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('admin'));

    const lineChange = {
      schema: {
        tags,
        params: z.object({ line: z.string().trim().min(1).max(40) }),
        body: lineChangesSchema,
        response: answers(staffLineSchema),
      },
    };
    ops.patch('/ops/lines/:line', lineChange, async (request) =>
      ok(await changeLine(app.ctx, staffActor(request), request.params.line, request.body)),
    );
    ops.post('/ops/lines/:line', lineChange, async (request) =>
      ok(await changeLine(app.ctx, staffActor(request), request.params.line, request.body)),
    );

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
