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

/**
 * Same namespaces, same keys, non-empty texts and the same {{placeholders}} in every language: checked for the web,
 * the staff console and the domain together (packages/domain/test/locales.test.ts). Here: what only the web's words
 * must meet.
 */
describe('locale files', () => {
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
      const staffDir = join(import.meta.dirname, '../../staff/src/locales', language);
      const staff = readdirSync(staffDir).flatMap((file) =>
        Object.entries(flatten(JSON.parse(readFileSync(join(staffDir, file), 'utf8')))).map(
          ([key, text]) => `staff ${file} ${key}: ${String(text)}`,
        ),
      );
      expect(staff.length).toBeGreaterThan(600);
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
