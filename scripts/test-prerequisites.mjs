// The first step of `npm test` (and of `.ci/run`): says which of the suites' prerequisites this machine has, one line
// each, and installs Debian's Chromium, CJK fonts and PgBouncer when they are missing and this user may (root, or password-less
// sudo). When it may not, it stops at once with the one command to run, before the other stages spend minutes.
// Needs nothing from node_modules, so it runs before `npm install` too.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const MIN_NODE = [20, 19];
// The browser suite runs the headless shell, and the whole browser for a test that opens a PDF in a tab
// (e2e/tests/support/browser.ts).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const CHROMIUM_WITH_PDF_VIEWER_PATH = process.env.CHROMIUM_WITH_PDF_VIEWER_PATH ?? '/usr/bin/chromium';
const CJK_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
];
const PGBOUNCER_PATH = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';
const DEBIAN_PACKAGES = ['chromium-headless-shell', 'chromium', 'fonts-noto-cjk', 'pgbouncer'];

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

function nodeLine() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const ok = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
  return { ok, line: `node ${process.versions.node} ${ok ? '(ok)' : `(needs ${MIN_NODE.join('.')} or newer)`}` };
}

function chromiumVersion(path) {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return null;
  }
  const result = run(path, ['--version'], { timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : `${path} (did not print a version)`;
}

/** The server's pooler test (apps/server/test/pooler.test.ts) runs the app through a real PgBouncer. */
function pgbouncerVersion() {
  const result = run(PGBOUNCER_PATH, ['--version'], { timeout: 10_000 });
  return result.status === 0 ? result.stdout.split('\n')[0].trim() : null;
}

function cjkFont() {
  const file = CJK_FONT_FILES.find((path) => existsSync(path));
  if (file) return file;
  const listed = run('fc-list', [':lang=zh', 'file'], { timeout: 10_000 });
  return listed.status === 0 && listed.stdout.trim() ? listed.stdout.trim().split('\n')[0].replace(/:\s*$/, '') : null;
}

/** How this user can run apt-get: directly as root, through password-less sudo, or not at all. */
function aptRunner() {
  if (process.getuid?.() === 0) return [];
  const sudo = run('sudo', ['-n', 'true'], { timeout: 10_000 });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

function installDebianPackages(runner) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [command, ...rest] = runner.length ? [...runner, 'apt-get', ...args] : ['apt-get', ...args];
    return run(command, rest, { stdio: 'inherit', env }).status === 0;
  };
  return apt(['update']) && apt(['install', '-y', ...DEBIAN_PACKAGES]);
}

function report() {
  const node = nodeLine();
  const shell = chromiumVersion(CHROMIUM_PATH);
  const chromium = chromiumVersion(CHROMIUM_WITH_PDF_VIEWER_PATH);
  const font = cjkFont();
  const pgbouncer = pgbouncerVersion();
  console.log(`prerequisites: ${node.line}`);
  console.log(`prerequisites: chromium headless shell ${shell ?? `missing at ${CHROMIUM_PATH}`}`);
  console.log(`prerequisites: chromium ${chromium ?? `missing at ${CHROMIUM_WITH_PDF_VIEWER_PATH}`}`);
  console.log(`prerequisites: CJK fonts ${font ?? 'missing (fonts-noto-cjk)'}`);
  console.log(`prerequisites: ${pgbouncer ?? `pgbouncer missing at ${PGBOUNCER_PATH}`}`);
  return { node, shell, chromium, font, pgbouncer };
}

let found = report();
if (!found.node.ok) {
  console.error('prerequisites: install Node.js 20.19 or newer, then run the tests again.');
  process.exit(1);
}
if (!found.shell || !found.chromium || !found.font || !found.pgbouncer) {
  const runner = aptRunner();
  const command = `sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`;
  if (!runner) {
    console.error(
      `prerequisites: the browser tests need Debian's Chromium and CJK fonts, the pooler test PgBouncer. Run:\n  ${command}`,
    );
    process.exit(1);
  }
  console.log(`prerequisites: installing ${DEBIAN_PACKAGES.join(' ')} with apt-get`);
  if (!installDebianPackages(runner)) {
    console.error(`prerequisites: apt-get could not install them. Run:\n  ${command}`);
    process.exit(1);
  }
  found = report();
  if (!found.shell || !found.chromium || !found.font || !found.pgbouncer) {
    console.error(
      `prerequisites: still missing after apt-get. Are ${CHROMIUM_PATH} and ${CHROMIUM_WITH_PDF_VIEWER_PATH} Debian's?`,
    );
    process.exit(1);
  }
}
