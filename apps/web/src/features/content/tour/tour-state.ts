import { api } from '../../../lib/api-client';
import { readText, remove, STORAGE_KEYS, writeText } from '../../../lib/storage';

/** The parts of Home the tour points at, in order; Home marks each with `data-tour`. `welcome` points at none. */
export const TOUR_STEPS = ['welcome', 'estimate', 'track', 'counts', 'help'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/** Whether the tour already ran on this device for this session (SPEC §3 `tour_finish`). */
export function tourFinished(): boolean {
  return readText(STORAGE_KEYS.tourFinish) !== null;
}

/** Finished or skipped: it does not run again, and the step goes to the customer's operate log. */
export function finishTour(): void {
  writeText(STORAGE_KEYS.tourFinish, '1');
  void api
    .post('/api/saveOperateLog', { code: 'tour_finish', content: 'home' }, { silent: true, background: true })
    .catch(() => undefined);
}

/** The help centre's "take the tour again": Home runs it once more. */
export function replayTour(): void {
  remove(STORAGE_KEYS.tourFinish);
}
