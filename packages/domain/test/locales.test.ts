import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFacts, LANGUAGES, MESSAGE_AREAS, SUPPORT_NUMBER_SLOT } from '../src/index.js';

/**
 * The one check of every text source, all in i18next's JSON namespaces (locales/<language>/<namespace>.json): the
 * domain's sentences (server, mails, forms), the customer app's and the staff console's words. A namespace has the same
 * keys in every language, each a non-empty text with the same `{{name}}` placeholders, and no text uses another
 * placeholder syntax. A `{name}` shows as it is: it is allowed only for the tokens staff type into a warehouse address
 * or a help article (`{supportNumber}`, the content facts), which a hint or an error names.
 */
const root = join(import.meta.dirname, '../../..');
const SOURCES = {
  domain: join(root, 'packages/domain/src/i18n/locales'),
  web: join(root, 'apps/web/src/locales'),
  staff: join(root, 'apps/staff/src/locales'),
} as const;
type Source = keyof typeof SOURCES;

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (all, [key, inner]) => Object.assign(all, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

function namespaces(source: Source, language = 'en'): string[] {
  return readdirSync(join(SOURCES[source], language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function load(source: Source, language: string, namespace: string): Record<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(SOURCES[source], language, `${namespace}.json`), 'utf8')));
}

/** The tokens of the texts staff write (addresses, articles), filled by the server when a customer reads them. */
const TYPED_TOKENS = new Set([SUPPORT_NUMBER_SLOT.slice(1, -1), ...Object.keys(contentFacts('en'))]);

/** The `{name}` tokens a text shows as they are. */
function literalTokens(text: unknown): string[] {
  return [...new Set([...String(text).matchAll(/(?<!\{)\{(\w+)\}(?!\})/g)].map((match) => match[1] ?? ''))].sort();
}

function placeholders(text: unknown): string[] {
  return [...new Set([...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

const cases = (Object.keys(SOURCES) as Source[]).flatMap((source) =>
  namespaces(source).map((namespace) => [source, namespace] as const),
);

describe('text sources (i18next JSON namespaces)', () => {
  it('reads all three sources (guards against a vacuous pass)', () => {
    for (const source of Object.keys(SOURCES) as Source[]) expect(namespaces(source).length, source).toBeGreaterThan(5);
    expect(namespaces('domain')).toContain('core');
    expect(namespaces('web')).toEqual(expect.arrayContaining(['common', 'routes']));
    expect(namespaces('staff')).toContain('app');
    expect(load('staff', 'en', 'age').minutes).toBe('{{n}} min');
    expect(placeholders(load('domain', 'en', 'core')['code.cooldown'])).toEqual(['seconds']);
    expect(literalTokens(load('domain', 'en', 'config')['config.unknownPlaceholder'])).toEqual(['supportNumber']);
    expect(literalTokens('{{n}} and {x}')).toEqual(['x']);
    expect(TYPED_TOKENS).toContain('freeStorageDays');
  });

  it.each(Object.keys(SOURCES) as Source[])('%s: every language has the same namespaces', (source) => {
    for (const language of LANGUAGES) expect(namespaces(source, language), language).toEqual(namespaces(source));
  });

  it.each(cases)('%s/%s: every language has the same keys, each a non-empty text', (source, namespace) => {
    const english = load(source, 'en', namespace);
    for (const language of LANGUAGES) {
      const texts = load(source, language, namespace);
      expect(Object.keys(texts).sort(), `${language}/${namespace}.json`).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text === 'string' && text.trim().length > 0, `${language}/${namespace}.json ${key}`).toBe(true);
      }
    }
  });

  it.each(cases)('%s/%s: every language has the same {{placeholders}}, and no other syntax', (source, namespace) => {
    const english = load(source, 'en', namespace);
    const mismatches: string[] = [];
    for (const language of LANGUAGES) {
      const texts = load(source, language, namespace);
      for (const [key, text] of Object.entries(texts)) {
        const expected = placeholders(english[key]);
        const actual = placeholders(text);
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          mismatches.push(`${language} ${key}: {{${expected.join(',')}}} expected, {{${actual.join(',')}}} found`);
        // A `{name}` of the older catalogues would show as it is (i18next fills only `{{name}}`), unless it names a token
        // staff type, as the same token in English.
        const tokens = literalTokens(text);
        if (tokens.some((token) => !TYPED_TOKENS.has(token)))
          mismatches.push(`${language} ${key}: {${tokens.join(',')}} is not a {{placeholder}}`);
        if (JSON.stringify(tokens) !== JSON.stringify(literalTokens(english[key])))
          mismatches.push(
            `${language} ${key}: shows {${tokens.join(',')}}, English {${literalTokens(english[key]).join(',')}}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('the domain catalogue gathers exactly its namespaces (catalogue/areas.ts)', () => {
    expect(Object.keys(MESSAGE_AREAS).sort()).toEqual(namespaces('domain'));
  });

  it("the staff console's list of namespaces (locales/namespaces.ts) is its files", () => {
    const list = readFileSync(join(SOURCES.staff, 'namespaces.ts'), 'utf8');
    const named = [...(list.match(/NAMESPACES = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
      (match) => match[1],
    );
    expect(named.sort()).toEqual(namespaces('staff'));
  });
});
