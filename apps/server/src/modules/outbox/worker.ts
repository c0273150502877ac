import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { lockDueMessages, markAttemptFailed, markSent } from './queries.js';
import { devMailboxTransport, smtpTransport, type Transport } from './transports.js';

const MAX_ATTEMPTS = 6;
const BATCH = 10;

/** Sends queued email and SMS. Polls the outbox; failures retry with growing delays, then give up. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  readonly transports: Record<'email' | 'sms', Transport>;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    transports?: Partial<Record<'email' | 'sms', Transport>>,
  ) {
    const email = ctx.config.smtpUrl ? smtpTransport(ctx.config.smtpUrl, ctx.config.mailFrom) : devMailboxTransport;
    this.transports = { email, sms: devMailboxTransport, ...transports };
  }

  start(intervalMs = 1000): void {
    this.timer = setInterval(
      () => void this.drain().catch((err) => this.log.error({ err }, 'outbox drain failed')),
      intervalMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends everything due now; returns how many messages were handled. One drain at a time per process. */
  drain(): Promise<number> {
    this.running ??= this.drainAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drainAll(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.ctx.db.transaction(async (tx) => {
        const messages = await lockDueMessages(tx, this.ctx.clock(), BATCH);
        for (const message of messages) {
          const transport = this.transports[message.channel];
          try {
            await transport.send(message);
            await markSent(tx, message, transport.name, this.ctx.clock(), !transport.keepsBody);
          } catch (error) {
            const attempt = message.attempts + 1;
            const retryAt =
              attempt >= MAX_ATTEMPTS ? null : new Date(this.ctx.clock().getTime() + 30_000 * 2 ** (attempt - 1));
            this.log.warn({ err: error, messageId: message.id, attempt }, 'outbox delivery failed');
            await markAttemptFailed(tx, message, error instanceof Error ? error.message : String(error), retryAt);
          }
        }
        return messages.length;
      });
      handled += batch;
      if (batch < BATCH) return handled;
    }
  }
}
