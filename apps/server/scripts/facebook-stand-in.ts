/**
 * Facebook's OAuth 2.0 endpoints on this machine, shaped as Facebook's are: the login dialog (`/dialog/oauth`), the
 * token endpoint (`/oauth/access_token`, form POST answered with `{ access_token, token_type, expires_in }`) and the
 * Graph API's `/me?fields=id,first_name,last_name,email`. It checks what Parcelway must send: the client secret, the
 * redirect URI, single-use codes and PKCE (S256). Its sign-in page takes any email. Used by the server tests;
 * `npx tsx scripts/facebook-stand-in.ts` runs it for a demo and prints the FACEBOOK_* settings.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface FacebookStandIn {
  appId: string;
  appSecret: string;
  authorizationUrl: string;
  graphUrl: string;
  close(): Promise<void>;
}

const APP_ID = 'parcelway-local-facebook';
const APP_SECRET = 'parcelway-local-facebook-secret-0123';

interface Pending {
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const token = () => randomBytes(18).toString('base64url');

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

/** The profile Facebook would answer for a person who typed this email: names from its local part. */
function profileOf(email: string) {
  const [local = ''] = email.split('@');
  const [first = 'Social', last = 'Shopper'] = local.split('.');
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    id: createHash('sha256').update(email).digest('hex').slice(0, 16),
    first_name: title(first),
    last_name: title(last),
    email,
  };
}

export async function startFacebookStandIn(options: {
  redirectUris: string[];
  port?: number;
}): Promise<FacebookStandIn> {
  const interactions = new Map<string, Pending>();
  const codes = new Map<string, Pending & { email: string }>();
  const accessTokens = new Map<string, string>();
  const json = (status: number, body: unknown) => ({ status, body });

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = ({ status, body }: { status: number; body: unknown }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const oauthError = (message: string) => json(400, { error: { message, type: 'OAuthException', code: 100 } });

    if (request.method === 'GET' && url.pathname === '/dialog/oauth') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const ok =
        url.searchParams.get('client_id') === APP_ID &&
        options.redirectUris.includes(redirectUri) &&
        url.searchParams.get('response_type') === 'code' &&
        url.searchParams.get('code_challenge_method') === 'S256' &&
        url.searchParams.get('code_challenge');
      if (!ok) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid login dialog request');
        return;
      }
      const uid = token();
      interactions.set(uid, {
        redirectUri,
        state: url.searchParams.get('state') ?? '',
        codeChallenge: url.searchParams.get('code_challenge') ?? '',
      });
      response.writeHead(302, { location: `/interaction/${uid}` }).end();
      return;
    }

    const interaction = url.pathname.match(/^\/interaction\/([\w-]+)$/);
    if (interaction) {
      const uid = interaction[1] ?? '';
      const pending = interactions.get(uid);
      if (!pending) {
        response.writeHead(404).end();
        return;
      }
      if (request.method === 'POST') {
        const email = ((await readForm(request)).get('email') ?? '').trim().toLowerCase();
        interactions.delete(uid);
        const code = token();
        codes.set(code, { ...pending, email });
        const back = new URL(pending.redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', pending.state);
        response.writeHead(302, { location: back.href }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Local Facebook</title>
<h1>Log in to the local Facebook</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input name="email" type="email" required></label>
<button type="submit">Log in</button>
</form>`);
      return;
    }

    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      const form = await readForm(request);
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (form.get('client_id') !== APP_ID || form.get('client_secret') !== APP_SECRET) {
        send(oauthError('Error validating client secret.'));
      } else if (!issued || issued.redirectUri !== form.get('redirect_uri') || issued.codeChallenge !== challenge) {
        send(oauthError('This authorization code has been used, expired or does not match.'));
      } else {
        const accessToken = token();
        accessTokens.set(accessToken, issued.email);
        send(json(200, { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 }));
      }
      return;
    }

    if (request.method === 'GET' && url.pathname === '/me') {
      const bearer = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
      const email = bearer ? accessTokens.get(bearer) : undefined;
      if (!email)
        send(json(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }));
      else send(json(200, profileOf(email)));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    appId: APP_ID,
    appSecret: APP_SECRET,
    authorizationUrl: `${origin}/dialog/oauth`,
    graphUrl: origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
  const standIn = await startFacebookStandIn({
    redirectUris: [`${publicUrl}/auth/socialCallback`],
    port: Number(process.env.FACEBOOK_PORT ?? 4011),
  });
  console.log(
    `FACEBOOK_APP_ID=${standIn.appId} FACEBOOK_APP_SECRET=${standIn.appSecret} ` +
      `FACEBOOK_AUTHORIZATION_URL=${standIn.authorizationUrl} FACEBOOK_GRAPH_URL=${standIn.graphUrl}`,
  );
}
