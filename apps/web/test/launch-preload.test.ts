import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { launchScript, type ScreenFiles } from '../build-plugins/launch-preload';
import { STORAGE_KEYS } from '../src/lib/storage';

const TABLE: ScreenFiles = {
  files: ['list-page-1.js', 'shared-2.js', 'list-ui-3.js'],
  screens: { '/pages/parcel/list': [0, 2], '/pages/parcel/listAll': [1], '/pages/parcel/empty': [] },
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

describe('the launch-preload script', () => {
  it('preloads the files of the screen the address names, whatever its query, as module preloads', () => {
    expect(preloadsFor('#/pages/parcel/list?tab=arrived')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: './assets/list-page-1.js' },
      { rel: 'modulepreload', crossOrigin: '', href: './assets/list-ui-3.js' },
    ]);
    expect(preloadsFor('#/pages/parcel/listAll').map((link) => link.href)).toEqual(['./assets/shared-2.js']);
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
