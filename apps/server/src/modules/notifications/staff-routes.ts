import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffRole } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { type ParcelsInStockBetween, sendStorageReminders } from './storage-reminders.js';

/** Staff: the storage reminder now (it also runs hourly in the server's worker). */
export const notificationStaffRoutes: FastifyPluginAsync<{ parcelsInStockBetween: ParcelsInStockBetween }> = async (
  app,
  options,
) => {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('admin'));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.post(
      '/ops/notifications/storage-reminders',
      { schema: { tags: ['ops'], response: answers(z.object({ sent: z.number().int() })) } },
      async () => ok({ sent: await sendStorageReminders(app.ctx, options.parcelsInStockBetween) }),
    );
  });
};
