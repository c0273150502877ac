import { LANGUAGES, type Language } from '../i18n/language.js';
import { fillFacts } from './facts.js';
import type { ContentStatus, ContentText, ContentTexts } from './schemas.js';

export interface Schedule {
  status: ContentStatus;
  publishAt: Date | null;
  expireAt: Date | null;
}

/** A customer sees an item only once published, from its publish time and before its expiry. */
export function isVisible(item: Schedule, now: Date): boolean {
  if (item.status !== 'published') return false;
  if (item.publishAt && item.publishAt.getTime() > now.getTime()) return false;
  if (item.expireAt && item.expireAt.getTime() <= now.getTime()) return false;
  return true;
}

/** The reader's language if the item has it, else its fallback, else any language it has. */
export function textsFor(texts: ContentTexts, language: Language, fallback: Language): ContentText {
  const chosen = texts[language] ?? texts[fallback] ?? texts.en ?? texts.cn ?? texts.tw;
  return chosen ?? { title: '', summary: '', body: '' };
}

/**
 * What search reads: every language's title, summary, body (figures filled) and search words, NFKC-normalised and
 * lower-cased, so the terms of `searchTermsOf` are found in it by substring on either database engine.
 */
export function searchTextOf(texts: ContentTexts): string {
  return LANGUAGES.flatMap((language) => {
    const text = texts[language];
    return text ? [fillFacts(`${text.title}\n${text.summary}\n${text.body}\n${text.keywords ?? ''}`, language)] : [];
  })
    .join('\n')
    .normalize('NFKC')
    .toLowerCase();
}

/** A search keyword in the same form as `searchTextOf`. */
export function normaliseKeyword(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().trim();
}

/** The UTC day a click belongs to: a viewer is counted once per item per day. */
export function clickDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
