// `npm run bench:web`: what a phone on a slow network sees of the production start. Builds what ships (only when its
// sources changed), starts the compiled server on embedded defaults in a temporary data folder, registers a customer,
// and runs Lighthouse (mobile, simulated Slow 4G, 4× CPU slowdown) on Debian's Chromium against the home page as a
// first-time visitor lands on it, the sign-up page and the parcel list of a signed-in customer. Prints performance,
// accessibility, FCP, LCP, TBT and the bytes of JavaScript each page transferred, beside the first screen's gzipped
// JavaScript from the build (apps/web/scripts/size.mjs). A benchmark, not a test: it never fails on a score.
//   npm run bench:web [-- --runs 3 --only parcel --reports /tmp/lighthouse]
// (Lighthouse comes from npm through npx the first time; --only keeps the pages whose name contains the word,
// --reports writes each run's full Lighthouse report there, with its trace and the simulated (Lantern) timelines it
// computed its metrics from: `node scripts/lantern-lcp.mjs DIR/<run>-optimisticLargestContentfulPaint.trace.json`
// lists what the simulated LCP waited for.)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, freePort, registerCustomer, ROOT as root, startServer } from './bench-web-support.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
const argumentAfter = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const ONLY = argumentAfter('--only');
const REPORTS = argumentAfter('--reports');

async function waitForDevTools(port) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error('Chromium did not open its debugging port within 30 s');
}

function lighthouse(url, port, attempt = 1) {
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--disable-storage-reset',
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      // Written beside the working directory's report name: the trace, and with LANTERN_DEBUG the simulations.
      ...(REPORTS ? ['--save-assets'] : []),
    ],
    {
      cwd: REPORTS ?? root,
      env: REPORTS ? { ...process.env, LANTERN_DEBUG: '1' } : process.env,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    // On a busy machine Chromium now and then records no navigation in its trace (NO_NAVSTART): run it again.
    if (attempt < 3 && /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(result.stderr))
      return lighthouse(url, port, attempt + 1);
    throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  }
  const report = JSON.parse(result.stdout);
  if (REPORTS) {
    writeFileSync(join(REPORTS, `${new URL(url).hash.replace(/\W+/g, '-')}-${Date.now()}.json`), result.stdout);
  }
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-changed.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const size = spawnSync(process.execPath, [join(root, 'apps/web/scripts/size.mjs')], { encoding: 'utf8' });
const firstScreen = size.stdout.match(/first screen: ([\d.]+ KB)/)?.[1] ?? '?';

const { baseUrl, stop } = await startServer();
const profile = mkdtempSync(join(tmpdir(), 'parcelway-bench-chromium-'));
const debuggingPort = await freePort();
let chromiumProcess;
try {
  const customer = await registerCustomer(baseUrl);
  // Chromium runs on its own; Playwright attaches only to write the session into the default profile's storage,
  // which Lighthouse's tab then shares.
  chromiumProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--no-first-run',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitForDevTools(debuggingPort);
  const pages = [
    { name: 'home (first visit)', path: '/pages/index/index', signedIn: false },
    { name: 'sign-up', path: '/pages/login/sign', signedIn: false },
    { name: 'parcel list (signed in)', path: '/pages/parcel/list', signedIn: true },
  ];
  console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile defaults, median of ${RUNS} runs`);
  console.log(`first screen: ${firstScreen} gzipped JavaScript (build)\n`);
  console.log('| page | performance | accessibility | FCP ms | LCP ms | TBT ms | JS transferred KB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  /**
   * Each run starts cold, as a first visit over the network would: no HTTP cache, no service worker, no cached
   * shell; the session (when the page needs one) is the only thing kept.
   */
  async function prepare(signedIn) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
    const page = await browser.contexts()[0].newPage();
    const devTools = await page.context().newCDPSession(page);
    await devTools.send('Network.clearBrowserCache');
    await devTools.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate(
      ({ token, userInfo }) => {
        if (!token) return;
        localStorage.setItem('access_token', token);
        localStorage.setItem('user_info', JSON.stringify(userInfo));
        localStorage.setItem('lang', 'en');
        localStorage.setItem('logo_seen', '1');
        localStorage.setItem('tour_finish', '1');
      },
      signedIn ? { token: customer.access_token, userInfo: customer.user_info } : { token: '', userInfo: {} },
    );
    await page.close();
    await browser.close();
  }

  for (const entry of pages.filter((page) => !ONLY || page.name.includes(ONLY))) {
    const results = [];
    for (let run = 0; run < RUNS; run += 1) {
      await prepare(entry.signedIn);
      results.push(lighthouse(`${baseUrl}/#${entry.path}`, debuggingPort));
    }
    const pick = (key) => median(results.map((result) => result[key]));
    console.log(
      `| ${entry.name} | ${pick('performance')} | ${pick('accessibility')} | ${pick('fcp').toFixed(0)} | ${pick('lcp').toFixed(0)} | ${pick('tbt').toFixed(0)} | ${pick('scriptKb').toFixed(1)} |`,
    );
  }
} finally {
  chromiumProcess?.kill('SIGTERM');
  await stop();
  rmSync(profile, { recursive: true, force: true });
}
