import {
  couponCodesInputSchema,
  couponCodesSchema,
  couponTemplateInputSchema,
  couponTemplatePreviewSchema,
  couponTemplateSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import {
  createCodes,
  createTemplate,
  previewTemplate,
  setCampaignActive,
  staffCodes,
  staffTemplates,
} from './campaigns.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Staff (finance): coupon campaigns (templates) and their codes. */
export const couponStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('finance'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const opsTags = ['ops'];

    ops.get(
      '/ops/coupon-templates',
      { schema: { tags: opsTags, response: answers(z.array(couponTemplateSchema)) } },
      async () => ok(await staffTemplates(app.ctx)),
    );
    ops.post(
      '/ops/coupon-templates',
      { schema: { tags: opsTags, body: couponTemplateInputSchema, response: answers(couponTemplateSchema) } },
      async (request) => ok(await createTemplate(app.ctx, staffActor(request), request.body)),
    );
    ops.post(
      '/ops/coupon-templates/preview',
      { schema: { tags: opsTags, body: couponTemplateInputSchema, response: answers(couponTemplatePreviewSchema) } },
      async (request) => ok(await previewTemplate(app.ctx, request.body)),
    );
    ops.post(
      '/ops/coupon-templates/:id/active',
      {
        schema: {
          tags: opsTags,
          params: idParams,
          body: z.object({ active: z.boolean() }),
          response: answers(couponTemplateSchema),
        },
      },
      async (request) =>
        ok(await setCampaignActive(app.ctx, staffActor(request), request.params.id, request.body.active)),
    );
    ops.get(
      '/ops/coupon-templates/:id/codes',
      { schema: { tags: opsTags, params: idParams, response: answers(couponCodesSchema) } },
      async (request) => ok(await staffCodes(app.ctx, request.params.id)),
    );
    ops.post(
      '/ops/coupon-templates/:id/codes',
      {
        schema: { tags: opsTags, params: idParams, body: couponCodesInputSchema, response: answers(couponCodesSchema) },
      },
      async (request) => ok(await createCodes(app.ctx, staffActor(request), request.params.id, request.body)),
    );
  });
};
