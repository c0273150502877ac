// Reports the gzipped JavaScript a first-time visitor loads before the first screen shows:
// the entry chunk and its static imports, the default language's texts and core shared sentences loaded before the
// first render, and the first route's page (the logo page) with its texts. Fails above the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 88 * 1024;
const FIRST_ROUTE = 'src/features/auth/pages/logo-page.tsx';
const FIRST_LANGUAGE = 'cn';
const FIRST_ROUTE_NAMESPACE = 'auth';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const counted = new Map();
function addChunk(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (counted.has(chunk.file)) return;
  counted.set(chunk.file, gzipSync(readFileSync(join(dist, chunk.file))).length);
  for (const imported of chunk.imports ?? []) addChunk(imported);
}

addChunk('index.html');
// The texts loaded before the first screen: the language's chunk of them (the eager namespaces of lib/i18n.ts and
// the core of the shared sentences, vite.config.ts) and the first route's own namespace.
const languageTexts = Object.keys(manifest).find((key) => manifest[key].name === `texts-${FIRST_LANGUAGE}`);
if (!languageTexts) throw new Error(`the ${FIRST_LANGUAGE} texts chunk is not in the build manifest`);
addChunk(languageTexts);
addChunk(`src/locales/${FIRST_LANGUAGE}/${FIRST_ROUTE_NAMESPACE}.json`);
addChunk(FIRST_ROUTE);

const total = [...counted.values()].reduce((sum, size) => sum + size, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [file, size] of [...counted].sort((a, b) => b[1] - a[1])) console.log(`${kb(size).padStart(9)}  ${file}`);
console.log(`first screen: ${kb(total)} gzipped JavaScript (budget ${kb(BUDGET_BYTES)})`);
const lazyPages = Object.entries(manifest).filter(([key, chunk]) => key.includes('/pages/') && chunk.isDynamicEntry);
console.log(`lazy pages kept out of it: ${lazyPages.length - 1}`);
if (total > BUDGET_BYTES) {
  console.error(`over budget by ${kb(total - BUDGET_BYTES)}`);
  process.exit(1);
}
