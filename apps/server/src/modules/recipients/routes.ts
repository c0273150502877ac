import {
  abnCompanySchema,
  addressPlaceSchema,
  addressPredictionsSchema,
  deletedRecipientSchema,
  recipientInputSchema,
  recipientLinesSchema,
  recipientPageSchema,
  recipientSchema,
  recognisedAddressSchema,
  sameReceiverAuToMySchema,
  sameReceiverSchema,
  smartAddressInputSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok, paginationQuerySchema } from '../../http/envelope.js';
import type { AbnRegistry } from './abn-registry.js';
import type { AddressLookup } from './address-lookup.js';
import * as lookups from './lookups.js';
import * as sameReceiver from './same-receiver.js';
import * as recipients from './service.js';

const id = z.coerce.number().int().positive();
const params = z.object({ id });

/** A batch as query text: `recipient_ids=1,2,3` or the key repeated; at most 100 entries. */
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .transform((parts) => parts.map((part) => part.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, { error: 'validation.number' })
          .transform(Number),
      )
      .min(1)
      .max(100),
  );

export interface RecipientRouteOptions {
  abnRegistry: AbnRegistry;
  addressLookup: AddressLookup;
}

/** The address book (SPEC §3 recipient, §5 recipient form): every endpoint needs a login; a foreign id is a 404. */
export const recipientRoutes: FastifyPluginAsyncZod<RecipientRouteOptions> = async (app, options) => {
  app.addHook('onRequest', requireCustomer);
  const tags = ['address book'];

  app.get(
    '/api/newRecipentsList',
    {
      schema: {
        tags,
        querystring: paginationQuerySchema.extend({
          keyword: z.string().trim().max(100).optional(),
          country_id: id.optional(),
        }),
        response: answers(recipientPageSchema),
      },
    },
    async (request) =>
      ok(
        await recipients.listRecipients(
          app.ctx,
          customerId(request),
          { ...request.query, countryId: request.query.country_id },
          request.language,
        ),
      ),
  );

  app.get(
    '/api/recipentDetail/:id',
    { schema: { tags, params, response: answers(recipientSchema) } },
    async (request) =>
      ok(await recipients.recipientDetail(app.ctx, customerId(request), request.params.id, request.language)),
  );

  app.post(
    '/api/createRecipent',
    { schema: { tags, body: recipientInputSchema, response: answers(recipientSchema) } },
    async (request) =>
      ok(await recipients.createRecipient(app.ctx, customerId(request), request.body, request.language)),
  );

  app.post(
    '/api/updateRecipent/:id',
    { schema: { tags, params, body: recipientInputSchema, response: answers(recipientSchema) } },
    async (request) =>
      ok(
        await recipients.updateRecipient(
          app.ctx,
          customerId(request),
          request.params.id,
          request.body,
          request.language,
        ),
      ),
  );

  app.delete(
    '/api/delRecipent/:id',
    { schema: { tags, params, response: answers(deletedRecipientSchema) } },
    async (request) => ok(await recipients.deleteRecipient(app.ctx, customerId(request), request.params.id)),
  );

  app.post(
    '/api/getCourierForRecipient',
    {
      schema: {
        tags,
        body: z.object({ recipient_id: id, store_id: id.optional() }),
        response: answers(recipientLinesSchema),
      },
    },
    async (request) =>
      ok(await lookups.couriersForRecipient(app.ctx, customerId(request), request.body, request.language)),
  );

  app.post(
    '/api/smartAddress',
    { schema: { tags, body: smartAddressInputSchema, response: answers(recognisedAddressSchema) } },
    async (request) => ok(await lookups.smartAddress(app.ctx, request.body)),
  );

  app.get(
    '/api/getCompanyByAbn',
    {
      schema: {
        tags,
        querystring: z.object({ abn: z.string().max(30).default('') }),
        response: answers(abnCompanySchema),
      },
    },
    async (request) => ok(await lookups.companyByAbn(options.abnRegistry, request.query.abn)),
  );

  app.get(
    '/api/checkSameReceiver',
    { schema: { tags, querystring: z.object({ recipient_ids: idList }), response: answers(sameReceiverSchema) } },
    async (request) =>
      ok(
        await sameReceiver.checkSameReceiver(
          app.ctx,
          customerId(request),
          request.query.recipient_ids,
          request.language,
        ),
      ),
  );

  app.get(
    '/api/checkSameReceiverAboutAuToMy',
    {
      schema: {
        tags,
        querystring: z.object({ recipient_ids: idList, store_id: id.optional() }),
        response: answers(sameReceiverAuToMySchema),
      },
    },
    async (request) =>
      ok(
        await sameReceiver.checkSameReceiverAuToMy(
          app.ctx,
          customerId(request),
          { ids: request.query.recipient_ids, storeId: request.query.store_id },
          request.language,
        ),
      ),
  );

  app.post(
    '/api/googleAddressAutoComplete',
    {
      schema: {
        tags,
        body: z.object({
          input: z.string().trim().min(1, { error: 'validation.required' }).max(100),
          country_id: id.optional(),
        }),
        response: answers(addressPredictionsSchema),
      },
    },
    async (request) => ok(await lookups.addressAutocomplete(options.addressLookup, request.body, request.language)),
  );

  app.post(
    '/api/googleAddressPlaceDetail',
    {
      schema: {
        tags,
        body: z.object({ place_id: z.string().trim().min(1).max(300) }),
        response: answers(addressPlaceSchema),
      },
    },
    async (request) => ok(await lookups.addressPlaceDetail(app.ctx, options.addressLookup, request.body.place_id)),
  );
};
