import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { claimDueMessages, markAttemptFailed, markSent, type OutboxMessage } from './queries.js';
import { type DeliveryPlaceholders, deliveredMessage } from './service.js';
import { RecipientGone, type Transports } from './transports.js';

const MAX_ATTEMPTS = 6;
const BATCH = 10;
/**
 * How long a claimed batch stays with its worker. Longer than a batch can take with the SMTP timeouts (ten messages
 * that each wait out a silent server), so a live worker keeps its claim; a dead one's messages are sent after it.
 */
const CLAIM_LEASE_MS = 10 * 60_000;

export interface OutboxWorkerDependencies {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  transports: Transports;
  /** Links filled in at delivery (unsubscribe), from the module that knows them. */
  placeholders?: DeliveryPlaceholders;
}

/**
 * Sends queued email, SMS and push messages. Polls the outbox; failures retry with growing delays, then give up. No transaction is
 * open while a message is on its way: due messages are claimed in one short statement, sent, and the outcome of each
 * is written in another, so a slow mail server holds neither a database connection nor a lock.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  readonly transports: Transports;

  constructor(private readonly dependencies: OutboxWorkerDependencies) {
    this.transports = dependencies.transports;
  }

  start(intervalMs = 1000): void {
    this.timer = setInterval(
      () => void this.drain().catch((err) => this.dependencies.log.error({ err }, 'outbox drain failed')),
      intervalMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** A message as a transport would get it: secrets and delivery links filled in (the dev mailbox shows this). */
  delivered(message: OutboxMessage): OutboxMessage {
    return deliveredMessage(message, this.dependencies.placeholders);
  }

  /** Sends everything due now; returns how many messages were handled. One drain at a time per process. */
  drain(): Promise<number> {
    this.running ??= this.drainAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drainAll(): Promise<number> {
    const { db, clock } = this.dependencies;
    let handled = 0;
    for (;;) {
      const now = clock();
      const batch = await claimDueMessages(db, now, new Date(now.getTime() + CLAIM_LEASE_MS), BATCH);
      for (const message of batch) await this.deliver(message);
      handled += batch.length;
      if (batch.length < BATCH) return handled;
    }
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const { db, clock, log } = this.dependencies;
    const transport = this.transports[message.channel];
    try {
      await transport.send(this.delivered(message));
    } catch (error) {
      const attempt = message.attempts + 1;
      const retryAt =
        attempt >= MAX_ATTEMPTS || error instanceof RecipientGone
          ? null
          : new Date(clock().getTime() + 30_000 * 2 ** (attempt - 1));
      log.warn({ err: error, messageId: message.id, attempt }, 'outbox delivery failed');
      await markAttemptFailed(db, message, error instanceof Error ? error.message : String(error), retryAt);
      return;
    }
    await markSent(db, message, transport.name, clock(), transport.keepsSecrets === true);
  }
}
