import type { Translate } from './i18n.js';

/** How long something has waited, in the largest whole unit (minutes, hours, days). */
export function ageOf(since: string, t: Translate, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return t('age.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('age.hours', { n: hours });
  return t('age.days', { n: Math.floor(hours / 24) });
}

/** The oldest of some times, or null for none. */
export function oldest(times: string[]): string | null {
  return times.reduce<string | null>((found, time) => (found === null || time < found ? time : found), null);
}
