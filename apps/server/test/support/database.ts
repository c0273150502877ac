import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  openPostgres,
  type StatementListener,
  withDatabase,
  wrapPglite,
} from '../../src/db/client.js';
import { settlesWithin } from './bounded.js';

/**
 * A test database's shared buffers: 16 MB rather than PostgreSQL's 128 MB, which PGlite sets up (and zeroes) at every
 * start, for a database of a few megabytes.
 */
const SMALL_BUFFERS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A fresh copy of the migrated, seeded template for one test file. */
export async function createTestDatabase(listener?: StatementListener): Promise<DatabaseHandle> {
  const source = inject('database');
  if (source.kind === 'pglite') {
    const dump = new Blob([readFileSync(source.templateFile)]);
    return wrapPglite(new PGlite({ loadDataDir: dump, startParams: SMALL_BUFFERS }), listener);
  }
  const name = `${source.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${source.template}`);
  } finally {
    await admin.end();
  }
  return openPostgres(withDatabase(source.adminUrl, name), listener);
}

/**
 * Drops a database a test created, bounded: connecting gives up after 5 s, waiting for a lock after 10 s, the drop
 * after 50 s (`with (force)` ends the connections still open on it first; the checkpoint a drop makes can take tens of
 * seconds on a loaded machine). A drop that fails is a warning, not a hang (a database named under the run's prefix is
 * dropped again by the global teardown).
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: adminUrl,
    connectionTimeoutMillis: 5_000,
    lock_timeout: 10_000,
    statement_timeout: 45_000,
  });
  // PostgreSQL's answer to a drop given up on below (its cancel processed late) arrives with no query waiting: the
  // client would throw it at the process.
  admin.on('error', () => undefined);
  try {
    await admin.connect();
    if (!(await settlesWithin(admin.query(`drop database if exists ${name} with (force)`), 50_000)))
      console.warn(`could not drop database ${name}: still dropping after 50 s`);
  } catch (error) {
    console.warn(`could not drop database ${name}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await settlesWithin(
      admin.end().catch(() => undefined),
      5_000,
    );
  }
}
