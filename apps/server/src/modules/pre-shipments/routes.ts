import {
  agentPointSchema,
  agentSearchSchema,
  deletedPreShipmentSchema,
  pickupSlotsQuerySchema,
  pickupSlotsSchema,
  preShipmentCostQuerySchema,
  preShipmentCostSchema,
  preShipmentDetailSchema,
  preShipmentInputSchema,
  preShipmentPageSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { agentsNear } from './agents.js';
import { pickupSlots, preShipmentCosts } from './costs.js';
import * as preShipments from './service.js';

const params = z.object({ id: z.coerce.number().int().positive() });

/** Pre-shipments (SPEC §2 personal/preexpress and personal/agent, §7): the customer's side, each call logged in. */
export const preShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['pre-shipments'];

    api.post(
      '/api/createOrUpdatePreShipment',
      { schema: { tags, body: preShipmentInputSchema, response: answers(preShipmentDetailSchema) } },
      async (request) =>
        ok(await preShipments.saveAndBook(app.ctx, customerId(request), request.body, request.language)),
    );
    api.get(
      '/api/getPreShipment',
      { schema: { tags, querystring: paginationQuerySchema, response: answers(preShipmentPageSchema) } },
      async (request) =>
        ok(await preShipments.listPreShipments(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get(
      '/api/showPreShipment/:id',
      { schema: { tags, params, response: answers(preShipmentDetailSchema) } },
      async (request) =>
        ok(await preShipments.showPreShipment(app.ctx, customerId(request), request.params.id, request.language)),
    );
    // A GET that deletes, as the contract has it (SPEC §7 lists it among the GET calls).
    api.get(
      '/api/deleteAgentShipment/:id',
      { schema: { tags, params, response: answers(deletedPreShipmentSchema) } },
      async (request) => ok(await preShipments.deletePreShipment(app.ctx, customerId(request), request.params.id)),
    );
    api.get(
      '/api/preShipmentAgents',
      { schema: { tags, querystring: agentSearchSchema, response: answers(z.array(agentPointSchema)) } },
      async (request) => ok(await agentsNear(app.ctx, request.query, request.language)),
    );
    api.get(
      '/api/pickupSlots',
      { schema: { tags, querystring: pickupSlotsQuerySchema, response: answers(pickupSlotsSchema) } },
      async (request) => ok(await pickupSlots(app.ctx, request.query, request.language)),
    );
    api.get(
      '/api/preShipmentCosts',
      { schema: { tags, querystring: preShipmentCostQuerySchema, response: answers(preShipmentCostSchema) } },
      async (request) => ok(await preShipmentCosts(app.ctx, customerId(request), request.query)),
    );
  });
};
