import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ALWAYS_TEXTS, launchScript, type ScreenFiles } from '../build-plugins/launch-preload';
import { EAGER_NAMESPACES } from '../src/lib/i18n';
import { STORAGE_KEYS } from '../src/lib/storage';

const TABLE: ScreenFiles = {
  files: [
    'list-page-1.js',
    'shared-2.js',
    'list-ui-3.js',
    'texts-en-4.js',
    'en-5.js',
    'parcels-en-6.js',
    'texts-cn-7.js',
  ],
  screens: {
    '/pages/parcel/list': { files: [0, 2], texts: ['parcels', ':all'] },
    '/pages/parcel/listAll': { files: [1], texts: [] },
    '/pages/parcel/empty': { files: [], texts: [] },
  },
  texts: {
    'en/common': [3],
    'en/routes': [3],
    'en/:core': [3],
    'en/:all': [4, 3],
    'en/parcels': [5],
    'cn/common': [6],
    'cn/routes': [6],
    'cn/:core': [6],
  },
};
const SIGNED_IN = { [STORAGE_KEYS.accessToken]: 'token', [STORAGE_KEYS.logoSeen]: '1' };

/** Runs the generated launch script as a browser would (its own globals only) and returns the links it added. */
function preloadsFor(hash: string, stored: Record<string, string> = SIGNED_IN) {
  const links: { rel?: string; href?: string; crossOrigin?: string }[] = [];
  runInNewContext(launchScript(TABLE), {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { hash },
    document: { createElement: () => ({}), head: { appendChild: (link: object) => links.push(link) } },
  });
  return links;
}
const hrefs = (links: { href?: string }[]) => links.map((link) => link.href?.replace('./assets/', ''));

describe('the launch-preload script', () => {
  it('preloads the files of the screen the address names, whatever its query, as module preloads', () => {
    expect(preloadsFor('#/pages/parcel/list?tab=arrived')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: './assets/list-page-1.js' },
      { rel: 'modulepreload', crossOrigin: '', href: './assets/list-ui-3.js' },
    ]);
    expect(hrefs(preloadsFor('#/pages/parcel/listAll'))).toEqual(['shared-2.js']);
  });

  it('adds the texts the screen waits for in the stored language, each file once: the eager ones, its own, every area', () => {
    const english = { ...SIGNED_IN, [STORAGE_KEYS.language]: 'en' };
    expect(hrefs(preloadsFor('#/pages/parcel/list', english))).toEqual([
      'list-page-1.js',
      'list-ui-3.js',
      'texts-en-4.js',
      'parcels-en-6.js',
      'en-5.js',
    ]);
    expect(hrefs(preloadsFor('#/pages/parcel/empty', english))).toEqual(['texts-en-4.js']);
    // A language the table does not hold, or one that is not a word, adds no texts.
    expect(hrefs(preloadsFor('#/pages/parcel/list', { ...SIGNED_IN, [STORAGE_KEYS.language]: 'cn' }))).toEqual([
      'list-page-1.js',
      'list-ui-3.js',
      'texts-cn-7.js',
    ]);
    // Without the word check this one would read "\nen/parcels\t5\ncn/common\t…" as a line, and add the Chinese texts.
    for (const language of ['de', 'en/parcels\t5\ncn', '']) {
      expect(hrefs(preloadsFor('#/pages/parcel/list', { ...SIGNED_IN, [STORAGE_KEYS.language]: language }))).toEqual([
        'list-page-1.js',
        'list-ui-3.js',
      ]);
    }
  });

  it('names as always-needed texts the namespaces i18next loads before the first screen, and the core sentences', () => {
    expect(ALWAYS_TEXTS).toEqual([...EAGER_NAMESPACES, ':core']);
  });

  it('preloads nothing for an address that is only part of a screen’s, longer than one, or no screen at all', () => {
    for (const hash of [
      '#/pages/parcel',
      '#/pages/parcel/lis',
      '#/pages/parcel/list/',
      '#/pages/parcel/listAllX',
      '',
    ]) {
      expect(preloadsFor(hash), hash).toEqual([]);
    }
    for (const hash of ['#constructor', '#__proto__', '#toString', '#/pages/parcel/empty']) {
      expect(preloadsFor(hash), hash).toEqual([]);
    }
  });

  it('preloads nothing without a stored session or before the logo has been seen', () => {
    expect(preloadsFor('#/pages/parcel/list', { [STORAGE_KEYS.logoSeen]: '1' })).toEqual([]);
    expect(preloadsFor('#/pages/parcel/list', { [STORAGE_KEYS.accessToken]: 'token' })).toEqual([]);
  });
});
