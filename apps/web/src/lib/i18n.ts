import { DEFAULT_LANGUAGE, isLanguage, isMessageKey, type Language, translate } from '@parcelway/domain/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readText, STORAGE_KEYS, writeText } from './storage';

/** Namespaces: one JSON file per namespace and language under src/locales/<language>/. */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export function storedLanguage(): Language {
  const stored = readText(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

async function loadResources(language: Language) {
  const entries = Object.entries(localeFiles).filter(([path]) => path.includes(`/locales/${language}/`));
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), (await load()).default] as const),
  );
  return Object.fromEntries(loaded);
}

/** Starts i18next in the stored language ('cn' when none is stored, which is then stored). */
export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  writeText(STORAGE_KEYS.language, language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    resources: { [language]: await loadResources(language) },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = htmlLanguage(language);
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'common')) {
    for (const [namespace, bundle] of Object.entries(await loadResources(language))) {
      i18next.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
  writeText(STORAGE_KEYS.language, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLanguage(language);
}

function htmlLanguage(language: Language): string {
  return language === 'en' ? 'en' : language === 'cn' ? 'zh-CN' : 'zh-TW';
}

export function currentLanguage(): Language {
  const language = i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** A message key of packages/domain (shared with the server), translated; other text is shown as it is. */
export function translateMessage(keyOrText: string, params?: Record<string, string | number>): string {
  return isMessageKey(keyOrText) ? translate(currentLanguage(), keyOrText, params) : keyOrText;
}
