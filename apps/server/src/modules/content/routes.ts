import {
  ARTICLE_SLUG,
  articleFeedbackSchema,
  articleListQuerySchema,
  bannerSchema,
  chinaAddressSchema,
  clickResultSchema,
  contactChannelsSchema,
  contentDetailSchema,
  contentSummarySchema,
  feedbackResultSchema,
  flashNewsSchema,
  helpCollectionDetailSchema,
  helpCollectionSchema,
  NEWS_SECTIONS,
  newsSummarySchema,
  noticeSummarySchema,
  shopSchema,
  supportMessageResultSchema,
  supportMessageSchema,
  unreadCountSchema,
} from '@parcelway/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { callerKey, perMinute } from '../../http/rate-limit.js';
import * as content from './service.js';
import { chinaAddress, shopList, type WarehouseAddresses } from './shops.js';
import { unreadCount } from './unread.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const params = z.object({ id });
/** An article by its id, or a seeded one by its slug (sign-up links to the terms before the reader has an account). */
const articleParams = z.object({ id: z.union([id, z.string().regex(ARTICLE_SLUG)]) });
const audienceQuery = z.object({ store_id: id.optional() });
/** A person writes to support a few times in a minute at most; more is a script filling the staff inbox. */
const SUPPORT_MESSAGES_PER_MINUTE = 5;

function readerOf(request: FastifyRequest): content.Reader {
  const principal = request.principal;
  return { language: request.language, customerId: principal?.type === 'customer' ? principal.customerId : null };
}

/** What these routes read of the reference module (above content), passed by the app's composition. */
export interface ContentRouteOptions {
  warehouseAddresses: WarehouseAddresses;
}

/**
 * The help centre, notices, news, banners and flash news (SPEC §7 names), readable without signing in; feedback and
 * the contact form need a customer. Staff write it all under /ops/content (the content role), audited.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRouteOptions> = async (app, { warehouseAddresses }) => {
  const tags = ['content'];

  app.get(
    '/api/helpCenterCollections',
    { schema: { tags, response: answers(z.array(helpCollectionSchema)) } },
    async (request) => ok(await content.helpCollections(app.ctx, readerOf(request))),
  );
  app.get(
    '/api/helpCenterCollectionsDetail/:id',
    { schema: { tags, params, response: answers(helpCollectionDetailSchema) } },
    async (request) => ok(await content.helpCollectionDetail(app.ctx, readerOf(request), request.params.id)),
  );
  app.get(
    '/api/helpCenterArticles',
    { schema: { tags, querystring: articleListQuerySchema, response: answers(z.array(contentSummarySchema)) } },
    async (request) => ok(await content.helpArticles(app.ctx, readerOf(request), request.query)),
  );
  app.get(
    '/api/helpCenterArticleDetail/:id',
    { schema: { tags, params: articleParams, response: answers(contentDetailSchema) } },
    async (request) => ok(await content.contentDetail(app.ctx, readerOf(request), 'article', request.params.id)),
  );
  app.get('/api/noticeList', { schema: { tags, response: answers(z.array(noticeSummarySchema)) } }, async (request) =>
    ok(await content.noticeList(app.ctx, readerOf(request))),
  );
  app.get(
    '/api/noticeDetail/:id',
    { schema: { tags, params, response: answers(contentDetailSchema) } },
    async (request) => ok(await content.contentDetail(app.ctx, readerOf(request), 'notice', request.params.id)),
  );
  app.get(
    '/api/warehouseNewsList',
    {
      schema: {
        tags,
        querystring: audienceQuery.extend({ section: z.enum(NEWS_SECTIONS).optional() }),
        response: answers(z.array(newsSummarySchema)),
      },
    },
    async (request) =>
      ok(await content.warehouseNewsList(app.ctx, readerOf(request), request.query.section, request.query.store_id)),
  );
  app.get(
    '/api/warehouseNewsDetail/:id',
    { schema: { tags, params, response: answers(contentDetailSchema) } },
    async (request) => ok(await content.contentDetail(app.ctx, readerOf(request), 'warehouse_news', request.params.id)),
  );
  app.get(
    '/api/newBannerList',
    { schema: { tags, querystring: audienceQuery, response: answers(z.array(bannerSchema)) } },
    async (request) => ok(await content.bannerList(app.ctx, readerOf(request), request.query.store_id)),
  );
  app.get(
    '/api/flashNewsList',
    { schema: { tags, querystring: audienceQuery, response: answers(z.array(flashNewsSchema)) } },
    async (request) => ok(await content.flashNewsList(app.ctx, readerOf(request), request.query.store_id)),
  );
  const clicks = {
    schema: { tags, params, response: answers(clickResultSchema) },
    config: perMinute(app.ctx.config.rateLimits.contentClicks),
  };
  app.post('/api/incrementAdvClick/:id', clicks, async (request) =>
    ok(await content.countClick(app.ctx, 'banner', request.params.id, callerKey(request))),
  );
  app.post('/api/incrementFlashNewsClick/:id', clicks, async (request) =>
    ok(await content.countClick(app.ctx, 'flash_news', request.params.id, callerKey(request))),
  );
  app.get(
    '/api/shopList',
    { schema: { tags, querystring: audienceQuery, response: answers(z.array(shopSchema)) } },
    async (request) => ok(await shopList(app.ctx, readerOf(request), request.query.store_id)),
  );
  app.get('/api/getChinaAddress', { schema: { tags, response: answers(chinaAddressSchema) } }, async (request) =>
    ok(await chinaAddress(app.ctx, readerOf(request), warehouseAddresses)),
  );
  app.get('/api/contactChannels', { schema: { tags, response: answers(contactChannelsSchema) } }, async () =>
    ok(content.contactChannels(app.ctx)),
  );

  app.register(async (scope) => {
    const customer = scope.withTypeProvider<ZodTypeProvider>();
    customer.addHook('onRequest', requireCustomer);
    customer.post(
      '/api/helpCenterArticleFeedback/:id',
      { schema: { tags, params, body: articleFeedbackSchema, response: answers(feedbackResultSchema) } },
      async (request) =>
        ok(await content.articleFeedback(app.ctx, customerId(request), request.params.id, request.body.helpful)),
    );
    customer.get(
      '/api/unreadContentCount',
      { schema: { tags, querystring: audienceQuery, response: answers(unreadCountSchema) } },
      async (request) => ok(await unreadCount(app.ctx, customerId(request), request.query.store_id)),
    );
    customer.post(
      '/api/contactSupport',
      {
        schema: { tags, body: supportMessageSchema, response: answers(supportMessageResultSchema) },
        config: perMinute(SUPPORT_MESSAGES_PER_MINUTE),
      },
      async (request) => ok(await content.contactSupport(app.ctx, customerId(request), request.language, request.body)),
    );
  });
};
