import { randomUUID } from 'node:crypto';
import {
  accountBalanceSchema,
  availableCouponsSchema,
  BANK_TRANSFER_STATUSES,
  balanceTransactionSchema,
  chargeActivitiesSchema,
  chargeClickSchema,
  couponSchema,
  isPaymentProviderName,
  notificationReceiptSchema,
  pageSchema,
  paymentMethodsSchema,
  paymentRecordSchema,
  payResultSchema,
  pointHistorySchema,
  TOP_UP_STATUSES,
  topUpAnswerSchema,
  topUpInputSchema,
  topUpRecordSchema,
  transactionDetailSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer, requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { perMinute } from '../../http/rate-limit.js';
import { checkoutUrlFor, paymentHistory, paymentResult, receiveNotification } from './attempts.js';
import { bankTransferQueue, reviewBankTransfer } from './bank-transfers.js';
import { availableCoupons, issueCoupon } from './coupons.js';
import { adjustPoints, balanceTransactions, pointHistory, transactionDetail } from './history.js';
import { idempotentPayment } from './idempotency.js';
import { currencyFromParam } from './money.js';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider, signSandboxNotification } from './providers/sandbox.js';
import { closeSandboxCheckout, findSandboxCheckout } from './queries/sandbox.js';
import { bankTransferViewSchema, pointsAdjustmentSchema, staffTopUpSchema, topUpReviewSchema } from './responses.js';
import { sandboxPage } from './sandbox-page.js';
import {
  accountBalance,
  chargeActivityList,
  incrementChargeClick,
  paymentMethodsFor,
  rechargeRecord,
  requestTopUp,
  reviewTopUp,
  staffTopUps,
  TOP_UP_PURPOSE,
} from './top-ups.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const currencyParam = z.string().trim().min(1).max(3);
const reviewBody = z.object({ approve: z.boolean(), reason: z.string().trim().max(500).optional() });

/**
 * Payments and the prepaid balance (SPEC §7 paths kept): the ledger and its histories, top-ups with their
 * offers and methods, the pay result, coupons at checkout; the provider callback and the sandbox's hosted
 * page; staff review of bank transfers and top-ups, and coupons, under /ops.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/balanceTransactionList',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend({ currency: currencyParam.optional() }),
          response: answers(pageSchema(balanceTransactionSchema)),
        },
      },
      async (request) => {
        const { currency, ...page } = request.query;
        return ok(
          await balanceTransactions(
            app.ctx,
            customerId(request),
            { ...page, currency: currency ? currencyFromParam(currency) : undefined },
            request.language,
          ),
        );
      },
    );
    api.get(
      '/api/transactionDetail/:id',
      { schema: { tags, params: idParams, response: answers(transactionDetailSchema) } },
      async (request) => ok(await transactionDetail(app.ctx, customerId(request), request.params.id, request.language)),
    );
    api.get(
      '/api/paymentHistory',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend({
            purpose: z.string().trim().max(30).optional(),
            targetId: id.optional(),
          }),
          response: answers(pageSchema(paymentRecordSchema)),
        },
      },
      async (request) => ok(await paymentHistory(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get(
      '/api/pointHistory',
      { schema: { tags, querystring: paginationQuerySchema, response: answers(pointHistorySchema) } },
      async (request) => ok(await pointHistory(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get('/api/accountBalance', { schema: { tags, response: answers(accountBalanceSchema) } }, async (request) =>
      ok(await accountBalance(app.ctx, customerId(request), request.language)),
    );
    api.get(
      '/api/rechargeRecord',
      { schema: { tags, querystring: paginationQuerySchema, response: answers(pageSchema(topUpRecordSchema)) } },
      async (request) => ok(await rechargeRecord(app.ctx, customerId(request), request.query, request.language)),
    );
    api.get(
      '/api/chargeActivityList',
      {
        schema: {
          tags,
          querystring: z.object({ currency: currencyParam.optional() }),
          response: answers(chargeActivitiesSchema),
        },
      },
      async (request) =>
        ok(
          await chargeActivityList(
            app.ctx,
            customerId(request),
            request.query.currency ? currencyFromParam(request.query.currency) : undefined,
            request.language,
          ),
        ),
    );
    api.get(
      '/api/incrementChargeClick/:id',
      { schema: { tags, params: idParams, response: answers(chargeClickSchema) } },
      async (request) => ok(await incrementChargeClick(app.ctx, request.params.id)),
    );
    api.get(
      '/api/getChargePaymentMethods',
      {
        schema: {
          tags,
          querystring: z.object({ currency: currencyParam.optional() }),
          response: answers(paymentMethodsSchema),
        },
      },
      async (request) => {
        const currency = request.query.currency
          ? currencyFromParam(request.query.currency)
          : (await accountBalance(app.ctx, customerId(request), request.language)).currency;
        return ok(paymentMethodsFor(app.ctx, currency ?? 'AUD', request.language, { topUp: true }));
      },
    );
    api.get(
      '/api/getPaymentTypeByCurrency/:type',
      { schema: { tags, params: z.object({ type: currencyParam }), response: answers(paymentMethodsSchema) } },
      async (request) =>
        ok(paymentMethodsFor(app.ctx, currencyFromParam(request.params.type, 'type'), request.language)),
    );

    api.post(
      '/api/chargeActionNew',
      {
        schema: {
          tags,
          body: topUpInputSchema,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          response: answers(topUpAnswerSchema),
        },
      },
      async (request, reply) => {
        const customer = customerId(request);
        return ok(
          await idempotentPayment(app.ctx, request, reply, customer, (tx) =>
            requestTopUp(tx, app.ctx, customer, request.body, request.language),
          ),
        );
      },
    );

    api.post(
      '/api/getPayResult',
      {
        schema: {
          tags,
          body: z.object({ attempt_id: z.uuid().optional(), top_up_id: id.optional(), waybillId: id.optional() }),
          response: answers(payResultSchema),
        },
      },
      async (request) => {
        const { attempt_id, top_up_id, waybillId } = request.body;
        const ref =
          attempt_id !== undefined
            ? { attemptId: attempt_id }
            : top_up_id !== undefined
              ? { purpose: TOP_UP_PURPOSE, targetId: top_up_id }
              : waybillId !== undefined
                ? { purpose: 'waybill', targetId: waybillId }
                : undefined;
        if (!ref) throw new AppError('not_found', 'error.notFound');
        return ok(await paymentResult(app.ctx, customerId(request), ref, request.language));
      },
    );

    api.post(
      '/api/getAvailableCoupon',
      {
        schema: {
          tags,
          body: z.object({
            amount: z.union([z.string().trim().max(20), z.number()]).transform(String),
            currency: currencyParam,
            code: z.string().trim().max(40).optional(),
          }),
          response: answers(availableCouponsSchema),
        },
        // Each call may try a coupon code, so guessing codes is limited like guessing passwords.
        config: perMinute(app.ctx.config.rateLimits.coupons),
      },
      async (request) => ok(await availableCoupons(app.ctx, customerId(request), request.body, request.language)),
    );
  });

  // ── Providers: checkout redirect, notifications, the sandbox's hosted page ──
  app.get(
    '/pay/checkout/:attemptId',
    { schema: { hide: true, params: z.object({ attemptId: z.uuid() }) } },
    async (request, reply) => reply.redirect(await checkoutUrlFor(app.ctx, request.params.attemptId), 303),
  );

  app.register(async (scope) => {
    // The signature is over the raw bytes, so this scope keeps JSON bodies as they came.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/notify/:provider',
      {
        schema: {
          tags,
          params: z.object({ provider: z.string().max(30) }),
          response: answers(notificationReceiptSchema),
        },
      },
      async (request) => {
        const { provider } = request.params as { provider: string };
        if (!isPaymentProviderName(provider)) throw new AppError('not_found', 'error.notFound');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        return ok(await receiveNotification(app.ctx, provider, raw, request.headers));
      },
    );
  });

  if (app.ctx.config.payments.sandbox) {
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const sandbox = scope.withTypeProvider<ZodTypeProvider>();
      const params = z.object({ id: z.string().regex(/^sbx_[0-9a-f]{24}$/) });

      sandbox.get('/sandbox/pay/:id', { schema: { hide: true, params } }, async (request, reply) => {
        const checkout = await findSandboxCheckout(app.ctx.db, request.params.id);
        if (!checkout) throw new AppError('not_found', 'error.notFound');
        return reply.type('text/html; charset=utf-8').send(sandboxPage(checkout));
      });

      sandbox.post(
        '/sandbox/pay/:id',
        { schema: { hide: true, params, body: z.object({ outcome: z.enum(['pay', 'fail']) }) } },
        async (request, reply) => {
          const checkout = await findSandboxCheckout(app.ctx.db, request.params.id);
          const provider =
            checkout && isPaymentProviderName(checkout.provider) ? app.ctx.payments.get(checkout.provider) : undefined;
          if (!checkout || !(provider instanceof SandboxProvider)) throw new AppError('not_found', 'error.notFound');
          const now = app.ctx.clock();
          const paid = request.body.outcome === 'pay';
          if (await closeSandboxCheckout(app.ctx.db, checkout.id, paid ? 'paid' : 'failed', now)) {
            const notification = JSON.stringify({
              id: `evt_${randomUUID()}`,
              checkout_id: checkout.id,
              merchant_reference: checkout.attemptId,
              outcome: paid ? 'succeeded' : 'failed',
              amount_minor: Number(checkout.amountMinor),
              currency: checkout.currency,
              ...(paid ? {} : { failure_reason: 'Declined in the sandbox' }),
            });
            // Delivered as a provider's server would post it: through our own callback, signature and all.
            // If it were lost, getPayResult asks the sandbox (queryResult) and settles the payment anyway.
            await app.inject({
              method: 'POST',
              url: `/api/payments/notify/${checkout.provider}`,
              headers: {
                'content-type': 'application/json',
                [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(
                  provider.secret,
                  notification,
                  Math.floor(now.getTime() / 1000),
                ),
              },
              payload: notification,
            });
          }
          return reply.redirect(checkout.returnUrl, 303);
        },
      );
    });
  }

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
