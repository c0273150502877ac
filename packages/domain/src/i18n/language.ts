export const LANGUAGES = ['en', 'cn', 'tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cn';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the candidates that is a supported language, else the default ('cn'). */
export function pickLanguage(...candidates: unknown[]): Language {
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** A row named in each language (warehouses, lines, couriers, services). */
export interface LocalisedNames {
  nameEn: string;
  nameCn: string;
  nameTw: string;
}

/** The row's name in the reader's language. */
export function localName(language: Language, row: LocalisedNames): string {
  return language === 'en' ? row.nameEn : language === 'cn' ? row.nameCn : row.nameTw;
}
