import {
  inviteInfoSchema,
  inviteRecordPageSchema,
  memberCardSchema,
  membershipPlanListSchema,
  membershipPurchaseAnswerSchema,
  membershipPurchaseInputSchema,
  membershipPurchasePageSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { idempotentPayment } from '../payments/index.js';
import { incrementMemberCardClick, memberCard, purchaseRecord, unsubscribeMember } from './card.js';
import { inviteInfo, inviteRecord } from './invites.js';
import { incrementMemberClick, memberList } from './plans.js';
import { purchaseMembership } from './purchase.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const clickSchema = z.object({ id: z.number(), clicks: z.number() });

/**
 * Paid membership (SPEC §7 paths kept: memberList, incrementMemberClick/{id}, memberCard, incrementMemberCardClick/{id},
 * purchaseRecord, memberPurchaseAction, unSubscribeMember), invite friends (inviteInfo, inviteRecord), and the plans
 * staff sell under /ops (finance). Transfers for a plan are reviewed with every other transfer at /ops/bank-transfers.
 */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['membership'];

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get('/api/memberList', { schema: { tags, response: answers(membershipPlanListSchema) } }, async (request) =>
      ok(await memberList(app.ctx, customerId(request), request.language)),
    );
    api.get(
      '/api/incrementMemberClick/:id',
      { schema: { tags, params: idParams, response: answers(clickSchema) } },
      async (request) => ok(await incrementMemberClick(app.ctx, request.params.id)),
    );
    api.get('/api/memberCard', { schema: { tags, response: answers(memberCardSchema) } }, async (request) =>
      ok(await memberCard(app.ctx, customerId(request), request.language)),
    );
    api.get(
      '/api/incrementMemberCardClick/:id',
      { schema: { tags, params: idParams, response: answers(clickSchema) } },
      async (request) => ok(await incrementMemberCardClick(app.ctx, customerId(request), request.params.id)),
    );
    api.get(
      '/api/purchaseRecord',
      { schema: { tags, querystring: paginationQuerySchema, response: answers(membershipPurchasePageSchema) } },
      async (request) => ok(await purchaseRecord(app.ctx, customerId(request), request.query, request.language)),
    );
    api.post(
      '/api/memberPurchaseAction',
      {
        schema: {
          tags,
          body: membershipPurchaseInputSchema,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          response: answers(membershipPurchaseAnswerSchema),
        },
      },
      async (request, reply) => {
        const customer = customerId(request);
        return ok(
          await idempotentPayment(app.ctx, request, reply, customer, (tx) =>
            purchaseMembership(tx, app.ctx, customer, request.body, request.language),
          ),
        );
      },
    );
    api.post('/api/unSubscribeMember', { schema: { tags, response: answers(memberCardSchema) } }, async (request) =>
      ok(await unsubscribeMember(app.ctx, customerId(request), request.language)),
    );
    api.get('/api/inviteInfo', { schema: { tags, response: answers(inviteInfoSchema) } }, async (request) =>
      ok(await inviteInfo(app.ctx, customerId(request))),
    );
    api.get(
      '/api/inviteRecord',
      { schema: { tags, querystring: paginationQuerySchema, response: answers(inviteRecordPageSchema) } },
      async (request) => ok(await inviteRecord(app.ctx, customerId(request), request.query, request.language)),
    );
  });
};
