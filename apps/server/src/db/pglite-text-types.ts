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
/** A value no parser of ours changes: a parser that returns anything else is a caller's own and goes through. */
const PROBE = '2026-11-27 10:00:00+00';

/** Whether a query's own parsers only ask for what the instance already does: these types, kept as text. */
function coveredByInstance(client: PGlite, parsers: ParserOptions): boolean {
  for (const key in parsers) {
    const type = Number(key);
    if (!AS_TEXT.has(type) || client.parsers[type] !== asText) return false;
    try {
      if (parsers[type]?.(PROBE) !== PROBE) return false;
    } catch {
      return false;
    }
  }
  return true;
}

const kept = new WeakSet<PGlite>();

/**
 * drizzle hands PGlite its text parsers with every query, and PGlite then copies its whole parser table (a few hundred
 * types once the array types are known) to merge them in: most of a cached read's time. The instance keeps them
 * instead, and a query whose parsers are only those goes without; any other parser is still passed on. Queries inside
 * a transaction go through PGlite's transaction object and keep the copy. The instance's own default changes with it:
 * a raw `client.query` without parsers also reads these types as text (the app reads only through drizzle).
 */
export function keepTextTypesOnInstance(client: PGlite): void {
  if (kept.has(client)) return;
  kept.add(client);
  for (const type of AS_TEXT) client.parsers[type] = asText;
  const query = client.query.bind(client);
  client.query = ((text, params, options) =>
    query(
      text,
      params,
      options?.parsers && coveredByInstance(client, options.parsers) ? { ...options, parsers: undefined } : options,
    )) as PGlite['query'];
}
