import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPlaceholders } from '../src/i18n/fill.js';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isMessageKey,
  LANGUAGES,
  type Language,
  localName,
  MESSAGE_AREAS,
  MESSAGE_KEY_SHAPE,
  type MessageKey,
  type MessageParams,
  messages,
  pickLanguage,
  translate,
} from '../src/index.js';

const englishKeys = Object.keys(messages.en).sort() as MessageKey[];
const otherLanguages = LANGUAGES.filter((language) => language !== 'en');

function placeholders(sentence: string): string[] {
  return [...new Set([...sentence.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

describe('message catalogues', () => {
  it('has a catalogue for exactly the three supported languages', () => {
    expect(Object.keys(messages).sort()).toEqual(['cn', 'en', 'tw']);
    expect([...LANGUAGES].sort()).toEqual(['cn', 'en', 'tw']);
  });

  it.each(otherLanguages)('%s has exactly the same keys as en', (language) => {
    expect(Object.keys(messages[language]).sort()).toEqual(englishKeys);
  });

  it.each(LANGUAGES)('%s has no empty or blank sentence', (language) => {
    const blank = Object.entries(messages[language])
      .filter(([, sentence]) => typeof sentence !== 'string' || sentence.trim() === '')
      .map(([key]) => key);
    expect(blank).toEqual([]);
  });

  it('cn and tw are actually translated (not copies of the English sentence)', () => {
    for (const language of otherLanguages) {
      const copies = englishKeys.filter((key) => messages[language][key] === messages.en[key]);
      expect(copies, language).toEqual([]);
    }
  });

  it('every {{placeholder}} of an English sentence appears in the cn and tw sentences, and no other', () => {
    const mismatches: string[] = [];
    for (const key of englishKeys) {
      const expected = placeholders(messages.en[key]);
      for (const language of otherLanguages) {
        const actual = placeholders(messages[language][key]);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          mismatches.push(`${language} ${key}: expected {{${expected.join(',')}}} got {{${actual.join(',')}}}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('no key is defined in two areas (a later area would silently replace the earlier sentence)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, catalogue] of Object.entries(MESSAGE_AREAS)) {
      for (const key of Object.keys(catalogue.en)) {
        const earlier = seen.get(key);
        if (earlier) clashes.push(`${key} in ${earlier} and ${area}`);
        seen.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
    expect(seen.size).toBe(englishKeys.length);
  });

  it('the placeholder check itself sees placeholders (guards against a vacuous pass)', () => {
    expect(placeholders(messages.en['mail.welcome.body'])).toEqual(['name', 'supportNumber']);
    expect(placeholders(messages.en['code.cooldown'])).toEqual(['seconds']);
  });
});

describe('SPEC §8 English texts, word for word', () => {
  it.each<[MessageKey, string]>([
    ['auth.passwordMismatch', 'Password combination do not match.'],
    ['auth.emailFormat', 'The email format is not correct. Please re-enter it'],
    ['error.network', 'network error, retry or contact support'],
    ['phone.incorrect', 'The mobile phone number you entered is incorrect, please enter it again'],
    ['auth.agreeTerms', 'Please read and agree to the terms'],
  ])('%s is "%s"', (key, sentence) => {
    expect(messages.en[key]).toBe(sentence);
    expect(translate('en', key)).toBe(sentence);
  });
});

describe('translate', () => {
  it('fills a placeholder from params', () => {
    expect(translate('en', 'code.cooldown', { seconds: 60 })).toBe(
      'Please wait 60 seconds before requesting another code.',
    );
    expect(translate('cn', 'code.cooldown', { seconds: 60 })).toBe('请等待 60 秒后再获取验证码。');
    expect(translate('tw', 'reference.noRate', { currency: 'MYR' })).toBe('暫無 MYR 的匯率。');
  });

  it('fills several placeholders, each wherever it is', () => {
    expect(translate('en', 'mail.welcome.body', { name: 'Ann', supportNumber: 'PW1234' })).toBe(
      'Hello Ann, your Parcelway account is ready. Your support number is PW1234: put it on every parcel you send to our warehouse.',
    );
  });

  it.each<[string, MessageParams[string], string]>([
    ['zero', 0, '0'],
    ['false', false, 'false'],
    ['bigint', 12n, '12'],
    ['empty string', '', ''],
  ])('writes a %s param as its string', (_label, value, written) => {
    expect(translate('en', 'code.cooldown', { seconds: value })).toBe(
      `Please wait ${written} seconds before requesting another code.`,
    );
  });

  it('leaves a placeholder untouched when its param is missing or undefined', () => {
    expect(translate('en', 'reference.noRate')).toBe('No exchange rate is available for {{currency}} yet.');
    expect(translate('en', 'reference.noRate', { currency: undefined })).toBe(
      'No exchange rate is available for {{currency}} yet.',
    );
    expect(translate('en', 'mail.welcome.body', { name: 'Ann' })).toContain(
      'Your support number is {{supportNumber}}:',
    );
  });

  it('ignores params the sentence does not use', () => {
    expect(translate('en', 'error.network', { seconds: 5 })).toBe('network error, retry or contact support');
  });

  it('does not re-expand a placeholder written by a param value', () => {
    expect(translate('en', 'mail.welcome.body', { name: '{supportNumber}', supportNumber: 'X' })).toMatch(
      /^Hello \{supportNumber\}, /,
    );
  });

  it('fills an older `{name}` placeholder too (mail queued before the move to i18next placeholders)', () => {
    expect(fillPlaceholders('Your code is {code}; {{code}} again; {other} stays', { code: '123456' })).toBe(
      'Your code is 123456; 123456 again; {other} stays',
    );
  });

  it.each(LANGUAGES)('picks the %s catalogue', (language) => {
    expect(translate(language, 'auth.agreeTerms')).toBe(messages[language]['auth.agreeTerms']);
  });
});

describe('isMessageKey', () => {
  it.each(['error.network', 'phone.auMobile', 'mail.welcome.body'])('accepts %s', (key) => {
    expect(isMessageKey(key)).toBe(true);
  });

  it.each(['', 'error', 'error.Network', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'refuses %j',
    (key) => {
      expect(isMessageKey(key)).toBe(false);
    },
  );
});

describe('message keys named by schemas', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
  function sources(directory: string): string[] {
    return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }
  // `{ error: 'area.key' }` and `{ message: 'area.key' }` in a schema: zod passes them on as the issue's message.
  const named = [join(root, 'packages/domain/src'), join(root, 'apps/web/src'), join(root, 'apps/server/src')]
    .flatMap(sources)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:error|message):\s*['"`]([^'"`\s]+)['"`]/g)].map((match) => ({
        file,
        key: match[1] ?? '',
      })),
    )
    .filter(({ key }) => MESSAGE_KEY_SHAPE.test(key));

  it('finds the schemas\u2019 keys (guards against a vacuous pass)', () => {
    expect(named.length).toBeGreaterThan(50);
    expect(named.map(({ key }) => key)).toContain('validation.choice');
  });

  it('every key a schema names is in the catalogue, so a key-shaped message is always a sentence to show', () => {
    expect(named.filter(({ key }) => !isMessageKey(key))).toEqual([]);
  });

  it('zod\u2019s own messages are never key-shaped', () => {
    const issues = [
      z.string().safeParse(1),
      z.string().min(3).safeParse('a'),
      z.number().max(1).safeParse(5),
      z.enum(['a', 'b']).safeParse('c'),
      z.email().safeParse('x'),
    ].flatMap((result) => result.error?.issues ?? []);
    expect(issues.length).toBe(5);
    // The configured error map turns each into a key; zod's English default sits behind it.
    for (const issue of issues) expect(isMessageKey(issue.message)).toBe(true);
    const defaults = [
      'Invalid input: expected string, received number',
      'Too small: expected string to have >=3 characters',
    ];
    for (const sentence of defaults) expect(MESSAGE_KEY_SHAPE.test(sentence)).toBe(false);
  });
});

describe('languages', () => {
  it('the default language is cn', () => {
    expect(DEFAULT_LANGUAGE).toBe('cn');
  });

  it.each<[unknown[], Language]>([
    [[], 'cn'],
    [[undefined], 'cn'],
    [[null, '', 'fr', 42, {}], 'cn'],
    [['EN'], 'cn'],
    [['en-US'], 'cn'],
    [['zh-CN'], 'cn'],
    [[' en'], 'cn'],
    [['en'], 'en'],
    [['tw'], 'tw'],
    [['cn'], 'cn'],
    [[undefined, 'fr', 'tw', 'en'], 'tw'],
    [['en', 'tw'], 'en'],
  ])('pickLanguage(%j) is %s', (candidates, expected) => {
    expect(pickLanguage(...candidates)).toBe(expected);
  });

  it.each<[Language, string]>([
    ['en', 'Sydney warehouse'],
    ['cn', '悉尼仓库'],
    ['tw', '悉尼倉庫'],
  ])('localName picks the %s name', (language, expected) => {
    expect(localName(language, { nameEn: 'Sydney warehouse', nameCn: '悉尼仓库', nameTw: '悉尼倉庫' })).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['en', true],
    ['cn', true],
    ['tw', true],
    ['zh', false],
    ['EN', false],
    [undefined, false],
    [['en'], false],
  ])('isLanguage(%j) is %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});
