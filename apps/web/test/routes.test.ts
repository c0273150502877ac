import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute } from '../src/app/routes';
import { needsAllSentences } from '../src/app/screen-sentences';

/** The specification as committed with the code; the shared original, when present beside the repo, must match it. */
const specFile = join(import.meta.dirname, '../../../docs/spec/SPEC.md');
const sharedSpecFile = join(import.meta.dirname, '../../../../shared/SPEC.md');

/** Every route SPEC §2 names: the tab table, the "Other routes" lists and the system pages. */
function specRoutes(): string[] {
  const spec = readFileSync(specFile, 'utf8');
  const section = spec.slice(spec.indexOf('## 2. Screens and routes'), spec.indexOf('### Launch behaviour'));
  const tabs = [...section.matchAll(/\| \d \| (\/pages\/[\w/]+) \|/g)].map((match) => match[1] ?? '');
  const groups = [...section.matchAll(/^- (\w+)(?: \([^)]*\))?: (.+)$/gm)].flatMap(([, group, names]) =>
    (names ?? '')
      .replace(/\.$/, '')
      .split(',')
      .map((name) => name.trim().replace(/ \(.*\)$/, ''))
      .filter((name) => /^\w+$/.test(name))
      .map((name) => `/pages/${group}/${name}`),
  );
  const system = [...section.matchAll(/(\/choose-location|\/open-location)/g)].map((match) => match[1] ?? '');
  return [...new Set([...tabs, ...groups, ...system])];
}

function titles(language: string): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(join(import.meta.dirname, `../src/locales/${language}/routes.json`), 'utf8'));
}

describe('route table', () => {
  it.runIf(existsSync(sharedSpecFile))('reads the same specification as ../shared/SPEC.md', () => {
    expect(readFileSync(specFile, 'utf8')).toBe(readFileSync(sharedSpecFile, 'utf8'));
  });

  it('has every route of SPEC §2', () => {
    const expected = specRoutes();
    expect(expected.length).toBeGreaterThan(100);
    const missing = expected.filter((path) => !findRoute(path));
    expect(missing).toEqual([]);
  });

  it('has no route twice, and every route has a title in the three languages', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const language of ['en', 'cn', 'tw']) {
      const catalogue = titles(language);
      for (const route of APP_ROUTES) {
        const [group = '', name = ''] = route.titleKey.split('.');
        expect(catalogue[group]?.[name], `${language} ${route.titleKey}`).toBeTruthy();
      }
    }
  });

  it('finds a screen by its address in any letter case, with a trailing slash or percent-encoded, as React Router matched it', () => {
    const parcels = findRoute('/pages/parcel/list');
    expect(parcels?.path).toBe('/pages/parcel/list');
    expect(findRoute('/pages/parcel/list/')).toBe(parcels);
    expect(findRoute('/PAGES/Parcel/List')).toBe(parcels);
    expect(findRoute('/pages/index/noticedetail')?.path).toBe('/pages/index/noticeDetail');
    expect(findRoute('/pages/parcel/%6Cist')).toBe(parcels);
    expect(findRoute('/pages/parcel/%E0%A4%A')).toBeUndefined();
    expect(findRoute('/pages/parcel/lists')).toBeUndefined();
    expect(findRoute('/')).toBeUndefined();
    const folded = APP_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('puts the four tab screens in tab order', () => {
    const tabs = APP_ROUTES.filter((route) => route.tab !== undefined).sort((a, b) => (a.tab ?? 0) - (b.tab ?? 0));
    expect(tabs.map((route) => route.path)).toEqual([
      '/pages/index/index',
      '/pages/parcel/list',
      '/pages/waybill/list',
      '/pages/personal/index',
    ]);
  });
});

describe('which screens wait for every area of the shared sentences', () => {
  it('is every screen but the launch and sign-in ones, and the social page, which explains a provider’s refusal', () => {
    for (const screen of ['index/logo', 'login/index', 'login/email', 'login/sign', 'login/forgot']) {
      expect(needsAllSentences(screen), screen).toBe(false);
    }
    for (const screen of ['login/socialPage', 'index/index', 'parcel/list', 'waybill/pay', 'personal/index']) {
      expect(needsAllSentences(screen), screen).toBe(true);
    }
  });
});
