import {
  pushConfigResponseSchema,
  pushDevicesResponseSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { devicesOf, pushConfigOf, subscribeDevice, unsubscribeDevice } from './push-subscriptions.js';

/** Web Push on the customer's devices: the key to subscribe with, and each device signed up or off. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get('/api/pushConfig', { schema: { tags, response: answers(pushConfigResponseSchema) } }, async () =>
    ok(pushConfigOf(app.ctx)),
  );

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/api/pushDevices', { schema: { tags, response: answers(pushDevicesResponseSchema) } }, async (request) =>
      ok(await devicesOf(app.ctx, customerId(request))),
    );
    api.post(
      '/api/pushSubscribe',
      { schema: { tags, body: pushSubscriptionInputSchema, response: answers(pushDevicesResponseSchema) } },
      async (request) => ok(await subscribeDevice(app.ctx, customerId(request), request.body)),
    );
    api.post(
      '/api/pushUnsubscribe',
      { schema: { tags, body: pushUnsubscribeInputSchema, response: answers(pushDevicesResponseSchema) } },
      async (request) => ok(await unsubscribeDevice(app.ctx, customerId(request), request.body.endpoint)),
    );
  });
};
