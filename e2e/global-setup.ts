import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './tests/support/server';

/**
 * The browser tests run what `npm start` runs: the web build and the compiled server. Each is rebuilt only when its
 * sources changed since the last build, so a run after an edit never tests a stale bundle.
 */
export default function buildWhatShips(): void {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/build-if-changed.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web app or the server failed');
}
