import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { countries, warehouses } from '../src/db/schema/index.js';
import { databaseTemplate, writeDatabaseTemplate } from '../src/db/template.js';
import { MIGRATIONS_FOLDER } from '../src/paths.js';

// A first start unpacks the build's dump instead of initialising and migrating an empty PGlite folder (issue 24).
let folder: string;
let template: Blob;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'parcelway-template-'));
  const file = join(folder, 'empty-database.tar.gz');
  await writeDatabaseTemplate(file);
  const read = databaseTemplate(file);
  if (!read) throw new Error('the template was not written');
  template = read;
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const migrationCount = () => readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length;

describe('the empty database made at build', () => {
  it('fills an empty data folder migrated and seeded, and what is written there stays after a restart', async () => {
    const dataDir = join(folder, 'data');
    const first = await openDatabase({ dataDir, template });
    try {
      const applied = await first.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(Number((applied as unknown as { rows: { count: number }[] }).rows[0]?.count)).toBe(migrationCount());
      await first.migrate();
      expect((await first.db.select().from(countries)).length).toBeGreaterThan(200);
      await first.db.update(warehouses).set({ sortOrder: 42 }).where(eq(warehouses.storeId, 1));
    } finally {
      await first.close();
    }
    // The folder is no longer empty: the template is left alone (unpacking over a database would fail).
    const again = await openDatabase({ dataDir, template });
    try {
      const [warehouse] = await again.db.select().from(warehouses).where(eq(warehouses.storeId, 1));
      expect(warehouse?.sortOrder).toBe(42);
    } finally {
      await again.close();
    }
  });

  it('is not used where no build made one, nor when another PGlite wrote it: the start initialises as before', () => {
    expect(databaseTemplate(join(folder, 'missing.tar.gz'))).toBeUndefined();
    const file = join(folder, 'empty-database.tar.gz');
    expect(databaseTemplate(file)).toBeDefined();
    writeFileSync(`${file}.pglite-version`, '0.0.1');
    expect(databaseTemplate(file)).toBeUndefined();
  });
});
