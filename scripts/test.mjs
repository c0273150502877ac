// `npm test`: the prerequisites first (they stop at once when something is missing), then the stages side by side:
// lint, typecheck, the unit and server suites, and the build the browser suite runs on followed by that suite.
// `--postgres <url>` adds the server suite once more on PostgreSQL after the unit stage (CI does; `<url>` names a
// database the suite may connect to in order to create its own). Each stage's output is kept and printed in one block
// when it ends, so stages never interleave; every stage runs to its end, and the command fails when any of them failed.
// TEST_REPORT_DIR (CI) collects the vitest JSON reports: unit.json, e2e.json and server-postgres.json.
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function parseArguments(argv) {
  const options = { postgres: undefined, only: undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++index];
    if (flag === '--postgres') options.postgres = value();
    else if (flag === '--only') options.only = value().split(',');
    else throw new Error(`unknown option ${argv[index]} (known: --postgres <url>, --only <stage,…>)`);
  }
  return options;
}

const options = parseArguments(process.argv.slice(2));
const reportDir = process.env.TEST_REPORT_DIR;

/**
 * What runs, and what each stage waits for. The browser suite waits for the build (its server is the compiled one);
 * the server suite's PostgreSQL pass waits for the unit stage, so that two suites run at a time, not three: on two
 * cores, three side by side (each with two workers, the browser suite's with a server and a Chromium each) kept 14
 * processes runnable, stretched a test's time eightfold and timed out tests that take a second alone (CI, 2026-11-28:
 * a 0.6 s property test past its 5 s, four server tests past 30 s), for no shorter run: the cores were busy either way.
 */
const stages = [
  { name: 'lint', steps: [[npm, 'run', 'lint']] },
  { name: 'typecheck', steps: [[npm, 'run', 'typecheck']] },
  { name: 'unit', steps: [[npx, 'vitest', 'run']] },
  {
    name: 'build',
    steps: [
      [process.execPath, 'scripts/build-if-changed.mjs'],
      [npm, 'run', 'size', '-w', '@parcelway/web'],
    ],
  },
  { name: 'e2e', after: ['build'], steps: [[npm, 'test', '-w', '@parcelway/e2e']] },
];
if (options.postgres) {
  const report = reportDir
    ? ['--reporter=default', '--reporter=json', `--outputFile=${join(reportDir, 'server-postgres.json')}`]
    : [];
  stages.push({
    name: 'server-postgres',
    after: ['unit'],
    // Run whatever the unit stage's outcome: a failure there is reported by that stage, not by skipping this one.
    always: true,
    // Its JSON report comes from the flags below: without TEST_REPORT_DIR the config adds none of its own (which
    // would write unit.json, the PGlite run's file).
    env: { TEST_DATABASE_URL: options.postgres, TEST_REPORT_DIR: '' },
    steps: [[npx, 'vitest', 'run', '--project', 'server', ...report]],
  });
}
const unknown = (options.only ?? []).filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`unknown stage ${unknown.join(', ')} (stages: ${stages.map((stage) => stage.name).join(', ')})`);
  process.exit(1);
}
const selected = options.only ? stages.filter((stage) => options.only.includes(stage.name)) : stages;

const prerequisites = spawnSync(process.execPath, ['scripts/test-prerequisites.mjs'], { cwd: root, stdio: 'inherit' });
if (prerequisites.status !== 0) process.exit(prerequisites.status ?? 1);

const startedAt = Date.now();
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`;
const running = new Set();
const results = new Map();
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

/** Runs one command of a stage in its own process group (so an interrupt ends all it started); its exit code. */
function runStep(stage, [command, ...args], output) {
  return new Promise((resolveStep) => {
    output.push(`$ ${[command, ...args].join(' ')}\n`);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...colour, ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    child.stdout.setEncoding('utf8').on('data', (chunk) => output.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(`${error.message}\n`));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolveStep(code ?? (signal ? 128 : 1));
    });
  });
}

async function runStage(stage) {
  const output = [];
  const from = Date.now();
  console.log(`==> ${stage.name} started`);
  let code = 0;
  for (const step of stage.steps) {
    code = await runStep(stage, step, output);
    if (code !== 0) break;
  }
  const line = `${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds(from)}`;
  process.stdout.write(`\n${'─'.repeat(100)}\n${output.join('')}`);
  console.log(`<== ${line}\n${'─'.repeat(100)}`);
  return { code, line };
}

const finished = new Map();
function start(stage) {
  if (finished.has(stage.name)) return finished.get(stage.name);
  const promise = (async () => {
    const waitsFor = (stage.after ?? []).map((name) => selected.find((other) => other.name === name)).filter(Boolean);
    const before = await Promise.all(waitsFor.map(start));
    const failed = stage.always
      ? []
      : waitsFor.filter((_, index) => before[index].code !== 0).map((other) => other.name);
    const result =
      failed.length > 0
        ? { code: 1, line: `${stage.name}: not run (${failed.join(', ')} failed)` }
        : await runStage(stage);
    results.set(stage.name, result);
    return result;
  })();
  finished.set(stage.name, promise);
  return promise;
}

function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

await Promise.all(selected.map(start));
console.log(`\ntest stages (${seconds(startedAt)} in all):`);
for (const stage of selected) console.log(`  ${results.get(stage.name).line}`);
process.exit([...results.values()].some((result) => result.code !== 0) ? 1 : 0);
