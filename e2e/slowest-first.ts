import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (per-file times of a clean `.ci/run` on 2026-11-28, load about 10:
 * journey-locales 194 s, waybill-payments 181 s, screens 158 s, landed-cost 132 s, staff-content 107 s). vitest orders
 * a file it has no timing for by size, and a clean clone has none: a short file that runs long, like screens.test.ts,
 * would start last and run alone at the end.
 */
export const SLOWEST_FILES = ['journey-locales', 'waybill-payments', 'screens', 'landed-cost', 'staff-content'];

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
