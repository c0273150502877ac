// Benchmark of the freight calculator: every line of a route quoted for a 30-parcel consolidation,
// first in-process through the service (no HTTP), then over HTTP with autocannon. Bounded: a fixed
// number of iterations, then a fixed duration.
//   npm run bench:quote [-- --iterations 500 --seconds 10 --connections 10]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type QuoteInput, quoteInputSchema } from '@parcelway/domain';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { quote } from '../src/modules/logistics/service.js';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const iterations = Number(values.iterations);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dataDir = mkdtempSync(join(tmpdir(), 'parcelway-bench-quote-'));
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  rateLimits: {
    login: 1_000_000,
    register: 1_000_000,
    codes: 1_000_000,
    codesPerDay: 1_000_000,
    quote: 100_000_000,
    session: 1_000_000,
    coupons: 1_000_000,
    account: 1_000_000,
    tracking: 1_000_000,
    contentClicks: 1_000_000,
  },
};
const app = await buildApp(config);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

/** 30 parcels of assorted sizes from Australia to Taiwan (three lines), some of them light and bulky. */
const payload = {
  store_id: 1,
  country_id: 214,
  postcode: '100',
  declared_value: '600.00',
  insured: true,
  currency: 'TWD',
  parcels: Array.from({ length: 30 }, (_, index) => ({
    length: 20 + (index % 7) * 5,
    width: 15 + (index % 5) * 4,
    height: 8 + (index % 3) * 6,
    weight: 0.4 + (index % 9) * 0.75,
    quantity: 1,
    product_type: 'general',
    attributes: [],
  })),
};
const input: QuoteInput = quoteInputSchema.parse(payload);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

for (let warm = 0; warm < 20; warm += 1) await quote(app.ctx, input, 'en');
const timings: number[] = [];
let lines = 0;
for (let index = 0; index < iterations; index += 1) {
  const started = performance.now();
  const answer = await quote(app.ctx, input, 'en');
  timings.push(performance.now() - started);
  lines = answer.list.length + answer.unavailable.length;
}
timings.sort((a, b) => a - b);
console.log(`database: ${app.databaseKind}; 30 parcels, ${lines} lines quoted per call\n`);
console.log(
  `in-process (service, ${iterations} quotes): median ${percentile(timings, 50).toFixed(2)} ms, ` +
    `p99 ${percentile(timings, 99).toFixed(2)} ms`,
);

const result = await autocannon({
  url: `${url}/api/getQuotation`,
  method: 'POST',
  headers: { 'content-type': 'application/json', lang: 'en' },
  body: JSON.stringify(payload),
  connections,
  duration: seconds,
});
console.log(
  `HTTP POST /api/getQuotation (${connections} connections, ${seconds} s): ${result.requests.average.toFixed(0)} req/s, ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
