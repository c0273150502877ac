/** A small HTTP client of the staff API, used by the `npm run ops` command line. */
export class OpsClient {
  private token: string | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly credentials: { email: string; password: string },
  ) {}

  async request<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown): Promise<T> {
    if (!this.token) this.token = await this.login();
    return this.send<T>(method, path, payload, this.token);
  }

  private async login(): Promise<string> {
    const data = await this.send<{ access_token: string }>('POST', '/ops/login', this.credentials);
    return data.access_token;
  }

  private async send<T>(method: string, path: string, payload: unknown, token?: string): Promise<T> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        lang: 'en',
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
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
