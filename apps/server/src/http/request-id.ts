import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a client-chosen request id may look like: short, and nothing a log line or a header could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the client's `X-Request-Id` when it is safe to echo into logs and the response
 * header (so a proxy's or a client's id ties their logs to ours), otherwise one of our own.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
