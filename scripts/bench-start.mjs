// `npm run bench:start [-- --runs N]`: what one start of the compiled server costs, the way `npm start` and every
// browser test's server start. Builds when the sources changed, makes one data folder by a first start (the empty
// database unpacked, migrated, seeded), then starts the server N times on fresh copies of that folder (a restart's
// work: open, migrate check, seed, build the app) and prints each start's CPU seconds up to the moment /healthz
// answers (user + system from /proc, so Linux only) and their median. Compare two builds back to back: a machine's
// speed moves between runs.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT as root } from './bench-web-support.mjs';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 7;
const TICKS_PER_SECOND = 100;

function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** `npm start`'s environment: nothing from the caller's may point the server at a database, Redis or SMTP. */
const embeddedDefaults = { ...process.env };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_BUCKET', 'INBOUND_SMTP_PORT', 'NODE_ENV'])
  delete embeddedDefaults[name];

/** Starts the compiled server on `dataDir`; its CPU seconds when /healthz first answers 200. */
async function start(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...embeddedDefaults, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  try {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return cpuSeconds(child.pid);
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await new Promise((wait) => setTimeout(wait, 20));
    }
    throw new Error('the server did not answer /healthz within 60 s');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const work = mkdtempSync(join(tmpdir(), 'parcelway-bench-start-'));
try {
  const prepared = join(work, 'prepared');
  const first = await start(prepared);
  console.log(`first start (empty folder): ${first.toFixed(2)} CPU-s`);
  const seconds = [];
  for (let run = 1; run <= runs; run += 1) {
    const dataDir = join(work, `run-${run}`);
    cpSync(join(prepared, 'db'), join(dataDir, 'db'), { recursive: true });
    seconds.push(await start(dataDir));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  console.log(`restarts: ${seconds.map((value) => value.toFixed(2)).join(' ')} CPU-s`);
  console.log(`median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} CPU-s over ${runs} starts`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
