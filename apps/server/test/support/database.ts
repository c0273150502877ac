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

/** A fresh copy of the migrated, seeded template for one test file. */
export async function createTestDatabase(listener?: StatementListener): Promise<DatabaseHandle> {
  const source = inject('database');
  if (source.kind === 'pglite') {
    const dump = new Blob([readFileSync(source.templateFile)]);
    return wrapPglite(new PGlite({ loadDataDir: dump }), listener);
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
