import type { Language } from '@parcelway/domain';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { StaffRole } from '../db/schema/index.js';
import type { FileStorage } from '../modules/files/storage.js';
import type { ReferenceCache } from '../modules/logistics/reference-cache.js';
import type { OutboxWorker } from '../modules/outbox/worker.js';
import type { PaymentProviders } from '../modules/payments/providers/index.js';
import type { Settlements } from '../modules/payments/settlements.js';

export type Clock = () => Date;

/** What a service needs from the running app. Passed explicitly so tests and scripts can build one. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  clock: Clock;
  /** Where uploaded files are kept (disk or S3). */
  storage: FileStorage;
  /** Card and wallet providers (live clients or the sandbox). */
  payments: PaymentProviders;
  /** What each payment purpose does when its payment succeeds or fails (src/settlements.ts). */
  settlements: Settlements;
  /** Lines, warehouse currencies and exchange rates kept in memory while the database's copy stands still. */
  reference: ReferenceCache;
}

export type Principal =
  | { type: 'customer'; customerId: number; sessionId: number; language: Language }
  | { type: 'staff'; staffId: number; sessionId: number; role: StaffRole; storeIds: number[] };

/**
 * The staff member behind a staff action, as services need them: who (for the audit trail), under which
 * request, and in which warehouses they may act (`null`: all of them).
 */
export interface StaffActor {
  staffId: number;
  requestId: string;
  storeIds: number[] | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    outbox: OutboxWorker;
  }
  interface FastifyRequest {
    principal: Principal | null;
    language: Language;
  }
}
