import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../src/config/web-inline-scripts.js';
import { loadConfig } from '../src/config.js';
import { registerSecurityHeaders, securityHeadersFor } from '../src/http/security-headers.js';
import { contentSecurityDirectives } from '../src/modules/third-party/csp.js';
import { createTestApp } from './support/app.js';

// Helmet's headers are worked out once at start (issue 24): every response must still carry all of them, the API's,
// a 404's and an error's alike, and a policy that would differ per request must be refused rather than frozen.
describe('security headers worked out once', () => {
  it('are on every answer of the app: a read, a 404 and a refused request', async () => {
    const t = await createTestApp();
    try {
      for (const url of ['/api/countryList', '/api/no-such-endpoint', '/api/getUser']) {
        const answer = await t.app.inject({ url });
        expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
        expect(answer.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
        expect(answer.headers).toMatchObject({
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'referrer-policy': 'no-referrer',
          'cross-origin-opener-policy': 'same-origin',
        });
      }
    } finally {
      await t.app.close();
    }
  });

  it("are helmet's own for the app's policy", () => {
    const headers = securityHeadersFor({
      contentSecurityPolicy: {
        directives: contentSecurityDirectives(loadConfig({ DATA_DIR: 'memory://', APP_SECRET: 'x'.repeat(40) })),
      },
    });
    expect(Object.keys(headers.set).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(headers.remove).toEqual(['x-powered-by']);
  });

  it('refuses a policy that depends on the request (a nonce) instead of sending one frozen value', () => {
    const app = Fastify();
    expect(() =>
      registerSecurityHeaders(app, {
        contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/depends on the request/);
  });

  it("allows the built web app's inline scripts by their hashes, and no other inline script", async () => {
    const launch = "(function () { document.head.appendChild(document.createElement('link')); })();";
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(
      inlineScriptSources(
        `<title>x</title><script>${launch}</script><script type="module" src="./assets/index.js"></script><script async src="./a.js"></script>`,
      ),
    ).toEqual([hashOf(launch)]);

    const webDist = mkdtempSync(join(tmpdir(), 'parcelway-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), `<!doctype html><title>Parcelway</title><script>${launch}</script>`);
    const t = await createTestApp({
      config: { webInlineScripts: loadConfig({ DATA_DIR: 'memory://', WEB_DIST: webDist }).webInlineScripts },
    });
    try {
      const policy = String((await t.app.inject({ url: '/api/countryList' })).headers['content-security-policy']);
      const scriptSources = policy.split(';').find((directive) => directive.startsWith('script-src '));
      expect(scriptSources).toBe(`script-src 'self' ${hashOf(launch)}`);
    } finally {
      await t.app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
    // Before the web app is built there is no page, and no inline script to allow.
    expect(loadConfig({ DATA_DIR: 'memory://', WEB_DIST: join(webDist, 'missing') }).webInlineScripts).toEqual([]);
  });
});
