import { FORWARDED_MAILS_SHOWN, inboundMailsResponseSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { forwardedMails } from './presenters.js';

/** The customer's inbound address and what became of the order e-mails they forwarded to it. */
export const inboundMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  app.get(
    '/api/inboundMails',
    { schema: { tags: ['parcels'], response: answers(inboundMailsResponseSchema) } },
    async (request) => ok(await forwardedMails(app.ctx, customerId(request), FORWARDED_MAILS_SHOWN)),
  );
};
