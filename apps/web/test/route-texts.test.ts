import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute } from '../src/app/routes';
import { EAGER_NAMESPACES } from '../src/lib/i18n';
import { NAMESPACES, namespacesUsed } from './support/namespaces-used';

/** Each screen of routes.ts with the page file it loads: `'group/name': page(() => import('…'), …)`. */
function builtScreens(): { screen: string; file: string }[] {
  const source = readFileSync(join(import.meta.dirname, '../src/app/routes.ts'), 'utf8');
  const screens = [...source.matchAll(/^ {2}'([\w/]+)': page\(\s*\(\) => import\('(\.\.?\/[^']+)'\)/gm)].map(
    ([, screen = '', target = '']) => ({
      screen,
      file: `${target.startsWith('./') ? `app/${target.slice(2)}` : target.slice(3)}.tsx`,
    }),
  );
  // However the formatter wraps an entry, every `'screen': page(` of the table is read.
  expect(screens).toHaveLength([...source.matchAll(/^ {2}'[\w/]+': page\(/gm)].length);
  return screens;
}

describe('the texts a screen loads with its chunk', () => {
  const screens = builtScreens();

  it('reads every built screen of the route table', () => {
    expect(screens.length).toBeGreaterThan(90);
    for (const { screen } of screens) expect(findRoute(`/pages/${screen}`), screen).toBeDefined();
  });

  it('are exactly the namespaces its components (and what they show after a click) use, besides the eager ones', () => {
    for (const { screen, file } of screens) {
      const used = namespacesUsed(file).filter((namespace) => !EAGER_NAMESPACES.includes(namespace));
      expect([...(findRoute(`/pages/${screen}`)?.namespaces ?? [])].sort(), screen).toEqual(used);
    }
  });

  it('name only namespaces that exist', () => {
    for (const route of APP_ROUTES) {
      for (const namespace of route.namespaces) expect(NAMESPACES, route.path).toContain(namespace);
    }
  });

  it('finds namespaces through imports, lazy components and prefixed keys', () => {
    // The pre-shipment form, opened by a click, uses the declaration namespace through its goods step.
    expect(namespacesUsed('features/pre-shipments/pages/pre-express-page.tsx')).toContain('declaration');
    // Home's guided tour is a lazy component of its own.
    expect(namespacesUsed('features/content/tour/home-tour.tsx')).toContain('content');
    // The member page's purchase form says 'payments:topUp.redirecting'.
    expect(namespacesUsed('features/membership/pages/member-page.tsx')).toContain('payments');
  });
});
