import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** CI sets TEST_REPORT_DIR to collect the counts of every run in JSON beside the usual output. */
const reportDir = process.env.TEST_REPORT_DIR;

/**
 * Time limits are for a test that hangs, not for a slow one: CI runs the suites side by side on two cores, where a test
 * takes up to eight times what it takes alone (CI, 2026-11-28: a 0.6 s property test past vitest's 5 s default, a
 * server test that takes 4 s alone past 30 s, a page's first import through Vite's transform past 20 s).
 */
export default defineConfig({
  test: {
    // vitest's default leaves a core free (one worker on two cores); a server test waits on its database and a web
    // test on Vite's transform often enough that two workers on two cores finish sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: reportDir ? ['default', ['json', { outputFile: join(reportDir, 'unit.json') }]] : ['default'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
          // Pure rules: nothing a file changes outlives it, so a worker imports the package once for all its files
          // (44 → 12 CPU-s for the project; its tests pass in any order, `--sequence.shuffle`). The web project stays
          // isolated: 13 of its files stand in for localStorage or window, mock a module or hold i18n state.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.ts'],
          // The UI kit's modules import their stylesheets: run through Vite (its ES build), a component renders in
          // Node as it does on the page.
          server: { deps: { inline: ['antd-mobile'] } },
          // A file's first test imports its pages through Vite's transform, which takes seconds on a busy machine.
          testTimeout: 60_000,
        },
        resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
      },
      {
        // The staff console's pure helpers; its screens are tested in the browser (e2e/tests/staff-*.test.ts).
        test: {
          name: 'staff',
          include: ['apps/staff/test/**/*.test.ts'],
          env: { TZ: 'Australia/Sydney' },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          pool: 'forks',
          // A worker imports the app once for all the files it runs (about 2 s of CPU a file otherwise). Each file
          // still builds its own app on its own copy of the database; nothing a test relies on lives in a module.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
