import {
  agentInputSchema,
  pickupRunEntrySchema,
  pickupSettingsSchema,
  pickupWindowSchema,
  preShipmentIntoWarehouseSchema,
  preShipmentSummarySchema,
  staffAgentPointSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { changePickupSettings, pickupSettingsFor } from './pickup-settings.js';
import { intoWarehouse, markPickedUp, pickupRunList, receiveDropOff } from './staff.js';
import { changeAgent, createAgent, listAgentsForStaff, listWindowsForStaff, saveWindow } from './staff-agents.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid' });

const settingsChangeSchema = z.object({
  store_id: id,
  pickup_fee: z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .refine((value) => /^\d{1,6}(\.\d{1,2})?$/.test(value), { error: 'validation.number' })
    .optional(),
  cutoff_time: HHMM.optional(),
  version: z.number().int().min(0).optional(),
});

/** The warehouse side of pre-shipments under /ops: agent points, pickup windows, the pickup run and each move. */
export const preShipmentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('warehouse'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];

    ops.get(
      '/ops/drop-off-agents',
      {
        schema: {
          tags,
          querystring: z.object({ store_id: id.optional() }),
          response: answers(z.array(staffAgentPointSchema)),
        },
      },
      async (request) => ok(await listAgentsForStaff(app.ctx, staffActor(request), request.query.store_id)),
    );
    ops.post(
      '/ops/drop-off-agents',
      { schema: { tags, body: agentInputSchema, response: answers(staffAgentPointSchema) } },
      async (request) => ok(await createAgent(app.ctx, staffActor(request), request.body)),
    );
    ops.post(
      '/ops/drop-off-agents/:id',
      { schema: { tags, params: idParams, body: agentInputSchema, response: answers(staffAgentPointSchema) } },
      async (request) => ok(await changeAgent(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.get(
      '/ops/pickup-windows',
      { schema: { tags, querystring: z.object({ store_id: id }), response: answers(z.array(pickupWindowSchema)) } },
      async (request) => ok(await listWindowsForStaff(app.ctx, staffActor(request), request.query.store_id)),
    );
    ops.post(
      '/ops/pickup-windows',
      {
        schema: {
          tags,
          body: z.object({
            id: id.optional(),
            store_id: id,
            starts: HHMM,
            ends: HHMM,
            capacity: z.number().int().min(0).max(1000),
            active: z.boolean().default(true),
          }),
          response: answers(pickupWindowSchema),
        },
      },
      async (request) => ok(await saveWindow(app.ctx, staffActor(request), request.body)),
    );
    // The pickup fee and cut-off of a warehouse: its staff (and admins) read and change them, audited.
    ops.get(
      '/ops/pickup-settings',
      { schema: { tags, querystring: z.object({ store_id: id }), response: answers(pickupSettingsSchema) } },
      async (request) => ok(await pickupSettingsFor(app.ctx, staffActor(request), request.query.store_id)),
    );
    ops.post(
      '/ops/pickup-settings',
      { schema: { tags, body: settingsChangeSchema, response: answers(pickupSettingsSchema) } },
      async (request) => ok(await changePickupSettings(app.ctx, staffActor(request), request.body)),
    );
    ops.get(
      '/ops/pre-shipments/pickup-run',
      {
        schema: {
          tags,
          querystring: z.object({ store_id: id.optional(), date: z.iso.date() }),
          response: answers(z.array(pickupRunEntrySchema)),
        },
      },
      async (request) => ok(await pickupRunList(app.ctx, staffActor(request), request.query)),
    );
    ops.post(
      '/ops/pre-shipments/receive',
      {
        schema: {
          tags,
          body: z.object({ code: z.string().trim().min(1).max(20) }),
          response: answers(preShipmentSummarySchema),
        },
      },
      async (request) => ok(await receiveDropOff(app.ctx, staffActor(request), request.body.code)),
    );
    ops.post(
      '/ops/pre-shipments/:id/picked-up',
      { schema: { tags, params: idParams, response: answers(preShipmentSummarySchema) } },
      async (request) => ok(await markPickedUp(app.ctx, staffActor(request), request.params.id)),
    );
    ops.post(
      '/ops/pre-shipments/:id/into-warehouse',
      {
        schema: {
          tags,
          params: idParams,
          response: answers(preShipmentIntoWarehouseSchema),
        },
      },
      async (request) => ok(await intoWarehouse(app.ctx, staffActor(request), request.params.id)),
    );
  });
};
