/**
 * A real OpenID provider on this machine (panva's oidc-provider) standing in for Google: discovery, authorization code
 * with PKCE, signed ID tokens. Its sign-in page takes any email; "unverified" leaves `email_verified` false.
 * Used by the server and browser tests; `npx tsx scripts/oidc-stand-in.ts` runs it for a demo.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const CLIENT_ID = 'parcelway-local';
const CLIENT_SECRET = 'parcelway-local-secret-0123456789';

/** The account id is what was typed at sign-in: an email, with a "unverified:" prefix for an unconfirmed one. */
function claimsOf(accountId: string) {
  const unverified = accountId.startsWith('unverified:');
  const email = unverified ? accountId.slice('unverified:'.length) : accountId;
  const [local = ''] = email.split('@');
  const [first = 'Social', last = 'Shopper'] = local.split('.');
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    sub: `sub-${accountId}`,
    email,
    email_verified: !unverified,
    given_name: title(first),
    family_name: title(last),
    name: `${title(first)} ${title(last)}`,
  };
}

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

export async function startOidcStandIn(options: { redirectUris: string[]; port?: number }): Promise<OidcStandIn> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx: KoaContextWithOIDC, id: string) => ({
      accountId: id,
      claims: async () => claimsOf(id),
    }),
    // Consent is the real provider's business; here every sign-in grants what Parcelway asks for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client?.clientId ?? CLIENT_ID;
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', async (request: IncomingMessage, response: ServerResponse) => {
    const match = request.url?.match(/^\/interaction\/([\w-]+)$/);
    if (!match) {
      callback(request, response);
      return;
    }
    try {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'POST') {
        const form = await readForm(request);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const accountId = form.get('unverified') ? `unverified:${email}` : email;
        await provider.interactionFinished(request, response, { login: { accountId } });
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><title>Local OpenID provider</title>
<h1>Sign in to the local provider</h1>
<form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label>Email <input name="email" type="email" required></label>
<label><input name="unverified" type="checkbox"> Email not verified</label>
<button type="submit">Sign in</button>
</form>`);
    } catch (error) {
      response.statusCode = 400;
      response.end(String(error));
    }
  });
  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
  const standIn = await startOidcStandIn({
    redirectUris: [`${publicUrl}/auth/socialCallback`],
    port: Number(process.env.OIDC_PORT ?? 4010),
  });
  console.log(
    `GOOGLE_ISSUER=${standIn.issuer} GOOGLE_CLIENT_ID=${standIn.clientId} GOOGLE_CLIENT_SECRET=${standIn.clientSecret}`,
  );
}
