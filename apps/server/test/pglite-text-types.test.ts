import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, wrapPglite } from '../src/db/client.js';

// PGlite keeps the text parsers drizzle asks for on the instance, so the queries that ask only for those skip PGlite's
// per-query copy of its parser table; what a query reads must not change in any way.
let handle: DatabaseHandle;
let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  handle = await wrapPglite(client);
});
afterAll(() => handle.close());

const VALUES = sql`select timestamptz '2026-11-27 10:00:00+00' as at, date '2026-11-27' as day,
  interval '1 day' as span, array[1.50]::numeric[] as amounts, 7 as n`;

async function readValues(db: DatabaseHandle['db']) {
  const result = (await db.execute(VALUES)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0];
}

describe('the types drizzle reads as text, kept on the PGlite instance', () => {
  it('come back as text, inside a transaction and out; other types as before', async () => {
    const outside = await readValues(handle.db);
    const inside = await handle.db.transaction((tx) => readValues(tx));
    for (const row of [outside, inside]) {
      expect(row).toMatchObject({ day: '2026-11-27', span: '1 day', amounts: '{1.50}', n: 7 });
      expect(row?.at).toMatch(/^2026-11-27 10:00:00/);
    }
  });

  it("still passes a query's own parsers when they ask for more, or when the instance's were replaced since", async () => {
    const seven = await client.query<{ n: unknown }>('select 7 as n', [], { parsers: { [types.INT4]: () => 'seven' } });
    expect(seven.rows[0]?.n).toBe('seven');
    // PGlite rebuilds its array parsers when asked (refreshArrayTypes): drizzle's own text parser must then win again.
    const original = client.parsers[1231];
    client.parsers[1231] = () => ['parsed'];
    try {
      expect((await readValues(handle.db))?.amounts).toBe('{1.50}');
    } finally {
      if (original) client.parsers[1231] = original;
    }
  });
});
