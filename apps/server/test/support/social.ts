import type { FastifyInstance } from 'fastify';
import { type OidcStandIn, startOidcStandIn } from '../../scripts/oidc-stand-in.js';

/** Where the test app (PUBLIC_URL unset) tells providers to send the browser back. */
export const CALLBACK_URL = 'http://localhost:3000/auth/socialCallback';

export function startLocalProvider(): Promise<OidcStandIn> {
  return startOidcStandIn({ redirectUris: [CALLBACK_URL] });
}

/** A browser's cookies for one site, enough to walk through the provider's sign-in. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface StartedFlow {
  url: string;
  /** The value of the cookie the redirect set, which the callback must be sent with. */
  browserCookie: string;
}

export async function startGoogleFlow(app: FastifyInstance, headers: Record<string, string> = {}, intent?: 'bind') {
  const response = await app.inject({ url: `/auth/googleRedirect${intent ? `?intent=${intent}` : ''}`, headers });
  if (response.statusCode !== 200) throw new Error(`googleRedirect answered ${response.body}`);
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { url: response.json().data.url as string, browserCookie: cookie } satisfies StartedFlow;
}

/** Signs in at the provider as a person typing this email; answers the callback path (with code and state). */
export async function signInAtProvider(authorizationUrl: string, email: string, unverified = false): Promise<string> {
  const jar = new CookieJar();
  let next = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      ...(form && { body: form.toString() }),
    });
    jar.take(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location?.startsWith(CALLBACK_URL)) return location.slice('http://localhost:3000'.length);
    if (location) {
      next = new URL(location, next);
      continue;
    }
    if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
      form = new URLSearchParams({ email, ...(unverified && { unverified: 'on' }) });
      continue;
    }
    throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
  }
  throw new Error('too many redirects at the provider');
}

/** The provider's answer delivered to the app, as the browser would (with the flow's cookie); answers the Location. */
export async function deliverCallback(app: FastifyInstance, callbackPath: string, browserCookie: string) {
  const response = await app.inject({ url: callbackPath, headers: { cookie: browserCookie } });
  if (response.statusCode !== 303) throw new Error(`socialCallback answered ${response.statusCode}: ${response.body}`);
  return String(response.headers.location);
}

export function ticketOf(location: string): string {
  const ticket = new URLSearchParams(location.split('?')[1] ?? '').get('ticket');
  if (!ticket) throw new Error(`no ticket in ${location}`);
  return ticket;
}

/** The whole round trip to a socialPage ticket. */
export async function socialTicket(app: FastifyInstance, email: string, unverified = false): Promise<string> {
  const flow = await startGoogleFlow(app);
  const callback = await signInAtProvider(flow.url, email, unverified);
  return ticketOf(await deliverCallback(app, callback, flow.browserCookie));
}
