import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Reads the web sources as text to list the translation namespaces a module and everything it imports (statically,
 * or lazily inside the same screen) can ask for: `useTranslation('x')`, `useTranslation(['x', 'y'])`,
 * `useTranslation()` (the default, common), `{ ns: 'x' }` and keys written `'x:key'`.
 */
const SRC = join(import.meta.dirname, '../../src');
export const NAMESPACES = readdirSync(join(SRC, 'locales/en')).map((file) => file.replace(/\.json$/, ''));

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const USE_TRANSLATION = /useTranslation\(\s*([^)]*)\)/g;
const NS_OPTION = /\bns:\s*(\[[^\]]*\]|'[^']*')/g;
const QUOTED = /'([^']*)'/g;

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

function namespacesIn(source: string): string[] {
  const found: string[] = [];
  for (const [, args = ''] of source.matchAll(USE_TRANSLATION)) {
    const names = [...args.matchAll(QUOTED)].map((match) => match[1] ?? '');
    found.push(...(names.length > 0 ? names : ['common']));
  }
  for (const [, value = ''] of source.matchAll(NS_OPTION))
    found.push(...[...value.matchAll(QUOTED)].map((m) => m[1] ?? ''));
  const prefixed = new RegExp(`['"\`](${NAMESPACES.join('|')}):[\\w.]+`, 'g');
  for (const [, namespace = ''] of source.matchAll(prefixed)) found.push(namespace);
  return found;
}

/** The namespaces the module at `file` (a path under apps/web/src) and its imports use, sorted. */
export function namespacesUsed(file: string, stopAt: (path: string) => boolean = () => false): string[] {
  const seen = new Set<string>();
  const used = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || stopAt(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    for (const namespace of namespacesIn(source)) used.add(namespace);
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(path, match[1] ?? match[2] ?? '');
      if (target) visit(target);
    }
  };
  visit(resolve(SRC, file));
  return [...used].sort();
}
