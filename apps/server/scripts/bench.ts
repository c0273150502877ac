// Load benchmark of the customer API: the real app on an embedded database seeded with customers,
// driven by autocannon over loopback. Bounded: a fixed duration per endpoint, then it stops.
//   npm run bench [-- --seconds 10 --connections 10 --customers 200]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    customers: { type: 'string', default: '200' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const customerCount = Number(values.customers);

const dataDir = mkdtempSync(join(tmpdir(), 'parcelway-bench-'));
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  rateLimits: {
    login: 1_000_000,
    register: 1_000_000,
    codes: 1_000_000,
    codesPerDay: 1_000_000,
    quote: 1_000_000,
    session: 1_000_000,
    coupons: 1_000_000,
    account: 1_000_000,
    tracking: 1_000_000,
    contentClicks: 1_000_000,
  },
};
const app = await buildApp(config);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

console.log(`seeding ${customerCount} customers…`);
const tokens: string[] = [];
for (let index = 0; index < customerCount; index += 1) {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      first_name: 'Bench',
      last_name: 'Customer',
      email: `bench.${index}@example.com`,
      password: 'Parcel2026',
      confirm_password: 'Parcel2026',
      store_id: [1, 2, 3, 5, 8, 9][index % 6],
      currency_id: 3,
      agree: true,
    },
  });
  tokens.push(response.json().data.access_token);
}

interface Scenario {
  name: string;
  path: string;
  authenticated: boolean;
}

const scenarios: Scenario[] = [
  { name: 'GET /healthz', path: '/healthz', authenticated: false },
  { name: 'GET /api/countryList (246 rows)', path: '/api/countryList', authenticated: false },
  {
    name: 'GET /api/transferAmount',
    path: '/api/transferAmount?baseId=3&transId=4&baseAmount=1000&type=1',
    authenticated: false,
  },
  { name: 'GET /api/getUser (token lookup + profile)', path: '/api/getUser', authenticated: true },
  { name: 'GET /api/getWarehouseAddress (logged in)', path: '/api/getWarehouseAddress', authenticated: true },
];

console.log(`${connections} connections, ${seconds} s per endpoint, database: ${app.databaseKind}\n`);
console.log(
  'endpoint'.padEnd(48),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
);
for (const scenario of scenarios) {
  let next = 0;
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    connections,
    duration: seconds,
    setupClient: (client) => {
      if (!scenario.authenticated) return;
      client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    },
  });
  console.log(
    scenario.name.padEnd(48),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(8),
  );
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });
