/**
 * What an error looks like in the log. Database errors carry the query's parameter values — names,
 * addresses, phone numbers, codes — in their message (Drizzle's "params: …" line), in `params`, and in
 * PostgreSQL's `detail` ("Key (email)=(…) already exists"). The log keeps the SQL, the error code and
 * the constraint, which is what an operator needs, and never the values.
 */

/** Properties that hold values sent to the database. */
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'detail', 'queryOptions', 'values']);
/** Drizzle appends the values after this marker in the message (and so in the stack). */
const PARAMS_MARKER = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/**
 * PostgreSQL quotes the offending value in the message of a data exception (class 22: 'value "…" is out
 * of range') or an integrity violation (class 23); the `constraint`, `table` and `column` stay logged.
 */
const QUOTES_VALUES = /^2[23]/;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [property: string]: unknown;
}

/** A pino `err` serializer: the usual type, message and stack, with database values removed. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const code = (error as { code?: unknown }).code;
  const clean = (text: string) => {
    const scrubbed = text.replace(PARAMS_MARKER, '\nparams: [not logged]');
    return typeof code === 'string' && QUOTES_VALUES.test(code) ? scrubbed.replace(QUOTED, '"…"') : scrubbed;
  };
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: clean(error.message),
    stack: clean(error.stack ?? ''),
  };
  for (const [name, value] of Object.entries(error)) {
    if (VALUE_PROPERTIES.has(name) || name === 'cause') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      serialized[name] = typeof value === 'string' ? clean(value) : value;
    }
  }
  if (error.cause !== undefined && depth < 5) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}
