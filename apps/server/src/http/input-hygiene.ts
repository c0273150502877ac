import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A NUL character or a lone surrogate. PostgreSQL refuses NUL in text (the query fails), and a lone
 * surrogate cannot be written as UTF-8 at all (it would be stored silently replaced), so neither may
 * reach a service.
 */
export function isBrokenText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Where in `value` the first broken string (or object key) is, as a dotted field path ('' for the value
 * itself); undefined when there is none. Walks with its own stack, so a hostile, deeply nested body
 * cannot overflow the call stack. Raw bytes (a webhook's signed body) are not text and are skipped.
 */
export function findBrokenText(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (isBrokenText(current)) return next.path;
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const path = next.path ? `${next.path}.${key}` : key;
      if (isBrokenText(key)) return next.path || '_';
      pending.push({ value: child, path });
    }
  }
  return undefined;
}

/** A 400 naming the field, in the caller's language. */
export function brokenTextError(field: string): AppError {
  return AppError.field(field || '_', 'validation.brokenText');
}

/** Rejects broken text in a request's headers, path, query and (parsed) body before any validation. */
export function rejectBrokenText(request: FastifyRequest): void {
  for (const part of [request.headers, request.params, request.query, request.body]) {
    const field = findBrokenText(part);
    if (field !== undefined) throw brokenTextError(field);
  }
}

/** Every route, once: the check runs after the body is parsed and before schemas or handlers see it. */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    rejectBrokenText(request);
    done();
  });
}
