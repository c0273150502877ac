import {
  accountBalanceSchema,
  balanceTransactionSchema,
  chargeActivitiesSchema,
  chargeClickSchema,
  pageSchema,
  paymentMethodsSchema,
  paymentRecordSchema,
  payResultSchema,
  pointHistorySchema,
  topUpAnswerSchema,
  topUpInputSchema,
  topUpRecordSchema,
  transactionDetailSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { paymentHistory, paymentResult } from './attempt-views.js';
import { balanceTransactions, pointHistory, transactionDetail } from './history.js';
import { idempotentPayment } from './idempotency.js';
import { currencyFromParam } from './money.js';
import { checkUseNowPayLater } from './pay-later.js';
import { paymentProviderRoutes } from './provider-routes.js';
import {
  accountBalance,
  chargeActivityList,
  incrementChargeClick,
  paymentMethodsFor,
  rechargeRecord,
} from './top-up-page.js';
import { requestTopUp, TOP_UP_PURPOSE } from './top-ups.js';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const currencyParam = z.string().trim().min(1).max(3);

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
      '/api/checkUseNowPayLater',
      {
        schema: {
          tags,
          querystring: z.object({ store_id: z.coerce.number().int().positive().optional() }),
          response: answers(z.object({ available: z.boolean(), store_id: z.number().nullable() })),
        },
      },
      async (request) => ok(await checkUseNowPayLater(app.ctx, customerId(request), request.query.store_id)),
    );
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
            { currency: currency ? currencyFromParam(currency) : undefined, ...page },
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
          body: z.object({
            attempt_id: z.uuid().optional(),
            top_up_id: id.optional(),
            waybillId: id.optional(),
            membership_id: id.optional(),
          }),
          response: answers(payResultSchema),
        },
      },
      async (request) => {
        const { attempt_id, top_up_id, waybillId, membership_id } = request.body;
        // A membership purchase is the purpose the membership module registers (its target is the purchase).
        const ref =
          attempt_id !== undefined
            ? { attemptId: attempt_id }
            : top_up_id !== undefined
              ? { purpose: TOP_UP_PURPOSE, targetId: top_up_id }
              : waybillId !== undefined
                ? { purpose: 'waybill', targetId: waybillId }
                : membership_id !== undefined
                  ? { purpose: 'membership', targetId: membership_id }
                  : undefined;
        if (!ref) throw new AppError('not_found', 'error.notFound');
        return ok(await paymentResult(app.ctx, customerId(request), ref, request.language));
      },
    );
  });

  app.register(paymentProviderRoutes);
};
