import type { Language } from '@parcelway/domain';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { PaymentAttemptRow, StaffRole } from '../db/schema/index.js';
import type { FileStorage } from '../modules/files/storage.js';
import type { ReferenceCache } from '../modules/logistics/reference-cache.js';
import type { OutboxWorker } from '../modules/outbox/worker.js';
import type { PaymentProviders } from '../modules/payments/providers/index.js';

export type Clock = () => Date;

/**
 * What happens when a payment of a purpose settles. Each function runs inside the transaction that settles the
 * attempt (use only `tx`), so the attempt, the ledger and the target change together or not at all. A bank transfer
 * settles the same way: approval is `succeeded`, rejection `failed` with the staff's reason
 * (`attempt.method === 'bank_transfer'` tells them apart from a card's answer).
 */
export interface Settlement {
  succeeded(tx: Database, ctx: AppServices, attempt: PaymentAttemptRow): Promise<void>;
  failed(tx: Database, ctx: AppServices, attempt: PaymentAttemptRow, reason: string): Promise<void>;
}

/**
 * Each payment purpose's settlement ('top_up', 'waybill', 'membership'). The app's composition names them
 * (src/settlements.ts); the payments module finds an attempt's here: nothing registers itself on import.
 */
export type Settlements = Readonly<Record<string, Settlement>>;

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

/**
 * The app without its database handle: what a function working inside a transaction takes beside its `tx` (the
 * clock, the providers, the settlements, the reference cache). A function takes the transaction or the context, not
 * both: with `ctx.db` in reach, a read through it on PGlite's one connection waits for the transaction that waits for
 * it. An `AppContext` is one, so callers pass their `ctx` unchanged (test/signatures.test.ts keeps it so).
 */
export type AppServices = Omit<AppContext, 'db'>;

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
