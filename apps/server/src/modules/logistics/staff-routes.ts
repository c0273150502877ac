import {
  lineChangesSchema,
  lineGoodsChangeSchema,
  lineGoodsPreviewInputSchema,
  lineGoodsPreviewSchema,
  linePreviewInputSchema,
  linePreviewSchema,
  staffLineGoodsSchema,
  staffLineSchema,
} from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { previewLine } from './line-preview.js';
import { changeLineGoods, previewLineGoods, staffLineGoods } from './staff-goods.js';
import { changeLine, staffLineList } from './staff-lines.js';

const lineParams = z.object({ line: z.string().trim().min(1).max(40) });

/**
 * Line prices under /ops: finance reads them (the exchange rates apply to them); an admin changes them, each change
 * with a preview computed by the customer API's own code from the unsaved values.
 */
export const logisticsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ops'];

  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('finance'));
    ops.get(
      '/ops/lines',
      {
        schema: {
          tags,
          querystring: z.object({
            store_id: z.coerce.number().int().positive().optional(),
            country_id: z.coerce.number().int().positive().optional(),
          }),
          response: answers(z.array(staffLineSchema)),
        },
      },
      async (request) => ok(await staffLineList(app.ctx, request.query)),
    );
  });

  app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requireStaffRole('admin'));
    const lineChange = {
      schema: { tags, params: lineParams, body: lineChangesSchema, response: answers(staffLineSchema) },
    };
    ops.patch('/ops/lines/:line', lineChange, async (request) =>
      ok(await changeLine(app.ctx, staffActor(request), request.params.line, request.body)),
    );
    ops.post('/ops/lines/:line', lineChange, async (request) =>
      ok(await changeLine(app.ctx, staffActor(request), request.params.line, request.body)),
    );
    ops.post(
      '/ops/lines/:line/preview',
      { schema: { tags, params: lineParams, body: linePreviewInputSchema, response: answers(linePreviewSchema) } },
      async (request) => ok(await previewLine(app.ctx, request.params.line, request.body, request.language)),
    );

    // A line's goods rules ("Can I ship this?"): read, previewed with unsaved values, saved like its prices.
    ops.get(
      '/ops/lines/:line/goods',
      { schema: { tags, params: lineParams, response: answers(staffLineGoodsSchema) } },
      async (request) => ok(await staffLineGoods(app.ctx, request.params.line)),
    );
    ops.post(
      '/ops/lines/:line/goods/preview',
      {
        schema: {
          tags,
          params: lineParams,
          body: lineGoodsPreviewInputSchema,
          response: answers(lineGoodsPreviewSchema),
        },
      },
      async (request) => ok(await previewLineGoods(app.ctx, request.params.line, request.body, request.language)),
    );
    ops.post(
      '/ops/lines/:line/goods',
      { schema: { tags, params: lineParams, body: lineGoodsChangeSchema, response: answers(staffLineGoodsSchema) } },
      async (request) => ok(await changeLineGoods(app.ctx, staffActor(request), request.params.line, request.body)),
    );
  });
};
