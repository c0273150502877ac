import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
export type StatementListener = (statement: string) => void;

function loggerOf(listener: StatementListener | undefined) {
  return listener ? { logQuery: (statement: string) => listener(statement) } : false;
}

/**
 * PGlite under `dataDir/db` unless a PostgreSQL URL is given. `dataDir` IN_MEMORY_DATA_DIR keeps PGlite in memory.
 * A `template` (db/template.ts) fills an empty folder or memory instead of PGlite's initdb.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  template?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
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

export function openPostgres(connectionString: string, listener?: StatementListener): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePostgres({ client: pool, schema, casing, logger: loggerOf(listener) });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
