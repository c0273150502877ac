// One-off move (issue 42): the staff console's words (apps/staff/src/locales/<language>.ts, one flat object a language)
// become i18next JSON namespaces, one per key's first part (`config.services.scope` is `services.scope` in
// locales/<language>/config.json), `{name}` placeholders written `{{name}}`. Kept so a branch that still adds words to
// the TypeScript files can be moved again: `npx tsx scripts/i18n/staff-to-json.mts` (merges into existing JSON files).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Hints that name a token staff type (`{supportNumber}`, a help article's facts): shown as they are, not filled. */
const SHOWN_AS_IS = new Set(['config.warehouses.slotHint', 'content.bodyHint']);
const locales = join(import.meta.dirname, '../../apps/staff/src/locales');
for (const language of ['en', 'cn', 'tw']) {
  const source = join(locales, `${language}.ts`);
  if (!existsSync(source)) continue;
  const words = (await import(source))[language] as Record<string, string>;
  const namespaces = new Map<string, Record<string, string>>();
  for (const [key, text] of Object.entries(words)) {
    const dot = key.indexOf('.');
    const namespace = key.slice(0, dot);
    const file = join(locales, language, `${namespace}.json`);
    if (!namespaces.has(namespace))
      namespaces.set(namespace, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
    const entries = namespaces.get(namespace) ?? {};
    entries[key.slice(dot + 1)] = SHOWN_AS_IS.has(key) ? text : text.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  mkdirSync(join(locales, language), { recursive: true });
  for (const [namespace, entries] of namespaces)
    writeFileSync(join(locales, language, `${namespace}.json`), `${JSON.stringify(entries, null, 2)}\n`);
  rmSync(source);
}
