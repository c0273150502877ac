import {
  CONTENT_KINDS,
  collectionInputSchema,
  collectionReplaceSchema,
  contentItemInputSchema,
  contentItemReplaceSchema,
  contentPreviewSchema,
  staffCollectionSchema,
  staffContentItemSchema,
  staffSupportMessageSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import * as staff from './staff.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const params = z.object({ id });

/** Staff: the content role writes the help centre, notices, news and banners (audited); support reads the messages. */
export const contentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const opsTags = ['ops'];
    ops.addHook('onRequest', requireStaffRole('content'));
    ops.get(
      '/ops/content/items',
      {
        schema: {
          tags: opsTags,
          querystring: z.object({ kind: z.enum(CONTENT_KINDS).optional() }),
          response: answers(z.array(staffContentItemSchema)),
        },
      },
      async (request) => ok(await staff.staffContentItems(app.ctx, request.query.kind)),
    );
    ops.post(
      '/ops/content/items',
      { schema: { tags: opsTags, body: contentItemInputSchema, response: answers(staffContentItemSchema) } },
      async (request) => ok(await staff.createContentItem(app.ctx, staffActor(request), request.body)),
    );
    ops.post(
      '/ops/content/items/preview',
      { schema: { tags: opsTags, body: contentItemInputSchema, response: answers(contentPreviewSchema) } },
      async (request) => ok(await staff.previewContentItem(app.ctx, request.body)),
    );
    ops.put(
      '/ops/content/items/:id',
      { schema: { tags: opsTags, params, body: contentItemReplaceSchema, response: answers(staffContentItemSchema) } },
      async (request) =>
        ok(await staff.replaceContentItem(app.ctx, staffActor(request), request.params.id, request.body)),
    );
    ops.get(
      '/ops/content/collections',
      { schema: { tags: opsTags, response: answers(z.array(staffCollectionSchema)) } },
      async () => ok(await staff.staffCollections(app.ctx)),
    );
    ops.post(
      '/ops/content/collections',
      { schema: { tags: opsTags, body: collectionInputSchema, response: answers(staffCollectionSchema) } },
      async (request) => ok(await staff.createCollection(app.ctx, staffActor(request), request.body)),
    );
    ops.put(
      '/ops/content/collections/:id',
      { schema: { tags: opsTags, params, body: collectionReplaceSchema, response: answers(staffCollectionSchema) } },
      async (request) =>
        ok(await staff.replaceCollection(app.ctx, staffActor(request), request.params.id, request.body)),
    );
  });

  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('support'));
    ops.get(
      '/ops/support-messages',
      { schema: { tags: ['ops'], response: answers(z.array(staffSupportMessageSchema)) } },
      async () => ok(await staff.staffSupportMessages(app.ctx)),
    );
  });
};
