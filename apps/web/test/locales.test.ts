import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages, PRODUCT_TYPES, translate } from '@parcelway/domain';
import { describe, expect, it } from 'vitest';

const localesDir = join(import.meta.dirname, '../src/locales');
const LANGUAGES = ['en', 'cn', 'tw'] as const;

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (all, [key, inner]) => Object.assign(all, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

function load(language: string, namespace: string): Record<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')));
}

const namespaces = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));

describe('locale files', () => {
  it('have the same namespaces in every language', () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(join(localesDir, language)).sort()).toEqual(readdirSync(join(localesDir, 'en')).sort());
    }
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'routes']));
  });

  it.each(namespaces)('%s: every language has the same keys, each with a non-empty text', (namespace) => {
    const english = load('en', namespace);
    for (const language of LANGUAGES) {
      const catalogue = load(language, namespace);
      expect(Object.keys(catalogue).sort(), `${language}/${namespace}.json`).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(typeof text === 'string' && text.trim().length > 0, `${language}/${namespace}.json ${key}`).toBe(true);
      }
    }
  });

  it.each(namespaces)('%s: interpolations appear in every language', (namespace) => {
    const english = load('en', namespace);
    for (const language of LANGUAGES) {
      const catalogue = load(language, namespace);
      for (const [key, text] of Object.entries(english)) {
        const placeholders = String(text).match(/\{\{\s*\w+\s*\}\}/g) ?? [];
        for (const placeholder of placeholders)
          expect(String(catalogue[key]), `${language} ${key}`).toContain(placeholder);
      }
    }
  });

  /** Brand names stay as they are in every language. */
  const BRAND_NAMES = new Set([
    'Google Pay',
    'Parcelway',
    'Facebook',
    'Google',
    'PayPal',
    'Airwallex',
    'DuitNow',
    'WeChat',
    'WhatsApp',
    'EZ WAY',
    // SPEC §3: staff notes carry an 'admin' label, word for word.
    'admin',
  ]);

  it('Chinese catalogues are not left in English', () => {
    for (const language of ['cn', 'tw']) {
      for (const namespace of namespaces) {
        const english = load('en', namespace);
        const translated = load(language, namespace);
        const untranslated = Object.keys(english).filter(
          (key) =>
            /[a-z]{4,}/i.test(String(english[key]).replace(/\{\{\s*\w+\s*\}\}/g, '')) &&
            translated[key] === english[key] &&
            !key.startsWith('languages.') &&
            !BRAND_NAMES.has(String(english[key])),
        );
        expect(untranslated, `${language}/${namespace}.json`).toEqual([]);
      }
    }
  });
});

describe("the customer's own number", () => {
  /** "客服编号" reads as the support desk's number; the customer's own one is 客户编号 on every screen and mail. */
  const OTHER_NAMES = /客服编号|客服編號|客服号|客服號/;

  it.each(['cn', 'tw'] as const)(
    '%s: has one name in the app, the server sentences and the staff console',
    (language) => {
      const app = namespaces.flatMap((namespace) =>
        Object.entries(load(language, namespace)).map(([key, text]) => `${namespace}.${key}: ${String(text)}`),
      );
      const server = Object.entries(messages[language]).map(([key, text]) => `${key}: ${text}`);
      const staff = readFileSync(join(import.meta.dirname, `../../staff/src/locales/${language}.ts`), 'utf8').split(
        '\n',
      );
      expect([...app, ...server, ...staff].filter((text) => OTHER_NAMES.test(text))).toEqual([]);
      expect(load(language, 'pricing')['home.supportNumber']).toBe(load(language, 'account')['personal.supportNumber']);
    },
  );
});

describe('product type names', () => {
  it.each(LANGUAGES)('%s: the calculator (server) names each type as the pre-alert form does', (language) => {
    const form = load(language, 'declaration');
    for (const code of PRODUCT_TYPES) {
      expect(translate(language, `productType.${code}`)).toBe(form[`productTypes.${code}`]);
    }
  });
});
