import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { cn } from '../locales/cn.js';
import { en, type MessageKey, type Messages } from '../locales/en.js';
import { tw } from '../locales/tw.js';
import { setApiLanguage } from './api.js';

/** The console's languages, as the server's `lang` header names them. */
export const LANGUAGES = [
  { code: 'en', label: 'English', antd: enUS, messages: en as Messages, intl: 'en-AU' },
  { code: 'cn', label: '简体中文', antd: zhCN, messages: cn, intl: 'zh-CN' },
  { code: 'tw', label: '繁體中文', antd: zhTW, messages: tw, intl: 'zh-TW' },
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

export function I18nProvider({ children }: { children: ReactNode }) {
  const [code, setCode] = useState<LanguageCode>(() => {
    const first = initialLanguage();
    setApiLanguage(first);
    return first;
  });
  const language = LANGUAGES.find((entry) => entry.code === code) ?? LANGUAGES[0];
  const setLanguage = useCallback((next: LanguageCode) => {
    localStorage.setItem(KEY, next);
    setApiLanguage(next);
    setCode(next);
  }, []);
  const t = useCallback<Translate>(
    (key, values = {}) =>
      language.messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`)),
    [language],
  );
  const formatTime = useCallback<FormatTime>(
    (iso, style = 'dateTime') =>
      iso ? new Intl.DateTimeFormat(language.intl, DATE_STYLES[style]).format(new Date(iso)) : '—',
    [language],
  );
  const value = useMemo(() => ({ language, setLanguage, t, formatTime }), [language, setLanguage, t, formatTime]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
