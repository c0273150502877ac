import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY_DATA_DIR, MIGRATIONS_FOLDER } from '../paths.js';
import { keepTextTypesOnInstance } from './pglite-text-types.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** A database or a transaction: both run the same queries. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const casing = 'snake_case' as const;

/** Sees every statement the app sends (tests count a request's round trips with it). */
/** Sees each statement drizzle sends, with its parameters (tests count statements, or explain one). */
export type StatementListener = (statement: string, params: unknown[]) => void;

function loggerOf(listener: StatementListener | undefined) {
  return listener ? { logQuery: (statement: string, params: unknown[]) => listener(statement, params) } : false;
}

/**
 * PGlite under `dataDir/db` unless a PostgreSQL URL is given. `dataDir` IN_MEMORY_DATA_DIR keeps PGlite in memory.
 * A `template` (db/template.ts) fills an empty folder or memory instead of PGlite's initdb.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** `transaction`: the URL is a transaction pooler (PgBouncer), so no statement is named. */
  pooler?: 'transaction' | undefined;
  dataDir: string;
  template?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, undefined, { pooler: options.pooler });
  const fromTemplate = options.template ? { loadDataDir: options.template } : {};
  if (options.dataDir === IN_MEMORY_DATA_DIR) return wrapPglite(new PGlite(fromTemplate));
  const directory = join(options.dataDir, 'db');
  mkdirSync(directory, { recursive: true });
  const empty = !existsSync(join(directory, 'PG_VERSION'));
  return wrapPglite(new PGlite(directory, empty ? fromTemplate : {}));
}

export async function wrapPglite(client: PGlite, listener?: StatementListener): Promise<DatabaseHandle> {
  await client.waitReady;
  keepTextTypesOnInstance(client);
  const db = drizzlePglite({ client, schema, casing, logger: loggerOf(listener) });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/**
 * A pg client that sends every statement unnamed. A named (prepared) statement belongs to one server connection, and a
 * transaction pooler (PgBouncer in transaction mode) hands each transaction whichever server connection is free: a
 * name prepared on one is missing on the next ("prepared statement … does not exist") or, prepared again by another
 * client there, "already exists". Unnamed, each statement is parsed with its values in the same round trip.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    const named =
      typeof config === 'object' &&
      config !== null &&
      typeof (config as { submit?: unknown }).submit !== 'function' &&
      (config as { name?: unknown }).name;
    const sent = named ? { ...(config as Record<string, unknown>), name: undefined } : config;
    return (super.query as (...parameters: unknown[]) => never)(sent, ...rest);
  }
}

/** Any number, the same on every server: the lock the servers take turns on to migrate. */
const MIGRATION_LOCK = 7_304_301;

/**
 * Drizzle's migrations, in one transaction that first takes an advisory lock: servers starting together migrate one
 * after the other, and each one after the first finds the work done. A transaction-scoped lock (not a session lock)
 * so it also holds through a transaction pooler, which keeps one server connection only for a transaction.
 */
async function migrateTakingTurns(db: NodePgDatabase<Schema>): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    // The migrator runs its statements in `session.transaction`: here, inside the locked transaction itself.
    const internals = tx as unknown as { session: object; dialect: PgDialect };
    const session = Object.create(internals.session, {
      transaction: { value: (work: (inner: typeof tx) => Promise<unknown>) => work(tx) },
    });
    await internals.dialect.migrate(migrations, session, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

export function openPostgres(
  connectionString: string,
  listener?: StatementListener,
  options: { pooler?: 'transaction' | undefined } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(options.pooler === 'transaction' ? { Client: UnnamedStatementsClient } : {}),
  });
  // A connection that ends while idle in the pool (PostgreSQL or the pooler restarted) is dropped by the pool and the
  // next query opens another; without a listener node-postgres would throw it at the process and stop the server.
  pool.on('error', (error) => process.emitWarning(`an idle PostgreSQL connection ended: ${error.message}`));
  const db = drizzlePostgres({ client: pool, schema, casing, logger: loggerOf(listener) });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateTakingTurns(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The same server and credentials as `url`, another database (tests and benchmarks create their own). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
