import {
  availableCouponsSchema,
  batchPaymentSchema,
  methodRule,
  PAYMENT_METHOD_CODES,
  PAYMENT_PROVIDERS,
  type PaymentMethodCode,
  payPointsSchema,
  payViewSchema,
  translate,
  waybillPaymentSchema,
} from '@parcelway/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, answersWithMessage, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { perMinute } from '../../http/rate-limit.js';
import { availableCoupons, idempotentPayment } from '../payments/index.js';
import { waybillInvoice } from './invoice.js';
import { payPoints, payView, waybillCoupons } from './pay-quote.js';
import { type PayWaybillInput, payWaybill, payWaybillsWithBalance, type WaybillPayMethod } from './payment.js';

const id = z.coerce.number().int().positive();
const currency = z.string().trim().min(1).max(3);
const amount = z.union([z.string().trim().max(20), z.number()]).transform(String);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** SPEC §3 payment input (amount, combinePay, shipmentId) and the pay page's choices. */
const payBody = z.object({
  shipmentId: id,
  amount,
  combinePay: flag.default(false),
  currency,
  usePoints: flag.optional(),
  couponId: id.optional(),
});

/** The provider calls of SPEC §7, each for the methods its provider serves (airWallexPay: card or Google Pay). */
const PROVIDER_CALLS = Object.entries(PAYMENT_PROVIDERS).flatMap(([provider, { endpoint }]) =>
  endpoint ? [{ provider, path: `/api/${endpoint}` }] : [],
);

/**
 * Paying waybills (SPEC §7 payment calls; DESIGN: POSTs take an Idempotency-Key): the pay page's view and
 * points, the balance alone or combined, each card and wallet provider, the WeChat link, bank transfers, the
 * balance-only batch, and the invoice of a paid waybill.
 */
export const waybillPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  app.addHook('onRequest', requireCustomer);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/getPayView',
    {
      schema: {
        tags,
        querystring: z.object({
          shipmentId: id,
          currency: currency.optional(),
          usePoints: flag.optional(),
          couponId: id.optional(),
        }),
        response: answers(payViewSchema),
      },
    },
    async (request) => ok(await payView(app.ctx, customerId(request), request.query, request.language)),
  );

  // SPEC §7 lists getPayPoints with the POST calls; the web app reads it with GET. Both answer the same.
  const payPointsInput = z.object({ shipmentId: id, currency });
  api.get(
    '/api/getPayPoints',
    { schema: { tags, querystring: payPointsInput, response: answers(payPointsSchema) } },
    async (request) =>
      ok(await payPoints(app.ctx, customerId(request), request.query.shipmentId, request.query.currency)),
  );
  api.post(
    '/api/getPayPoints',
    { schema: { tags, body: payPointsInput, response: answers(payPointsSchema) } },
    async (request) =>
      ok(await payPoints(app.ctx, customerId(request), request.body.shipmentId, request.body.currency)),
  );

  // The pay page's coupon step names its waybill (warehouse, line and scopes count); other callers an amount.
  api.post(
    '/api/getAvailableCoupon',
    {
      schema: {
        tags,
        body: z
          .object({
            shipmentId: id.optional(),
            amount: amount.optional(),
            currency: currency.optional(),
            code: z.string().trim().max(40).optional(),
          })
          .refine(
            (body) => body.shipmentId !== undefined || (body.amount !== undefined && body.currency !== undefined),
            {
              path: ['shipmentId'],
              error: 'coupon.spendRequired',
            },
          ),
        response: answers(availableCouponsSchema),
      },
      // Each call may try a coupon code, so guessing codes is limited like guessing passwords.
      config: perMinute(app.ctx.config.rateLimits.coupons),
    },
    async (request) => {
      const { shipmentId, amount: spent, currency: payIn, code } = request.body;
      const customer = customerId(request);
      if (shipmentId !== undefined)
        return ok(await waybillCoupons(app.ctx, customer, { shipmentId, currency: payIn, code }, request.language));
      return ok(
        await availableCoupons(
          app.ctx,
          customer,
          { amount: spent ?? '', currency: payIn ?? '', code },
          request.language,
        ),
      );
    },
  );

  // The answer is a signed link to the invoice PDF, which the app opens in a new window.
  api.get(
    '/api/getInvoice/:id',
    { schema: { tags, params: z.object({ id }), response: answers(z.string()) } },
    async (request) => ok(await waybillInvoice(app.ctx, customerId(request), request.params.id, request.language)),
  );

  /** Runs one payment POST idempotently; its errors as a customer understands them. */
  function pay(request: FastifyRequest & { body: PayWaybillInput }, how: WaybillPayMethod) {
    return (tx: Database) => payWaybill(tx, app.ctx, customerId(request), request.body, how, request.language);
  }

  api.post(
    '/api/balancePay',
    {
      schema: { tags, body: payBody, headers: idempotencyHeaders, response: answersWithMessage(waybillPaymentSchema) },
    },
    async (request, reply) => {
      const data = await idempotentPayment(
        app.ctx,
        request,
        reply,
        customerId(request),
        pay(request, { method: 'balance' }),
      );
      return { code: 200 as const, msg: translate(request.language, 'payment.paid'), data };
    },
  );

  for (const { provider, path } of PROVIDER_CALLS) {
    api.post(
      path,
      {
        schema: {
          tags,
          body: payBody.extend({
            method: z.string().trim().max(30).optional(),
            shopperName: z.string().trim().max(100).optional(),
          }),
          headers: idempotencyHeaders,
          response: answers(waybillPaymentSchema),
        },
      },
      async (request, reply) => {
        const method = methodOf(provider, request.body.method);
        return ok(
          await idempotentPayment(
            app.ctx,
            request,
            reply,
            customerId(request),
            pay(request, { method, shopperName: request.body.shopperName }),
          ),
        );
      },
    );
  }

  api.post(
    '/api/wechatPayLink',
    { schema: { tags, body: payBody, headers: idempotencyHeaders, response: answers(waybillPaymentSchema) } },
    async (request, reply) =>
      ok(await idempotentPayment(app.ctx, request, reply, customerId(request), pay(request, { method: 'wechat' }))),
  );

  api.post(
    '/api/bankTransfer',
    {
      schema: {
        tags,
        body: payBody.extend({ proof: z.string().trim().max(500).optional() }),
        headers: idempotencyHeaders,
        response: answers(waybillPaymentSchema),
      },
    },
    async (request, reply) =>
      ok(
        await idempotentPayment(
          app.ctx,
          request,
          reply,
          customerId(request),
          pay(request, { method: 'bank_transfer', proof: request.body.proof }),
        ),
      ),
  );

  api.post(
    '/api/batchBalancePay',
    {
      schema: {
        tags,
        body: z.object({
          shipmentIds: z.array(id).min(1).max(50),
          currency,
          amount,
          method: z.string().trim().max(30).optional(),
        }),
        headers: idempotencyHeaders,
        response: answersWithMessage(batchPaymentSchema),
      },
    },
    async (request, reply) => {
      const data = await idempotentPayment(app.ctx, request, reply, customerId(request), (tx) =>
        payWaybillsWithBalance(tx, app.ctx, customerId(request), request.body, request.language),
      );
      return { code: 200 as const, msg: translate(request.language, 'payment.paid'), data };
    },
  );
};

type ProviderMethod = Exclude<PaymentMethodCode, 'balance' | 'bank_transfer'>;

/** The payment method a provider call is for: the one its provider serves, or the one named among them. */
function methodOf(provider: string, named: string | undefined): ProviderMethod {
  const served = PAYMENT_METHOD_CODES.filter((code): code is ProviderMethod => methodRule(code).provider === provider);
  const method = named === undefined ? served[0] : served.find((code) => code === named);
  if (!method) throw AppError.field('method', 'payment.selectOption');
  return method;
}
