import { cn } from './catalogue/cn.js';
import { type Catalogue, en, type MessageKey } from './catalogue/en.js';
import { tw } from './catalogue/tw.js';
import { fillPlaceholders, type MessageParams } from './fill.js';
import type { Language } from './language.js';

export { MESSAGE_AREAS } from './catalogue/areas.js';
/**
 * Every sentence the server says to a customer, in the three languages (locales/<language>/<area>.json, i18next
 * namespaces gathered by catalogue/). Keys are shared
 * with the web app so a form shows the same sentence the server would; the web loads only the chosen
 * language's catalogue (./index.ts). English texts of SPEC §8 are kept word for word.
 */
export type { Catalogue, MessageKey, MessageParams };

export const messages: Record<Language, Catalogue> = { en, cn, tw };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The sentence for a key in a language, with `{{name}}` placeholders filled from params. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return fillPlaceholders(messages[language][key], params);
}
