import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet does to a response under `options`: the headers it sets and the ones it removes. */
export interface SecurityHeaders {
  set: Record<string, string>;
  remove: string[];
}

/**
 * Helmet's headers for `options`, worked out once. With fixed options (no per-request nonce: every directive is a list
 * of strings) helmet writes the same headers on every response, so running it per request (as @fastify/helmet does,
 * rebuilding the middleware and re-parsing the policy each time) only costs time.
 */
export function securityHeadersFor(options: HelmetOptions): SecurityHeaders {
  const directives =
    typeof options.contentSecurityPolicy === 'object' ? (options.contentSecurityPolicy.directives ?? {}) : {};
  for (const [name, value] of Object.entries(directives)) {
    const sources = Array.isArray(value) ? value : [value];
    if (sources.some((source) => typeof source === 'function'))
      throw new Error(`security headers: ${name} depends on the request, so it cannot be worked out once`);
  }
  const headers: SecurityHeaders = { set: {}, remove: [] };
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      headers.remove.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Every response (API, files and the built apps) carries the security headers, worked out once at start. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set, remove } = securityHeadersFor(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(set);
    for (const name of remove) reply.removeHeader(name);
    done();
  });
}
