import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, withDatabase, wrapPglite } from '../../src/db/client.js';
import { seedReferenceData } from '../../src/db/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    database:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };
  }
}

/**
 * Migrates and seeds one template database per run; every test file gets its own copy of it
 * (a PGlite data-dir dump, or a PostgreSQL database created from the template). TEST_DATABASE_URL
 * selects PostgreSQL: it names a database the suite may connect to in order to create its own.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `pw_test_${randomBytes(4).toString('hex')}`;
    const template = `${prefix}_template`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = openPostgres(withDatabase(adminUrl, template));
    await handle.migrate();
    await seedReferenceData(handle.db);
    await handle.close();
    project.provide('database', { kind: 'postgres', adminUrl, template, prefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${prefix}%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const directory = mkdtempSync(join(tmpdir(), 'parcelway-test-'));
  // Every server test file unpacks this dump into a new PGlite (106 copies a run), so it is kept small: WAL segments of
  // 1 MB rather than 16, and without template0 and template1, which only `create database` reads (48 MB → 23 MB; a
  // copy 4–5 CPU-s → 1–2 with the smaller shared buffers of database.ts).
  const handle = await wrapPglite(new PGlite({ initDbStartParams: ['--wal-segsize=1'] }));
  await handle.migrate();
  await seedReferenceData(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  for (const name of ['template0', 'template1'])
    for (const statement of [`alter database ${name} is_template false`, `drop database ${name}`])
      await client.query(statement);
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  const templateFile = join(directory, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('database', { kind: 'pglite', templateFile });
  return () => rmSync(directory, { recursive: true, force: true });
}
