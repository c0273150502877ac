import type { Language } from '@parcelway/domain/i18n';

/**
 * The BCP 47 locale of each app language: dates and times are written the way it writes them (Australian English
 * day-first, Simplified Chinese for 'cn', Traditional for 'tw'), and the page's `lang` says it. The one map from a
 * language to a locale; formatting goes through lib/format.ts.
 */
export const LOCALES: Record<Language, string> = { en: 'en-AU', cn: 'zh-CN', tw: 'zh-TW' };
