// Builds the web app, the staff console and the server only when their sources changed since the last build, so `npm start`
// after the first start goes straight to a plain `node` process. A build records a hash of its inputs in
// its output folder; the same inputs skip the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const TARGETS = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/build-plugins',
      'apps/web/package.json',
      'packages/domain/src',
      'packages/domain/package.json',
    ],
    output: 'apps/web/dist',
    command: ['run', 'build', '-w', '@parcelway/web'],
  },
  staff: {
    inputs: [
      'apps/staff/src',
      'apps/staff/index.html',
      'apps/staff/vite.config.ts',
      'apps/staff/package.json',
      'packages/domain/src',
      'packages/domain/package.json',
    ],
    output: 'apps/staff/dist',
    command: ['run', 'build', '-w', '@parcelway/staff'],
  },
  server: {
    inputs: [
      'apps/server/src',
      'apps/server/scripts/build.mjs',
      'apps/server/drizzle',
      'package-lock.json',
      'apps/server/package.json',
      'packages/domain/src',
      'packages/domain/package.json',
    ],
    output: 'apps/server/dist',
    command: ['run', 'build', '-w', '@parcelway/server'],
  },
};

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(join(root, input))).sort();
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(TARGETS);
for (const name of names) {
  const target = TARGETS[name];
  if (!target) throw new Error(`unknown build target ${name}`);
  const stamp = join(root, target.output, '.source-hash');
  const hash = hashOf(target.inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) continue;
  // A production build whoever calls it (vitest's global setup runs with NODE_ENV=test, which would bundle React's
  // development runtime).
  const result = spawnSync(npm, target.command, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${hash}\n`);
}
