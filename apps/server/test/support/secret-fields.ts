/**
 * Field names no answer may carry: a password, any hash, a secret, a salt or a token — except the session's own
 * `access_token` (and its `token_type`), which the login, sign-up and refresh answers exist to hand over.
 */
const SECRET_NAME = /password|passwd|hash|secret|salt|token/i;
const ALLOWED = new Set(['access_token', 'token_type']);
/** The API documents describe inputs (a password field is one); they carry no data. */
const DOCUMENTS = /^\/(api\/docs|ops\/openapi)/;

/**
 * The dotted paths of every secret-named field in a JSON value (arrays as [n]). A top-level `errors` object is passed
 * over: its keys name the form fields a sentence belongs to ('password': 'Please enter …'), not data.
 */
export function secretFields(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretFields(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (path === '' && key === 'errors') return [];
    const here = path ? `${path}.${key}` : key;
    const own = SECRET_NAME.test(key) && !ALLOWED.has(key) ? [here] : [];
    return [...own, ...secretFields(child, here)];
  });
}

/**
 * An onSend hook for test apps: an answer that names a secret field fails the request (and so the test that made
 * it), whichever test it is. Every API test run this way checks every answer it sees.
 */
export async function refuseSecretFields(
  request: { method: string; url: string },
  reply: { getHeader(name: string): unknown },
  payload: unknown,
): Promise<unknown> {
  const type = String(reply.getHeader('content-type') ?? '');
  if (typeof payload !== 'string' || !type.includes('json') || DOCUMENTS.test(request.url)) return payload;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return payload;
  }
  const found = secretFields(parsed);
  if (found.length === 0) return payload;
  const message = `${request.method} ${request.url} answered secret fields: ${found.join(', ')}`;
  console.error(message);
  throw new Error(message);
}
