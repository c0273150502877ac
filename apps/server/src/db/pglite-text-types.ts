import { type ParserOptions, type PGlite, types } from '@electric-sql/pglite';

/** The types drizzle asks PGlite to hand over as text: dates, times and intervals, and the arrays of numerics and those. */
const AS_TEXT = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;

/** Whether a query's own parsers ask for nothing the instance does not already do. */
function coveredByInstance(client: PGlite, parsers: ParserOptions): boolean {
  for (const key in parsers) {
    const type = Number(key);
    if (!AS_TEXT.has(type) || client.parsers[type] !== asText) return false;
  }
  return true;
}

/**
 * drizzle hands PGlite its text parsers with every query, and PGlite then copies its whole parser table (a few hundred
 * types once the array types are known) to merge them in: most of a cached read's time. The instance keeps them
 * instead, and a query whose parsers are only those goes without; any other parser is still passed on. Queries inside
 * a transaction go through PGlite's transaction object and keep the copy.
 */
export function keepTextTypesOnInstance(client: PGlite): void {
  for (const type of AS_TEXT) client.parsers[type] = asText;
  const query = client.query.bind(client);
  client.query = ((text, params, options) =>
    query(
      text,
      params,
      options?.parsers && coveredByInstance(client, options.parsers) ? { ...options, parsers: undefined } : options,
    )) as PGlite['query'];
}
