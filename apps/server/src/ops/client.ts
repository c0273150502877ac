import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

/** A small HTTP client of the staff API, used by the `npm run ops` command line. */
export class OpsClient {
  private token: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly credentials: { email: string; password: string },
  ) {}

  async request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    if (!this.token) this.token = await this.login();
    return this.send<T>(method, path, payload, this.token, headers);
  }

  /** Uploads a file from disk through /ops/upload; answers its id and link. */
  async upload(path: string, purpose = 'parcel_photo'): Promise<{ id: string; url: string }> {
    if (!this.token) this.token = await this.login();
    const bytes = await readFile(path).catch(() => {
      throw new OpsError(`Cannot read ${path}`);
    });
    const form = new FormData();
    form.append('file', new Blob([bytes]), basename(path));
    return this.send('POST', `/ops/upload?purpose=${encodeURIComponent(purpose)}`, form, this.token);
  }

  private async login(): Promise<string> {
    const data = await this.send<{ access_token: string }>('POST', '/ops/login', this.credentials);
    return data.access_token;
  }

  private async send<T>(
    method: string,
    path: string,
    payload: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const isForm = payload instanceof FormData;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        lang: 'en',
        ...(payload !== undefined && !isForm && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: payload === undefined ? undefined : isForm ? payload : JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as {
      msg?: string;
      data?: T;
      errors?: Record<string, string>;
    };
    if (!response.ok) {
      const details = body.errors
        ? ` (${Object.entries(body.errors)
            .map(([field, message]) => `${field}: ${message}`)
            .join('; ')})`
        : '';
      throw new OpsError(`${response.status} ${body.msg ?? response.statusText}${details}`);
    }
    return body.data as T;
  }
}

export class OpsError extends Error {}

/** What went wrong, as one line for the person at the terminal (the usage list is the only longer answer). */
export function describeFailure(error: unknown, opsUrl: string): string {
  if (error instanceof OpsError) return error.message;
  // fetch() throws "fetch failed" with the network's reason as its cause (ECONNREFUSED, ENOTFOUND, bad port).
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const cause = error.cause as { code?: string; message?: string } | undefined;
    const reason = cause?.code ?? cause?.message ?? 'no answer';
    return `Cannot reach the server at ${opsUrl} (${reason}); is it running, and is OPS_URL right?`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
