import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (the JSON report of a full run on 2026-11-28: journey-locales
 * 163 s, waybill-payments 154 s, landed-cost 96 s, staff-content 80 s, parcels 76 s at load 12; screens.test.ts, 343 s
 * then, is 79 s alone since axe runs once in the page). vitest orders a file it has no timing for by size, and a clean
 * clone has none: screens.test.ts, a short file that then visited every screen twice for minutes, started last and ran
 * alone for its last five minutes.
 */
export const SLOWEST_FILES = [
  'journey-locales',
  'waybill-payments',
  'landed-cost',
  'staff-content',
  'parcels',
  'screens',
];

/** vitest's order (failed first, then by the last run's duration or by size), with the slowest files ahead of it. */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FILES.indexOf(basename(file.moduleId, '.test.ts'));
      return index === -1 ? SLOWEST_FILES.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, position) => ({ file, position }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
      .map(({ file }) => file);
  }
}
