// The parcel list's first screen in Chromium with its CPU throttled 4× (no network throttling), two web builds
// interleaved: when the list's LCP came and how much main-thread task time it took to get there. Lighthouse's
// simulated LCP moves ±200 ms between runs of one build on this machine; this compares builds by what the browser did.
//
//   npm run bench:web:cpu -- --a /tmp/dist-before --b apps/web/dist [--runs 31]
//
// Build a tree into a folder with `cd apps/web && npx vite build --outDir /tmp/dist-before`. A benchmark, not a test.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, registerCustomer, startServer } from './bench-web-support.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const builds = [option('--a'), option('--b')].map((dist) => dist && resolve(dist));
const RUNS = Number(option('--runs', '31'));
const PATH = '/pages/parcel/list';
if (builds.some((dist) => !dist)) throw new Error('name the two builds: --a DIST --b DIST');

async function startSide(webDist) {
  const { baseUrl, stop } = await startServer({ webDist });
  try {
    return { webDist, baseUrl, stop, customer: await registerCustomer(baseUrl), loads: [] };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One cold load of the page, signed in: the LCP entry's time and the main thread's task time until the list shows. */
async function load(browser, side) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${side.baseUrl}/healthz`);
    await page.evaluate(
      ({ token, userInfo }) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem('user_info', JSON.stringify(userInfo));
        localStorage.setItem('lang', 'en');
        localStorage.setItem('logo_seen', '1');
        localStorage.setItem('tour_finish', '1');
      },
      { token: side.customer.access_token, userInfo: side.customer.user_info },
    );
    const devTools = await context.newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await devTools.send('Performance.enable');
    const taskTime = async () =>
      (await devTools.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ??
      0;
    const before = await taskTime();
    // The list's own request must answer: a failed load's error block would otherwise pass for the empty list.
    const listAnswered = page.waitForResponse((answer) => answer.url().includes('/api/parcelList') && answer.ok());
    await page.goto(`${side.baseUrl}/#${PATH}`);
    await listAnswered;
    // The new customer's list is empty: its empty state is the LCP (a card, were there parcels).
    await page.locator('.parcels-page .adm-error-block, .parcels-page li.parcel-card').first().waitFor();
    const lcp = await page.evaluate(
      () =>
        new Promise((done, fail) => {
          setTimeout(() => fail(new Error('no largest-contentful-paint entry within 10 s')), 10_000);
          new PerformanceObserver((list) => done(list.getEntries().at(-1).startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    side.loads.push({ lcp, task: ((await taskTime()) - before) * 1000 });
  } finally {
    await context.close();
  }
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const standardError = (values) =>
  Math.sqrt(values.reduce((sum, value) => sum + (value - mean(values)) ** 2, 0) / (values.length - 1) / values.length);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const sides = [];
let browser;
try {
  for (const dist of builds) sides.push(await startSide(dist));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  // Each round alternates which build loads first.
  for (let run = 0; run < RUNS; run += 1)
    for (const side of run % 2 ? [...sides].reverse() : sides) await load(browser, side);
  console.log(`\n${PATH}, CPU 4× slower, ${RUNS} cold loads each, interleaved\n`);
  console.log('| build | LCP mean ± s.e. ms | LCP median ms | task time mean ± s.e. ms |');
  console.log('|---|---:|---:|---:|');
  for (const [index, side] of sides.entries()) {
    const lcps = side.loads.map((entry) => entry.lcp);
    const tasks = side.loads.map((entry) => entry.task);
    console.log(
      `| ${index === 0 ? 'a' : 'b'}: ${side.webDist} | ${mean(lcps).toFixed(0)} ± ${standardError(lcps).toFixed(0)} | ${median(lcps).toFixed(0)} | ${mean(tasks).toFixed(0)} ± ${standardError(tasks).toFixed(0)} |`,
    );
  }
} finally {
  await browser?.close();
  for (const side of sides) await side.stop();
}
