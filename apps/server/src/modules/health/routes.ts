import { buildVersionSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';

const healthSchema = z.object({ status: z.string(), database: z.string(), build_id: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: answers(healthSchema) } }, async () => {
    try {
      await app.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database did not answer');
      throw new AppError('unavailable', 'error.unavailable');
    }
    return ok({ status: 'up', database: app.databaseKind, build_id: app.ctx.config.buildId });
  });

  app.get('/api/version', { schema: { tags: ['reference'], response: answers(buildVersionSchema) } }, async () =>
    ok({ build_id: app.ctx.config.buildId }),
  );
};
