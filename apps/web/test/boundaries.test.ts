import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((match) =>
    relative(src, resolve(file, '..', match[1] ?? '')),
  );
}

describe('module boundaries (STYLE.md)', () => {
  it('a feature never imports another feature', () => {
    const violations = sourceFiles(join(src, 'features')).flatMap((file) => {
      const feature = relative(join(src, 'features'), file).split(sep)[0];
      return relativeImports(file)
        .filter((target) => target.startsWith(`features${sep}`) && target.split(sep)[1] !== feature)
        .map((target) => `${relative(src, file)} → ${target}`);
    });
    expect(violations).toEqual([]);
  });

  it('shared code (lib, components) never imports a feature or the app', () => {
    const files = [...sourceFiles(join(src, 'lib')), ...sourceFiles(join(src, 'components'))];
    const violations = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith(`features${sep}`) || target.startsWith(`app${sep}`))
        .map((target) => `${relative(src, file)} → ${target}`),
    );
    expect(violations).toEqual([]);
  });
});
