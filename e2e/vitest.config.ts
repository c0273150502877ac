import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './slowest-first';

/** CI sets TEST_REPORT_DIR to collect the counts of every run in JSON beside the usual output. */
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A poll waits for what the page shows after a request; vitest's default second is too short on a busy
    // machine (a pasted address once came back after it, and CI failed on a correct page).
    expect: { poll: { timeout: 15_000 } },
    // Files side by side, each with its own server (own port and DATA_DIR) and browser: a browser test mostly waits
    // on pages and requests, so two at a time keep two cores busy. E2E_WORKERS=1 runs one file at a time.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    // The longest files first, so that the two workers finish together (slowest-first.ts).
    sequence: { sequencer: SlowestFirst },
    reporters: reportDir ? ['default', ['json', { outputFile: join(reportDir, 'e2e.json') }]] : ['default'],
  },
});
