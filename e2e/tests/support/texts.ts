import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.js';

type Catalogue = Record<string, unknown>;

/** What a person reads: a text from the web app's locale files, e.g. text('en', 'auth', 'login.submit'). */
export function text(language: 'en' | 'cn' | 'tw', namespace: string, key: string): string {
  const catalogue = JSON.parse(
    readFileSync(join(repoRoot, `apps/web/src/locales/${language}/${namespace}.json`), 'utf8'),
  ) as Catalogue;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}
