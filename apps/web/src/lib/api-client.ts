import type { Session } from '@parcelway/domain';
import i18next from 'i18next';
import { captchaHeaders } from './captcha';
import { clearToast, showLoadingToast, showToast } from './feedback';
import { currentLanguage, translateMessage } from './i18n';
import { queryClient } from './query-client';
import { PATHS } from './routes-paths';
import { clearSession, readText, STORAGE_KEYS, writeText } from './storage';

/**
 * The one HTTP client (SPEC §7): JSON, `source: h5`, bearer token, 60 s timeout, token refresh on 401.
 *
 * How a feature speaks through it: `features/<feature>/api/` holds a file per endpoint (or per pair that is one thing,
 * such as a list and its detail), and each endpoint has
 * - a fetcher, `getThing(input): Promise<Thing>` (or `saveThing`, `cancelThing`…), that calls `api` and answers
 *   `.data`: the only place its path and request options (silent, background, headers) are written;
 * - for a query, its key from the feature's `api/<feature>-keys.ts` (with `currentLanguage()` in it when the server
 *   translates the answer), and `thingQueryOptions(input)` where a query is also run outside its hook;
 * - the hook, `useThing`, that runs the fetcher in useQuery / useInfiniteQuery / useMutation; a mutation refreshes
 *   what it changed through those keys.
 * Answer types sit in `api/types.ts` or beside their endpoint. Components and pages use the hooks (a fetcher for a
 * one-off call in an event handler), never `api` itself.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
export const LOADING_DELAY_MS = 800;

export interface ApiBody<T> {
  code: number;
  msg: string;
  data: T;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Do not toast failures: the caller shows them (a form beside its fields, for instance). */
  silent?: boolean;
  /** Do not show the loading indicator. */
  background?: boolean;
  /** Extra request headers (an Idempotency-Key on payment POSTs). */
  headers?: Record<string, string>;
  /**
   * A captcha token goes with the request when a captcha is configured: `always` (sign-up, sending codes) asks the
   * customer first; `when-asked` (sign-in) sends without and asks only when the server answers that it needs one.
   */
  captcha?: 'always' | 'when-asked';
  /**
   * The caller no longer wants the answer (a list query whose tab the customer has left): the request is dropped and
   * nothing is shown for it. Queries pass the one TanStack Query gives their queryFn.
   */
  signal?: AbortSignal | undefined;
}

let refreshing: Promise<string> | null = null;
let pendingVisible = 0;
let loadingToastShown = false;

function showLoadingAfterDelay(): () => void {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    pendingVisible += 1;
    if (!loadingToastShown) {
      loadingToastShown = true;
      showLoadingToast(i18next.t('common:loading'));
    }
  }, LOADING_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (!shown) return;
    pendingVisible -= 1;
    if (pendingVisible === 0 && loadingToastShown) {
      loadingToastShown = false;
      clearToast();
    }
  };
}

function networkErrorMessage(): string {
  return translateMessage('error.network');
}

async function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { ...options.headers, source: 'h5', lang: currentLanguage() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: abortedByEither(AbortSignal.timeout(REQUEST_TIMEOUT_MS), options.signal),
  });
}

/** Aborts when the timeout does or when the caller gives up (AbortSignal.any is missing on iOS before 17.4). */
function abortedByEither(timeout: AbortSignal, caller: AbortSignal | undefined): AbortSignal {
  if (!caller) return timeout;
  const either = new AbortController();
  for (const signal of [caller, timeout]) {
    if (signal.aborted) either.abort(signal.reason);
    else signal.addEventListener('abort', () => either.abort(signal.reason), { once: true });
  }
  return either.signal;
}

/** One refresh at a time: every request that met a 401 waits for it and replays with the new token. */
function refreshToken(expiredToken: string): Promise<string> {
  refreshing ??= (async () => {
    try {
      const response = await send('POST', '/auth/checkAccessToken', { body: { access_token: expiredToken } }, null);
      const body = (await response.json().catch(() => null)) as ApiBody<Session> | null;
      if (response.status !== 200 || !body?.data?.access_token) throw new ApiError(401, body?.msg ?? 'refresh failed');
      writeText(STORAGE_KEYS.accessToken, body.data.access_token);
      return body.data.access_token;
    } catch (error) {
      endSessionAndGoToLogin();
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Ends the session on this device — its storage and every cached answer (parcel keys carry no user id) — and opens sign-in. */
export function endSessionAndGoToLogin(): void {
  clearSession();
  queryClient.clear();
  window.location.hash = `#${PATHS.emailLogin}`;
}

async function readBody<T>(response: Response): Promise<ApiBody<T> | null> {
  return (await response.json().catch(() => null)) as ApiBody<T> | null;
}

/** What one attempt at a call answered: the HTTP status and the parsed body. */
export interface Answer<T> {
  status: number;
  body: ApiBody<T> | null;
}

/**
 * Sends a call with the session's token and turns its answer into data or an ApiError: a 401 refreshes
 * the token once (or takes the one another call just got) and sends again; any other failure shows the
 * server's msg (SPEC §7) unless `silent`. Every call goes through here — JSON requests and uploads alike.
 */
export async function callWithSession<T>(
  attempt: (token: string | null) => Promise<Answer<T>>,
  options: { silent?: boolean; signal?: AbortSignal | undefined } = {},
): Promise<ApiBody<T>> {
  const token = readText(STORAGE_KEYS.accessToken);
  let answer: Answer<T>;
  try {
    answer = await attempt(refreshing ? await refreshing : token);
    if (answer.status === 401 && token) {
      // Another request may already have swapped the token: replay with that one, never refresh twice.
      const stored = readText(STORAGE_KEYS.accessToken);
      const fresh = stored && stored !== token ? stored : await refreshToken(token);
      answer = await attempt(fresh);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) throw error;
    if (options.signal?.aborted) throw error;
    if (!options.silent) showToast(networkErrorMessage());
    throw new ApiError(0, networkErrorMessage());
  }
  // Given up while the body was still arriving (it then reads as no body): not a failure to show either.
  if (options.signal?.aborted) throw options.signal.reason;
  if (answer.status === 200 && answer.body) return answer.body;
  const message = answer.body?.msg || networkErrorMessage();
  if (!options.silent) showToast(message);
  throw new ApiError(answer.status, message, answer.body?.errors ?? {}, answer.body?.data);
}

/** Whether the server refused a request for want of a good captcha token (`data.captcha`). */
export function needsCaptcha(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && (error.data as { captcha?: unknown })?.captcha === true;
}

export async function request<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiBody<T>> {
  if (options.captcha === 'always') {
    const headers = { ...options.headers, ...(await captchaHeaders()) };
    return requestOnce(method, path, { ...options, headers });
  }
  if (options.captcha === 'when-asked') {
    try {
      return await requestOnce<T>(method, path, { ...options, silent: true });
    } catch (error) {
      if (!needsCaptcha(error)) {
        if (!options.silent && !options.signal?.aborted) showToast((error as Error).message);
        throw error;
      }
      const headers = { ...options.headers, ...(await captchaHeaders()) };
      return requestOnce(method, path, { ...options, headers });
    }
  }
  return requestOnce(method, path, options);
}

async function requestOnce<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: RequestOptions,
): Promise<ApiBody<T>> {
  const stopLoading = options.background ? () => {} : showLoadingAfterDelay();
  try {
    return await callWithSession<T>(async (token) => {
      const response = await send(method, path, options, token);
      return { status: response.status, body: await readBody<T>(response) };
    }, options);
  } finally {
    stopLoading();
  }
}

/** A file the server answered instead of JSON, and the name it suggested. */
export interface Download {
  blob: Blob;
  filename: string;
}

function suggestedName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * A GET whose success is a file (a data export): the same session, refresh and error handling as every call, but a
 * 200 answers the bytes; a failure still answers the JSON envelope with its `msg`.
 */
export async function download(path: string, options: RequestOptions = {}): Promise<Download> {
  const stopLoading = options.background ? () => {} : showLoadingAfterDelay();
  try {
    const fallback = path.split('/').pop() ?? 'download';
    const body = await callWithSession<Download>(async (token) => {
      const response = await send('GET', path, options, token);
      if (response.status !== 200) return { status: response.status, body: await readBody<Download>(response) };
      const file = { blob: await response.blob(), filename: suggestedName(response, fallback) };
      return { status: 200, body: { code: 200, msg: 'ok', data: file } };
    }, options);
    return body.data;
  } finally {
    stopLoading();
  }
}

/** Where a list endpoint's page sits in the whole list. */
export interface PageInfo {
  page: number;
  perPage: number;
  total: number;
}

/** The page after `last`, or undefined after the last one: every infinite list's getNextPageParam. */
export function nextPageAfter(last: PageInfo): number | undefined {
  return last.page * last.perPage < last.total ? last.page + 1 : undefined;
}

/** Which page of a list that follows cursors to ask for: its number, and after which id (the last row shown). */
export interface PageParam {
  page: number;
  cursor?: number;
}

export const FIRST_PAGE: PageParam = { page: 1 };

/**
 * The page after `last` of a list that answers `next_cursor` (parcels, waybills): after that id, so the server reads
 * only the next page's rows however far the customer has scrolled; by number when the answer has no cursor.
 */
export function nextCursorPageAfter(last: PageInfo & { next_cursor?: number | null }): PageParam | undefined {
  if (last.next_cursor === null) return undefined;
  if (last.next_cursor !== undefined) return { page: last.page + 1, cursor: last.next_cursor };
  const page = nextPageAfter(last);
  return page === undefined ? undefined : { page };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  download: (path: string, options?: RequestOptions) => download(path, options),
};
