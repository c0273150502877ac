// What the phone-page benchmarks (bench-web.mjs, bench-web-cpu.mjs) share: a free port (bench-start.mjs's too), the
// compiled server started on embedded defaults in a temporary data folder, and a customer registered through the API.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${baseUrl}/healthz`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the server at ${baseUrl} did not start within 180 s`);
}

/**
 * The compiled server on its embedded defaults (no outside database, mailbox or sandbox money), serving the web build
 * in `webDist` (the repository's own by default). `stop()` ends it and removes its data folder.
 */
export async function startServer({ webDist } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelway-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'DEV_MAILBOX', 'PAYMENTS_SANDBOX']) delete env[name];
  if (webDist) env.WEB_DIST = webDist;
  // With the flags `npm start` gives it (package.json), so the pages are measured against the server as it runs.
  const nodeFlags = ['--enable-source-maps', '--max-semi-space-size=64'];
  const server = spawn(process.execPath, [...nodeFlags, join(ROOT, 'apps/server/dist/main.js')], {
    env,
    stdio: 'inherit',
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** A new customer of the Australian warehouse, signed in: the registration answer's `data` (token and user info). */
export async function registerCustomer(baseUrl) {
  const password = 'Parcel2026';
  const answer = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({
      first_name: 'Mei',
      last_name: 'Lin',
      email: `bench.web.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      password,
      confirm_password: password,
      store_id: 1,
      currency_id: 3,
      agree: true,
    }),
  });
  const body = await answer.json();
  if (!answer.ok) throw new Error(`registration answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.data;
}
