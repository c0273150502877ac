import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => {
    try {
      await app.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database did not answer');
      throw new AppError('unavailable', 'error.unavailable');
    }
    return ok({ status: 'up', database: app.databaseKind, build_id: app.ctx.config.buildId });
  });

  app.get('/api/version', { schema: { tags: ['reference'] } }, async () => ok({ build_id: app.ctx.config.buildId }));
};
