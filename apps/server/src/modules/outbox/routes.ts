import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, ok } from '../../http/envelope.js';
import { listMailbox } from './queries.js';

/** A message as the dev mailbox shows it: with its code filled in once delivered, for trying the app locally. */
const mailboxEntrySchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms', 'push']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'held', 'sent', 'failed']),
  transport: z.string().nullable(),
  created_at: z.string(),
});

/** GET /dev/mailbox: what the app has sent or queued, for trying codes locally. Only with DEV_MAILBOX=true, never in production. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        hide: true,
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: answers(z.array(mailboxEntrySchema)),
      },
    },
    async (request) => {
      const rows = await listMailbox(app.ctx.db, request.query.to?.toLowerCase(), request.query.limit);
      return ok(
        rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          body: app.outbox.delivered(row).body,
          status: row.status,
          transport: row.transport,
          created_at: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
