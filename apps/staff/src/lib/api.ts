import { endSession, readSession } from './session.js';

/** An answer other than 200 from the server: its status and its translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

let language = 'en';
/** The language the server answers messages in (its `lang` header: en, cn or tw). */
export function setApiLanguage(value: string): void {
  language = value;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  errors?: Record<string, string>;
}

/**
 * One call to the server with the staff token. A 401 ends the session (expired, or the account was switched off)
 * and the console goes back to sign-in.
 */
export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const session = readSession();
  const headers: Record<string, string> = { lang: language };
  if (session) headers.authorization = `Bearer ${session.token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401 && session) endSession('expired');
  if (!response.ok || !envelope) {
    throw new ApiError(response.status, envelope?.msg ?? response.statusText, envelope?.errors ?? {});
  }
  return envelope.data;
}

export const get = <T>(path: string) => request<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => request<T>('POST', path, body);
