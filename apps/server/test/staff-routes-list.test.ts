import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_ROUTES } from '../src/staff-routes.js';

const modules = join(import.meta.dirname, '../src/modules');
/** A route path under /ops written in the code (a comment naming one has no quote before it). */
const OPS_PATH = /['`]\/ops[/'`]/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('staff routes', () => {
  it('are declared only in modules’ staff-routes.ts', () => {
    const elsewhere = sourceFiles(modules).filter(
      (path) => !path.endsWith('/staff-routes.ts') && OPS_PATH.test(readFileSync(path, 'utf8')),
    );
    expect(elsewhere).toEqual([]);
  });

  it('are all registered from the one list', async () => {
    const files = sourceFiles(modules).filter((path) => path.endsWith('/staff-routes.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const path of files) {
      const plugins = Object.values(await import(path)).filter((value) => typeof value === 'function');
      expect(plugins, path).not.toEqual([]);
      for (const plugin of plugins) expect(STAFF_ROUTES, path).toContain(plugin);
    }
  });
});
