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
  { code: 'en', label: 'English', antd: enUS, messages: en as Messages },
  { code: 'cn', label: '简体中文', antd: zhCN, messages: cn },
  { code: 'tw', label: '繁體中文', antd: zhTW, messages: tw },
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

interface I18n {
  language: (typeof LANGUAGES)[number];
  setLanguage: (code: LanguageCode) => void;
  t: Translate;
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
  const value = useMemo(() => ({ language, setLanguage, t }), [language, setLanguage, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
