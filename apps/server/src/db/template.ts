import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SERVER_ROOT } from '../paths.js';
import { wrapPglite } from './client.js';
import { seedReferenceData } from './seed.js';

/**
 * An empty database as the first start would make it (initialised, migrated, seeded), dumped by the server's build.
 * A start on an empty DATA_DIR unpacks it instead of running PGlite's initdb and every migration (most of a first
 * start's seconds); the migrations and the seed still run after it, so an older dump is only slower, never wrong.
 */
export const DATABASE_TEMPLATE_FILE = join(SERVER_ROOT, 'dist', 'empty-database.tar.gz');

export async function writeDatabaseTemplate(file = DATABASE_TEMPLATE_FILE): Promise<void> {
  const client = new PGlite();
  const handle = await wrapPglite(client);
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** The build's dump, when there is one (a server run from source without a build has none). */
export function databaseTemplate(file = DATABASE_TEMPLATE_FILE): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
