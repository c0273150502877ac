import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/**
 * The PGlite that wrote a dump, kept beside it: a dump from another PGlite (an upgrade since the build) could hold
 * files of another PostgreSQL version, and once unpacked a folder is never unpacked again, so it is not used.
 */
const versionFileOf = (file: string) => `${file}.pglite-version`;
function installedPglite(): string {
  // The package does not export its package.json: it sits one folder above its entry (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

export async function writeDatabaseTemplate(file = DATABASE_TEMPLATE_FILE): Promise<void> {
  const client = new PGlite();
  const handle = await wrapPglite(client);
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    writeFileSync(versionFileOf(file), installedPglite());
  } finally {
    await handle.close();
  }
}

/** The build's dump, when there is one written by the PGlite installed now (a server run from source has none). */
export function databaseTemplate(file = DATABASE_TEMPLATE_FILE): Blob | undefined {
  if (!existsSync(file) || !existsSync(versionFileOf(file))) return undefined;
  if (readFileSync(versionFileOf(file), 'utf8').trim() !== installedPglite()) return undefined;
  return new Blob([readFileSync(file)]);
}
