import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { newDataDir, repoRoot, ServerProcess } from './tests/support/server';

/**
 * The browser tests run what `npm start` runs: the web build and the compiled server. Each is rebuilt only when its
 * sources changed since the last build, so a run after an edit never tests a stale bundle.
 */
export default async function buildWhatShips(project: TestProject): Promise<() => void> {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/build-if-changed.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web app or the server failed');
  // One first start (the build's dump unpacked, migrated, seeded) whose database every server of the run copies.
  const prepared = newDataDir({ firstStart: true });
  const removePrepared = () => rmSync(prepared, { recursive: true, force: true });
  try {
    const server = await ServerProcess.start({ dataDir: prepared });
    await server.stop();
  } catch (error) {
    removePrepared();
    throw error;
  }
  project.provide('preparedDataDir', prepared);
  return removePrepared;
}
