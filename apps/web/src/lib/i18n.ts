import {
  type Catalogue,
  type CoreCatalogue,
  DEFAULT_LANGUAGE,
  fillPlaceholders,
  isLanguage,
  type Language,
  loadCatalogue,
  loadCoreCatalogue,
  namespaceBackend,
} from '@parcelway/domain/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguage, LOCALES } from './locale';
import { readText, STORAGE_KEYS, writeText } from './storage';

/** Namespaces: one JSON file per namespace and language under src/locales/<language>/. */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export function storedLanguage(): Language {
  const stored = readText(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The namespaces every screen needs; a page's own namespace loads when the page asks for it. Frozen: i18next adds
 * each namespace it loads to the `ns` array it was given, so it gets a copy.
 */
export const EAGER_NAMESPACES: readonly string[] = Object.freeze(['common', 'routes']);

/** i18next reads each namespace of a language from its own lazily loaded JSON chunk (the staff console's loader too). */
const localeBackend = namespaceBackend(
  (language, namespace) => localeFiles[`../locales/${language}/${namespace}.json`],
);

/**
 * The shared sentences (packages/domain) of the current language, only that language's: its core area (errors,
 * validation, accounts) before the first screen, every area before any other page renders (withAllSentences).
 */
let catalogue: CoreCatalogue | null = null;
const completeCatalogues = new Map<Language, Promise<Catalogue>>();

function completeCatalogue(language: Language): Promise<Catalogue> {
  let loading = completeCatalogues.get(language);
  if (!loading) {
    loading = loadCatalogue(language);
    loading.catch(() => completeCatalogues.delete(language));
    completeCatalogues.set(language, loading);
  }
  return loading;
}

async function loadAllSentences(): Promise<void> {
  const language = storedLanguage();
  const complete = await completeCatalogue(language);
  if (storedLanguage() === language) catalogue = complete;
}

/** i18next once started (initI18n): a namespace asked for before that waits for it. */
let started: Promise<unknown> | null = null;

/**
 * Puts the given namespaces of the current language in i18next's store. Their files are requested at once, even
 * before i18next has started (the module loads only once, so i18next's own read then finds it).
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  const language = storedLanguage();
  await Promise.all(namespaces.map((namespace) => localeFiles[`../locales/${language}/${namespace}.json`]?.()));
  await started;
  await i18next.loadNamespaces([...namespaces]);
}

/**
 * A screen's loader that also brings the texts it shows before it renders: its namespaces and, unless it is a
 * launch or sign-in screen, every area's shared sentences. A component never waits for texts after the screen's first
 * render (react-i18next would suspend it), so what a click opens shows at once, and nothing shows a message key.
 */
export function withTexts<T>(
  load: () => Promise<T>,
  namespaces: readonly string[],
  { allSentences }: { allSentences: boolean },
): () => Promise<T> {
  return () =>
    Promise.all([load(), loadNamespaces(namespaces), allSentences ? loadAllSentences() : undefined]).then(
      ([page]) => page,
    );
}

/** The language a link names (`?lang=en`, as a shared tracking link does), if it names one. */
function linkLanguage(): Language | null {
  const lang = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('lang');
  return isLanguage(lang) ? lang : null;
}

/** The browser's preferred languages, most wanted first. */
function preferredLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

/**
 * Starts i18next in the stored language; a first visit through a link that names a language starts in that one,
 * else in the browser's when it is one of the three (the language chooser then offers it), else in 'cn'. The language
 * is then stored.
 */
export async function initI18n(): Promise<typeof i18next> {
  const language = isLanguage(readText(STORAGE_KEYS.language))
    ? storedLanguage()
    : (linkLanguage() ?? browserLanguage(preferredLanguages()) ?? storedLanguage());
  writeText(STORAGE_KEYS.language, language);
  // Asked for now, in the entry's first task, beside the launch screen's chunk; i18next's backend reads them a few
  // tasks later and finds them loaded (a module loads once).
  for (const namespace of EAGER_NAMESPACES) void localeFiles[`../locales/${language}/${namespace}.json`]?.();
  const sentences = loadCoreCatalogue(language).then((core) => {
    catalogue ??= core;
  });
  const starting = i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      ns: [...EAGER_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  started = starting;
  await starting;
  await sentences;
  document.documentElement.lang = LOCALES[language];
  return i18next;
}

/** Switches language; i18next loads the new language's namespaces that are in use. */
export async function changeLanguage(language: Language): Promise<void> {
  writeText(STORAGE_KEYS.language, language);
  await Promise.all([loadAllSentences(), i18next.changeLanguage(language)]);
  document.documentElement.lang = LOCALES[language];
}

/** The language on screen; while i18next is starting, the one it is starting in (stored by initI18n). */
export function currentLanguage(): Language {
  const language = i18next.language;
  if (isLanguage(language)) return language;
  return i18next.isInitializing ? storedLanguage() : DEFAULT_LANGUAGE;
}

/** A message key of packages/domain (shared with the server), translated; other text is shown as it is. */
export function translateMessage(keyOrText: string, params?: Record<string, string | number>): string {
  const sentence =
    catalogue && Object.hasOwn(catalogue, keyOrText) ? catalogue[keyOrText as keyof Catalogue] : undefined;
  return sentence === undefined ? keyOrText : fillPlaceholders(sentence, params);
}
