import type { Language } from '@parcelway/domain';

/** Text made safe to place in HTML, inside elements and quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The `lang` attribute of a page or mail in each of our languages. */
export const HTML_LANG: Record<Language, string> = { en: 'en', cn: 'zh-CN', tw: 'zh-TW' };
