import {
  BANK_TRANSFER_STATUSES,
  balanceAdjustmentSchema,
  bankTransferViewSchema,
  couponSchema,
  ledgerAuditSchema,
  pointsAdjustmentSchema,
  staffTopUpSchema,
  TOP_UP_STATUSES,
  topUpReviewSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { adjustBalance } from './adjustments.js';
import { bankTransferQueue, reviewBankTransfer } from './bank-transfers.js';
import { issueCoupon } from './coupons.js';
import { adjustPoints } from './history.js';
import { idempotencyKeyOf, markReplay, requestFingerprint } from './idempotency.js';
import { auditLedger } from './ledger-audit.js';
import { runPointsExpiry } from './points-expiry.js';
import { reviewTopUp, staffTopUps } from './top-up-review.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const reviewBody = z.object({ approve: z.boolean(), reason: z.string().trim().max(500).optional() });

/** Finance staff under /ops: bank transfers, top-ups and coupons. */
export const paymentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // ── Staff ──
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('finance'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const opsTags = ['ops'];
    const status = z.enum(BANK_TRANSFER_STATUSES).optional();

    ops.get(
      '/ops/bank-transfers',
      {
        schema: {
          tags: opsTags,
          querystring: z.object({ status }),
          response: answers(z.array(bankTransferViewSchema)),
        },
      },
      async (request) => ok(await bankTransferQueue(app.ctx, request.query.status)),
    );
    ops.post(
      '/ops/bank-transfers/:id/review',
      { schema: { tags: opsTags, params: idParams, body: reviewBody, response: answers(bankTransferViewSchema) } },
      async (request) => ok(await reviewBankTransfer(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.get(
      '/ops/top-ups',
      {
        schema: {
          tags: opsTags,
          querystring: z.object({ status: z.enum(TOP_UP_STATUSES).optional() }),
          response: answers(z.array(staffTopUpSchema)),
        },
      },
      async (request) => ok(await staffTopUps(app.ctx, request.query.status)),
    );
    ops.post(
      '/ops/top-ups/:id/review',
      { schema: { tags: opsTags, params: idParams, body: reviewBody, response: answers(topUpReviewSchema) } },
      async (request) => ok(await reviewTopUp(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.get('/ops/ledger/audit', { schema: { tags: opsTags, response: answers(ledgerAuditSchema) } }, async () =>
      ok(await auditLedger(app.ctx)),
    );
    ops.post(
      '/ops/points/expire',
      {
        schema: {
          tags: opsTags,
          response: answers(z.object({ expired: z.number().int(), warned: z.number().int() })),
        },
      },
      async () => ok(await runPointsExpiry(app.ctx)),
    );
    ops.post(
      '/ops/customers/:id/points',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({
            points: z.number().int().min(-1_000_000).max(1_000_000),
            reason: z.string().trim().min(1).max(200),
          }),
          response: answers(pointsAdjustmentSchema),
        },
      },
      async (request) => ok(await adjustPoints(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.post(
      '/ops/customers/:id/balance',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({
            amount: z
              .string()
              .trim()
              .regex(/^-?\d{1,7}(\.\d{1,4})?$/),
            currency: z.string().trim().min(1).max(3),
            reason: z.string().trim().min(1).max(200),
          }),
          response: answers(balanceAdjustmentSchema),
        },
      },
      async (request, reply) => {
        const { data, replayed } = await adjustBalance(app.ctx, staffActor(request), request.params.id, request.body, {
          key: idempotencyKeyOf(request),
          fingerprint: requestFingerprint(request),
        });
        markReplay(reply, replayed);
        return ok(data);
      },
    );
    ops.post(
      '/ops/coupons',
      {
        schema: {
          tags: opsTags,
          body: z.object({
            customer_id: id.optional(),
            amount: z.string().trim().max(20).optional(),
            percent: z.coerce.number().positive().max(100).optional(),
            currency: z.string().trim().length(3),
            min_spend: z.string().trim().max(20).optional(),
            days: z.coerce.number().int().positive().max(3650).optional(),
            code: z
              .string()
              .trim()
              .regex(/^[A-Za-z0-9-]{4,30}$/)
              .optional(),
            publish: z.boolean().optional(),
          }),
          response: answers(couponSchema),
        },
      },
      async (request) => ok(await issueCoupon(app.ctx, staffActor(request), request.body)),
    );
  });
};
