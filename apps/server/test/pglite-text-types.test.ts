import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, wrapPglite } from '../src/db/client.js';

// PGlite keeps the text parsers drizzle asks for on the instance, so the queries that ask only for those skip PGlite's
// per-query copy of its parser table; what a query reads must not change in any way.
let handle: DatabaseHandle;
let client: PGlite;
/** Whether each query reached PGlite with parsers of its own (recorded beneath the app's wrapper). */
const sentParsers: boolean[] = [];
beforeAll(async () => {
  client = new PGlite();
  const query = client.query.bind(client);
  client.query = ((text, params, options) => {
    sentParsers.push(options?.parsers !== undefined);
    return query(text, params, options);
  }) as PGlite['query'];
  handle = await wrapPglite(client);
});
afterAll(() => handle.close());

/** A table of this file's own (the database is not migrated): a select reads its rows as arrays. */
const moments = pgTable('moments', { at: timestamp({ withTimezone: true, mode: 'string' }).notNull() });

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

  it('spares drizzle’s queries the per-query parsers (select and execute alike)', async () => {
    await handle.db.execute(sql`create table moments (at timestamptz not null)`);
    await handle.db.insert(moments).values({ at: '2026-11-27T10:00:00Z' });
    sentParsers.length = 0;
    await readValues(handle.db);
    const [row] = await handle.db.select().from(moments);
    expect(row?.at).toMatch(/^2026-11-27 10:00:00/);
    expect(sentParsers).toEqual([false, false]);
  });

  it("still passes a query's own parsers when they ask for more, or when the instance's were replaced since", async () => {
    const seven = await client.query<{ n: unknown }>('select 7 as n', [], { parsers: { [types.INT4]: () => 'seven' } });
    expect(seven.rows[0]?.n).toBe('seven');
    // A parser of its own for one of the text types (not drizzle's keep-as-text) is honoured.
    const day = await client.query<{ day: unknown }>("select date '2026-11-27' as day", [], {
      parsers: { [types.DATE]: (value: string) => new Date(`${value}T00:00:00Z`) },
    });
    expect(day.rows[0]?.day).toEqual(new Date('2026-11-27T00:00:00Z'));
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
