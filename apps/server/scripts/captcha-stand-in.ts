/**
 * A captcha provider on this machine for tests and demos, speaking what Turnstile, hCaptcha and reCAPTCHA share:
 * - `GET /widget.js`: a tiny widget script defining `turnstile`, `hcaptcha` and `grecaptcha` with
 *   `render(element, { sitekey, callback })`; it draws two buttons, "I am human" (a token the stand-in accepts) and
 *   "Act as a bot" (a token it refuses);
 * - `GET /plausible.js`: an empty analytics script (the consent test's);
 * - `POST /siteverify`: the form (secret, response, remoteip) answered with JSON `{ success }`; a token is good once.
 * Run `npx tsx scripts/captcha-stand-in.ts` for a demo; it prints the CAPTCHA_* settings to use.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface CaptchaStandIn {
  /** Origin of the stand-in, e.g. http://127.0.0.1:40123 */
  origin: string;
  siteKey: string;
  secret: string;
  verifyUrl: string;
  scriptUrl: string;
  /** Every siteverify form received, oldest first. */
  seen: URLSearchParams[];
  /** A token the stand-in will accept once (what "I am human" gives). */
  passToken(): string;
  close(): Promise<void>;
}

const PASS_PREFIX = 'standin-pass-';

const WIDGET = `(() => {
  const render = (element, options) => {
    const host = typeof element === 'string' ? document.getElementById(element) : element;
    const token = (kind) => '${PASS_PREFIX}'.replace('pass', kind) + Math.random().toString(36).slice(2) + Date.now();
    const button = (label, kind) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.addEventListener('click', () => options.callback(token(kind)));
      return b;
    };
    host.append(button('I am human', 'pass'), button('Act as a bot', 'fail'));
    host.dataset.captchaStandIn = options.sitekey;
    return 'stand-in';
  };
  const api = { render, reset: () => {}, remove: () => {} };
  window.turnstile = api;
  window.hcaptcha = api;
  window.grecaptcha = api;
})();
`;

export async function startCaptchaStandIn(options: { port?: number; secret?: string } = {}): Promise<CaptchaStandIn> {
  const secret = options.secret ?? 'captcha-stand-in-secret';
  const siteKey = 'captcha-stand-in-site-key';
  const used = new Set<string>();
  const seen: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method === 'GET' && path === '/widget.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(WIDGET);
      return;
    }
    if (request.method === 'GET' && path === '/plausible.js') {
      // An analytics script for the consent test: it only says it ran.
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end('window.analyticsStandInLoaded = true;\n');
      return;
    }
    if (request.method === 'POST' && path === '/siteverify') {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        text += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(text);
        seen.push(form);
        const token = form.get('response') ?? '';
        const success = form.get('secret') === secret && token.startsWith(PASS_PREFIX) && !used.has(token);
        if (success) used.add(token);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success, ...(!success && { 'error-codes': ['invalid-input-response'] }) }));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    siteKey,
    secret,
    verifyUrl: `${origin}/siteverify`,
    scriptUrl: `${origin}/widget.js`,
    seen,
    passToken: () => `${PASS_PREFIX}${randomBytes(8).toString('hex')}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standIn = await startCaptchaStandIn({ port: Number(process.env.PORT ?? 4010) });
  console.log(
    `CAPTCHA_PROVIDER=turnstile CAPTCHA_SITE_KEY=${standIn.siteKey} CAPTCHA_SECRET=${standIn.secret} ` +
      `CAPTCHA_VERIFY_URL=${standIn.verifyUrl} CAPTCHA_SCRIPT_URL=${standIn.scriptUrl}`,
  );
}
