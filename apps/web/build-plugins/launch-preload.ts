import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PATHS } from '../src/lib/routes-paths';
import { STORAGE_KEYS } from '../src/lib/storage';

const APP_DIR = resolve(import.meta.dirname, '../src/app');
const ROUTES_FILE = resolve(APP_DIR, 'routes.ts');
/** A screen of the route table: `'parcel/list': page(() => import('../features/parcels/pages/parcel-list-page')`. */
const SCREEN_ENTRY = /(?:'([\w/]+)':\s*)?page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

type Chunk = Rollup.OutputChunk;

/**
 * A returning customer's launch screen starts its page's chunks beside the entry instead of after it has run (issue
 * 24: the parcel list's LCP waited for the entry's 65 KB to arrive and run before its page's files set off). The app
 * routes by the address's hash, which the server never sees, so the HTML cannot name them: a small script, loaded
 * `async` beside the entry (the Content-Security-Policy allows no inline script), reads the hash and adds a
 * modulepreload for each file of that screen's page the entry does not hold. Only with a stored session and the logo
 * seen: launch behaviour (app/launch.ts) sends anyone else to another screen first. Texts are left to the entry:
 * preloading them too was measured no sooner, with longer tasks (docs/benchmarks.md).
 */
export function launchPreload(): Plugin {
  return {
    name: 'parcelway-launch-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const source = launchScript(screenFiles(bundle));
      const fileName = `assets/launch-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('launch-preload: the build has no index.html');
      const page = String(html.source);
      if (!page.includes('</title>'))
        throw new Error('launch-preload: index.html has no </title> to put the script after');
      html.source = page.replace('</title>', `</title>\n    <script async src="./${fileName}"></script>`);
    },
  };
}

export interface ScreenFiles {
  /** Every file a screen needs beyond the entry's, once, without its folder; `screens` holds indexes into it. */
  files: string[];
  /** A screen's address → its page's files. */
  screens: Record<string, number[]>;
}

function screenFiles(bundle: Rollup.OutputBundle): ScreenFiles {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('launch-preload: the build has no entry chunk');
  const withImports = (chunk: Chunk, into = new Set<string>()): Set<string> => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) withImports(imported, into);
    }
    return into;
  };
  const held = withImports(entry);
  const files: string[] = [];
  const indexOf = (file: string) => {
    const name = file.replace(/^assets\//, '');
    if (!files.includes(name)) files.push(name);
    return files.indexOf(name);
  };

  const source = readFileSync(ROUTES_FILE, 'utf8');
  const entries = [...source.matchAll(SCREEN_ENTRY)];
  // Every page the table loads must be read here, or a screen would silently lose its preload.
  if (entries.length !== source.split('import(').length - 1) {
    throw new Error(
      'launch-preload: app/routes.ts has an import() this plugin cannot read as a screen; read it here too',
    );
  }
  const screens: ScreenFiles['screens'] = {};
  for (const [entry, screen, modulePath = ''] of entries) {
    if (!screen) {
      // The one page without a screen of its own is the "coming soon" page every unbuilt screen shows.
      if (modulePath.endsWith('/coming-soon-page')) continue;
      throw new Error(`launch-preload: app/routes.ts has a page this plugin reads without its screen: ${entry}`);
    }
    const moduleId = resolve(APP_DIR, modulePath);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.tsx?$/, '') === moduleId);
    if (!chunk) throw new Error(`launch-preload: no chunk for ${modulePath} (screen ${screen})`);
    screens[`/pages/${screen}`] = [...withImports(chunk)].filter((file) => !held.has(file)).map(indexOf);
  }
  const home = screens[PATHS.home];
  if (home) screens['/'] = home;
  return { files, screens };
}

/**
 * The table travels as two strings, not object literals: the script runs before the entry, on the main thread, and
 * compiling ~200 keyed arrays cost it ~80 ms of a 4×-throttled phone; one screen's line is found and read alone.
 * A line is `\n<address>\t<indexes>`; an address never holds a line break or a tab (the URL parser drops them).
 */
export function launchScript({ files, screens }: ScreenFiles): string {
  const table = Object.entries(screens)
    .filter(([, indexes]) => indexes.length > 0)
    .map(([path, indexes]) => `\n${path}\t${indexes.join(',')}`)
    .join('');
  return `(function () {
  var table = ${JSON.stringify(`${table}\n`)};
  try {
    if (!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)})) return;
    if (localStorage.getItem(${JSON.stringify(STORAGE_KEYS.logoSeen)}) !== '1') return;
  } catch (error) {
    return;
  }
  var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  var line = table.indexOf('\\n' + path + '\\t');
  if (line < 0) return;
  var start = line + path.length + 2;
  var wanted = table.slice(start, table.indexOf('\\n', start)).split(',');
  var files = ${JSON.stringify(files.join(' '))}.split(' ');
  for (var i = 0; i < wanted.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = './assets/' + files[Number(wanted[i])];
    document.head.appendChild(link);
  }
})();
`;
}
