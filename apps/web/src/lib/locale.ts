import type { Language } from '@parcelway/domain/i18n';

/**
 * The BCP 47 locale of each app language: dates and times are written the way it writes them (Australian English
 * day-first, Simplified Chinese for 'cn', Traditional for 'tw'), and the page's `lang` says it. The one map from a
 * language to a locale; formatting goes through lib/format.ts.
 */
export const LOCALES: Record<Language, string> = { en: 'en-AU', cn: 'zh-CN', tw: 'zh-TW' };

/**
 * The app language a browser's preferred languages (navigator.languages, in order) ask for: English, Simplified
 * Chinese (zh-CN, zh-SG, zh-Hans, plain zh) or Traditional (zh-TW, zh-HK, zh-MO, zh-Hant); null when none is one of
 * the three, and a first visit then starts in SPEC's default.
 */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower === 'en' || lower.startsWith('en-')) return 'en';
    if (/^zh-(hant|tw|hk|mo)(-|$)/.test(lower)) return 'tw';
    if (lower === 'zh' || /^zh-(hans|cn|sg|my)(-|$)/.test(lower)) return 'cn';
  }
  return null;
}
