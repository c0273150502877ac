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

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` input's text as the moment it names in the editor's time zone, or undefined when empty. */
export function isoOf(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const moment = new Date(local);
  // Text no browser input gives stays as typed, for the schema to refuse with its sentence (never a RangeError).
  return Number.isNaN(moment.getTime()) ? local : moment.toISOString();
}

/** A moment as a `datetime-local` input's text in the editor's time zone, or empty. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
