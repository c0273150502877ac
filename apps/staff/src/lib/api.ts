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
function baseHeaders(): Record<string, string> {
  const session = readSession();
  const headers: Record<string, string> = { lang: language };
  if (session) headers.authorization = `Bearer ${session.token}`;
  return headers;
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const session = readSession();
  const headers = { ...baseHeaders(), ...extraHeaders };
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

/**
 * Opens a PDF the server makes for staff (a parcel label) in a new tab. The tab is opened at the click, before the
 * download, so a popup blocker lets it through; the file is fetched with the staff token and shown from memory.
 */
export async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(path, { headers: baseHeaders() });
    if (response.status === 401 && readSession()) endSession('expired');
    if (!response.ok) {
      const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
      throw new ApiError(response.status, envelope?.msg ?? response.statusText);
    }
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
