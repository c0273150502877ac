// One-off move (issue 42): the domain catalogue's TypeScript areas (catalogue/<area>/<language>.ts) become i18next
// JSON namespaces (locales/<language>/<area>.json), `{name}` placeholders written `{{name}}`. Kept so a branch that
// still adds sentences to the TypeScript files can be moved again: `npx tsx scripts/i18n/domain-to-json.mts`.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const i18n = join(import.meta.dirname, '../../packages/domain/src/i18n');
const AREAS: Record<string, string> = {
  core: 'core',
  parcels: 'parcels',
  'address-book': 'addressBook',
  waybills: 'waybills',
  payments: 'payments',
  coupons: 'coupons',
  tracking: 'tracking',
  content: 'content',
  notifications: 'notifications',
  'pre-shipments': 'preShipments',
  social: 'social',
  email: 'email',
  membership: 'membership',
  config: 'config',
  claims: 'claims',
  weights: 'weights',
  inbound: 'inbound',
  customs: 'customs',
};
/** Sentences that name a token staff type (`{supportNumber}` in a warehouse address): shown as it is, not filled. */
const SHOWN_AS_IS = new Set(['config.supportNumberMissing', 'config.unknownPlaceholder']);
for (const [folder, namespace] of Object.entries(AREAS)) {
  const source = join(i18n, 'catalogue', folder);
  if (!existsSync(source)) continue;
  for (const language of ['en', 'cn', 'tw']) {
    const module = await import(join(source, `${language}.ts`));
    const sentences = module[language] as Record<string, string>;
    const converted = Object.fromEntries(
      Object.entries(sentences).map(([key, text]) => [
        key,
        SHOWN_AS_IS.has(key) ? text : text.replace(/\{(\w+)\}/g, '{{$1}}'),
      ]),
    );
    mkdirSync(join(i18n, 'locales', language), { recursive: true });
    writeFileSync(join(i18n, 'locales', language, `${namespace}.json`), `${JSON.stringify(converted, null, 2)}\n`);
  }
  rmSync(source, { recursive: true });
}
console.log(readdirSync(join(i18n, 'locales', 'en')).join(' '));
