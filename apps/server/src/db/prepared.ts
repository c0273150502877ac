import { type Column, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.js';

const names = new Set<string>();

/**
 * A query the hot paths send on every request, built once per database instead of once per call. Drizzle spends
 * about 0.2 ms composing a select's SQL from its builder; a prepared query keeps the text and fills in its
 * placeholders (`sql.placeholder('name')`). On PostgreSQL the statement is also named, so each pooled connection
 * parses and plans it once. Only for `ctx.db` (a transaction is another handle and would prepare its own copy).
 *   const byId = preparedQuery('parcel_by_id', (db, name) =>
 *     db.select().from(parcels).where(eq(parcels.id, sql.placeholder('id'))).prepare(name));
 *   const [row] = await byId(ctx.db).execute({ id });
 */
export function preparedQuery<Query>(
  name: string,
  build: (db: Database, name: string) => Query,
): (db: Database) => Query {
  if (names.has(name)) throw new Error(`prepared query ${name} is declared twice`);
  names.add(name);
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}

/** `column = any($name)`: a prepared query's "in this list", filled with an array (one statement for any length). */
export function anyOf(column: Column, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}

/**
 * A list's prepared query per shape of its filter (which optional conditions a request uses: a keyword, a status
 * subset; a number such as a LIMIT written into the text), each built and named the first time that shape is asked
 * for. The values themselves are placeholders, so the few shapes a list has are all the statements it ever sends.
 *   const page = preparedVariants('parcel_page', (db, name, shape: { keyword: boolean }) => … .prepare(name));
 *   await page(ctx.db, { keyword: true }).execute({ customerId, keyword: 'AB%' });
 */
export function preparedVariants<Shape extends Record<string, boolean | number>, Query>(
  name: string,
  build: (db: Database, name: string, shape: Shape) => Query,
): (db: Database, shape: Shape) => Query {
  const variants = new Map<string, (db: Database) => Query>();
  return (db, shape) => {
    const key = Object.keys(shape)
      .sort()
      .flatMap((part) => {
        const value = shape[part];
        if (typeof value === 'number') return [`${part}${value}`];
        return value ? [part] : [];
      })
      .join('_');
    let variant = variants.get(key);
    if (!variant) {
      variant = preparedQuery(key ? `${name}_${key}` : name, (handle, variantName) =>
        build(handle, variantName, shape),
      );
      variants.set(key, variant);
    }
    return variant(db);
  };
}

/**
 * The page sizes the apps ask for (the lists' 10, the SPEC's default; 20; 50 beside the pre-alerts), each with the
 * one row more that tells whether there is a next page.
 */
const WRITTEN_LIMITS: ReadonlySet<number> = new Set([11, 21, 51]);

/**
 * A page's LIMIT as a prepared statement takes it: written into the text for the page sizes the apps ask for, a
 * placeholder for any other. PostgreSQL plans a statement's `limit $n` as if a tenth of the matching rows were wanted,
 * so where the average customer has many rows (a warehouse of a million parcels) the generic plan looked dearer than
 * each request's own and PostgreSQL planned the statement afresh on every request (docs/decisions/scale.md). A
 * written limit is part of the variant's shape (`limit: writtenLimit(rows)`) and of its LIMIT (`pageLimit`).
 */
export function writtenLimit(rows: number): number | false {
  return WRITTEN_LIMITS.has(rows) ? rows : false;
}

/** The LIMIT clause's value for a shape's `writtenLimit`: the number itself, or the placeholder `limit`. */
export function pageLimit(written: number | false): Placeholder {
  // drizzle writes an SQL chunk given as the limit as it is; its type names only a number (sent as $n) or a placeholder.
  return written === false ? sql.placeholder('limit') : (sql.raw(String(written)) as unknown as Placeholder);
}
