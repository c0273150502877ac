import { namespaceBackend } from '@parcelway/domain/i18n';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import i18next from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type MessageKey, NAMESPACES } from '../locales/namespaces.js';
import { setApiLanguage } from './api.js';
import { type NamespacedT, staffTranslate } from './translate.js';

export type { MessageKey } from '../locales/namespaces.js';

/** The console's languages, as the server's `lang` header names them. */
export const LANGUAGES = [
  { code: 'en', label: 'English', antd: enUS, intl: 'en-AU' },
  { code: 'cn', label: '简体中文', antd: zhCN, intl: 'zh-CN' },
  { code: 'tw', label: '繁體中文', antd: zhTW, intl: 'zh-TW' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const KEY = 'parcelway_staff_lang';

function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(KEY);
  const found = LANGUAGES.find((language) => language.code === stored);
  if (found) return found.code;
  const browser = navigator.language.toLowerCase();
  if (browser.startsWith('zh-tw') || browser.startsWith('zh-hk') || browser.includes('hant')) return 'tw';
  return browser.startsWith('zh') ? 'cn' : 'en';
}

/** Each namespace of each language is its own lazily loaded JSON chunk (locales/<language>/<namespace>.json). */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/**
 * The console's i18next: the one loader the web app uses too (namespaceBackend), keys without nesting (a key may be
 * both a sentence and the start of another key), only the chosen language's namespaces loaded.
 */
const texts = i18next.createInstance();
let starting: Promise<unknown> | null = null;

/** The language's texts in i18next's store: the first call starts i18next in that language. */
function loadTexts(code: LanguageCode): Promise<unknown> {
  starting ??= texts
    .use(namespaceBackend((language, namespace) => localeFiles[`../locales/${language}/${namespace}.json`]))
    .init({
      lng: code,
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return starting.then(() => texts.loadLanguages(code));
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const DATE_STYLES = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A time from the server (ISO 8601) as the console's language writes it, in this computer's time zone; '—' for none. */
export type FormatTime = (iso: string | null | undefined, style?: keyof typeof DATE_STYLES) => string;

interface I18n {
  language: (typeof LANGUAGES)[number];
  setLanguage: (code: LanguageCode) => void;
  t: Translate;
  formatTime: FormatTime;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The console's language and words. Nothing shows until the chosen language's texts are loaded; a new language
 * replaces the old one once its texts are in (the server's `lang` header and the stored choice switch with it).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [code, setCode] = useState<LanguageCode>(() => {
    const first = initialLanguage();
    setApiLanguage(first);
    return first;
  });
  const [loaded, setLoaded] = useState<LanguageCode | null>(null);
  useEffect(() => {
    let current = true;
    const done = () => {
      if (current) setLoaded(code);
    };
    loadTexts(code).then(done, done);
    return () => {
      current = false;
    };
  }, [code]);
  const language = LANGUAGES.find((entry) => entry.code === (loaded ?? code)) ?? LANGUAGES[0];
  const setLanguage = useCallback((next: LanguageCode) => {
    const choose = () => {
      localStorage.setItem(KEY, next);
      setApiLanguage(next);
      setCode(next);
    };
    loadTexts(next).then(choose, choose);
  }, []);
  const t = useCallback<Translate>(
    (key, values) => staffTranslate(texts.getFixedT(language.code) as NamespacedT, key, values),
    [language],
  );
  const formatTime = useCallback<FormatTime>(
    (iso, style = 'dateTime') =>
      iso ? new Intl.DateTimeFormat(language.intl, DATE_STYLES[style]).format(new Date(iso)) : '—',
    [language],
  );
  const value = useMemo(() => ({ language, setLanguage, t, formatTime }), [language, setLanguage, t, formatTime]);
  if (!loaded) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
