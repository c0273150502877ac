// The browser's entry: languages, the one i18next loader of the apps' namespaces, and one language's catalogue loaded
// on demand (not all three, not zod): its core area first, every area when a page needs them.
import type { Catalogue } from './catalogue/en.js';
import type { Language } from './language.js';

export { type NamespaceBackend, type NamespaceFile, namespaceBackend } from './backend.js';
export type { Catalogue, MessageKey } from './catalogue/en.js';
export { fillPlaceholders, type MessageParams } from './fill.js';
export * from './language.js';

const LOADERS: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./catalogue/en.js').then((module) => module.en),
  cn: () => import('./catalogue/cn.js').then((module) => module.cn),
  tw: () => import('./catalogue/tw.js').then((module) => module.tw),
};

/** The sentences of one language, each language its own chunk. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return LOADERS[language]();
}

/** The core area's sentences (errors, validation, accounts, pricing): what the first screen needs before the rest. */
export type CoreCatalogue = Partial<Catalogue>;

const CORE_LOADERS: Record<Language, () => Promise<CoreCatalogue>> = {
  en: () => import('./locales/en/core.json', { with: { type: 'json' } }).then((module) => module.default),
  cn: () => import('./locales/cn/core.json', { with: { type: 'json' } }).then((module) => module.default),
  tw: () => import('./locales/tw/core.json', { with: { type: 'json' } }).then((module) => module.default),
};

/** One language's core sentences, each its own small chunk; loadCatalogue brings every area. */
export function loadCoreCatalogue(language: Language): Promise<CoreCatalogue> {
  return CORE_LOADERS[language]();
}
