import type { Language } from '@parcelway/domain/i18n';
import { currentLanguage } from './i18n';
import { LOCALES } from './locale';

/**
 * How the app writes dates, times, money and country names for the reader. Each takes the language, the app's
 * current one by default, so a screen shows them in the language of its texts whatever the browser's own is.
 */

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day: "03/05/2024" in English, "2024/5/3" in Chinese; empty when there is none. A calendar date ('YYYY-MM-DD')
 * is that day wherever the reader is; a moment is the reader's day.
 */
export function formatDate(iso: string | null, language: Language = currentLanguage()): string {
  if (!iso) return '';
  if (CALENDAR_DATE.test(iso))
    return new Date(`${iso}T00:00:00Z`).toLocaleDateString(LOCALES[language], { timeZone: 'UTC' });
  return new Date(iso).toLocaleDateString(LOCALES[language]);
}

/**
 * A moment with the month named, to the minute ("3 May 2024, 10:05 am"): when a payment or top-up was made; in
 * `timeZone` when given (a warehouse's cut-off is its own clock's).
 */
export function formatDateTime(iso: string, language: Language = currentLanguage(), timeZone?: string): string {
  return new Date(iso).toLocaleString(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  });
}

/** A moment in figures, to the second ("03/05/2024, 10:05:30 am"): the events of a timeline, a note's time. */
export function formatTimestamp(iso: string, language: Language = currentLanguage()): string {
  return new Date(iso).toLocaleString(LOCALES[language]);
}

/** The weekday of a calendar date ('YYYY-MM-DD'), named ("Wednesday", "星期三"); the date is not shifted by any zone. */
export function formatWeekday(date: string, language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A Sunday, so a weekday's number (0 Sunday … 6 Saturday) finds its name through Intl. */
const A_SUNDAY = Date.UTC(2024, 0, 7);

/** A weekday by its number, 0 (Sunday) … 6, in short ("Mon", "周一"). */
export function formatShortWeekday(weekday: number, language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(A_SUNDAY + weekday * 86_400_000),
  );
}

/** An IANA time zone by its name in the reader's language ("Australian Eastern Time", "澳大利亚东部时间"). */
export function formatTimeZone(timeZone: string, language: Language = currentLanguage()): string {
  const parts = new Intl.DateTimeFormat(LOCALES[language], { timeZone, timeZoneName: 'longGeneric' }).formatToParts();
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** An amount as every screen writes money: the currency's code, then the amount as the server gave it ("AUD 12.50"). */
export function formatMoney(amount: string, currency: string): string {
  return `${currency} ${amount}`;
}

/**
 * An amount written the reader's way: the currency's code, then the figure grouped and with the currency's decimals as
 * the app language writes them ("AUD 1,234.50"). The code, not a symbol: "$" alone would not say whether AUD or TWD.
 */
export function formatAmount(amount: string, currency: string, language: Language = currentLanguage()): string {
  const figure = Number(amount);
  if (!Number.isFinite(figure)) return formatMoney(amount, currency);
  try {
    return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency, currencyDisplay: 'code' })
      .format(figure)
      .replace(/\u00a0/g, ' ');
  } catch {
    return formatMoney(amount, currency);
  }
}

/** A ledger movement with its sign in front of the currency: "+AUD 25.00", "-AUD 10.00". */
export function formatSignedMoney(amount: string, currency: string): string {
  return amount.startsWith('-') ? `-${formatMoney(amount.slice(1), currency)}` : `+${formatMoney(amount, currency)}`;
}

/**
 * Country names are the browser's, in the reader's script. English names are plain 'en' ("Bosnia & Herzegovina"), not
 * the date locale's en-AU ("Bosnia and Herzegovina"), as the pickers have always written them.
 */
const COUNTRY_NAME_LOCALES: Record<Language, string> = { ...LOCALES, en: 'en' };
const countryNames = new Map<Language, Intl.DisplayNames | null>();

function countryNamesIn(language: Language): Intl.DisplayNames | null {
  if (!countryNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([COUNTRY_NAME_LOCALES[language]], { type: 'region' });
    } catch {
      // A browser without region names shows the server's English names.
    }
    countryNames.set(language, names);
  }
  return countryNames.get(language) ?? null;
}

/** A country's name in the reader's language, by its ISO code; `fallback` (the server's English name) where unknown. */
export function countryName(iso2: string, fallback: string, language: Language = currentLanguage()): string {
  try {
    return countryNamesIn(language)?.of(iso2) ?? fallback;
  } catch {
    return fallback;
  }
}

const collators = new Map<Language, Intl.Collator>();

/** Compares two names the way the reader's language sorts them (pinyin in Simplified Chinese, strokes in Traditional). */
export function compareNames(a: string, b: string, language: Language = currentLanguage()): number {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(LOCALES[language]);
    collators.set(language, collator);
  }
  return collator.compare(a, b);
}
