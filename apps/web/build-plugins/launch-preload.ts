import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { needsAllSentences } from '../src/app/screen-sentences';
import { PATHS } from '../src/lib/routes-paths';
import { STORAGE_KEYS } from '../src/lib/storage';

const APP_DIR = resolve(import.meta.dirname, '../src/app');
const ROUTES_FILE = resolve(APP_DIR, 'routes.ts');
/**
 * A screen of the route table and its namespaces: `'parcel/list': page(() => import('../features/parcels/pages/
 * parcel-list-page'), 'parcels')`.
 */
const SCREEN_ENTRY = /(?:'([\w/]+)':\s*)?page\(\s*\(\)\s*=>\s*import\('([^']+)'\)((?:\s*,\s*'\w+')*)/g;
/** The module of a language's shared sentences, every area: its name is the language's. */
const ALL_SENTENCES = /packages[\\/]domain[\\/]src[\\/]i18n[\\/]catalogue[\\/](\w+)\.ts$/;
/**
 * A language's shared sentences: every area (`:all`, the catalogue gathering them), or the core area (`:core`, its JSON
 * namespace, in one chunk with the eager namespaces).
 */
const sentencesFile = (language: string, area: ':all' | ':core') =>
  new RegExp(
    area === ':core'
      ? String.raw`packages[\\/]domain[\\/]src[\\/]i18n[\\/]locales[\\/]${language}[\\/]core\.json$`
      : String.raw`packages[\\/]domain[\\/]src[\\/]i18n[\\/]catalogue[\\/]${language}\.ts$`,
  );
const namespaceFile = (language: string, namespace: string) =>
  new RegExp(String.raw`src[\\/]locales[\\/]${language}[\\/]${namespace}\.json$`);
/** The texts every screen waits for before its first render (lib/i18n.ts: EAGER_NAMESPACES and the core sentences). */
export const ALWAYS_TEXTS = ['common', 'routes', ':core'];

type Chunk = Rollup.OutputChunk;

/**
 * A returning customer's launch screen starts its page's chunks and texts while the entry downloads instead of after it
 * has run (issue 24: the parcel list's LCP waited for the entry's 65 KB to arrive and run before its page's files and
 * texts set off). The app routes by the address's hash, which the server never sees, so the HTML cannot name them: a
 * small inline script (the Content-Security-Policy allows it by its hash, which the server reads from index.html)
 * reads the hash and the stored language and adds a modulepreload for each file of that screen's page and texts the
 * entry does not hold. Only with a stored session and the logo seen: launch behaviour (app/launch.ts) sends anyone
 * else to another screen first.
 */
export function launchPreload(): Plugin {
  return {
    name: 'parcelway-launch-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const source = launchScript(screenFiles(bundle));
      // The script is the page's own text: it must not end its element early.
      if (/<\/script/i.test(source)) throw new Error('launch-preload: the script holds "</script"');
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('launch-preload: the build has no index.html');
      const page = String(html.source);
      if (!page.includes('</title>'))
        throw new Error('launch-preload: index.html has no </title> to put the script after');
      // Before the stylesheet: an inline script after one would wait for it to arrive before running.
      html.source = page.replace('</title>', `</title>\n    <script>${source}</script>`);
    },
  };
}

export interface ScreenFiles {
  /** Every file a screen needs beyond the entry's, once, without its folder; the tables hold indexes into it. */
  files: string[];
  /** A screen's address → its page's files, and the texts it waits for beyond ALWAYS_TEXTS (namespaces, `:all`). */
  screens: Record<string, { files: number[]; texts: string[] }>;
  /** `<language>/<text>` (`en/parcels`, `en/:core`, `en/:all`) → the files that hold it. */
  texts: Record<string, number[]>;
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
  const filesOf = (chunk: Chunk) => [...withImports(chunk)].filter((file) => !held.has(file)).map(indexOf);
  const chunkHolding = (module: RegExp, what: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => module.test(id)));
    if (!chunk) throw new Error(`launch-preload: no chunk holds ${what}`);
    return chunk;
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
  const namespaces = new Set<string>();
  for (const [entry, screen, modulePath = '', namespaceList = ''] of entries) {
    if (!screen) {
      // The one page without a screen of its own is the "coming soon" page every unbuilt screen shows.
      if (modulePath.endsWith('/coming-soon-page')) continue;
      throw new Error(`launch-preload: app/routes.ts has a page this plugin reads without its screen: ${entry}`);
    }
    const moduleId = resolve(APP_DIR, modulePath);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.tsx?$/, '') === moduleId);
    if (!chunk) throw new Error(`launch-preload: no chunk for ${modulePath} (screen ${screen})`);
    const screenNamespaces = [...namespaceList.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? '');
    for (const namespace of screenNamespaces) namespaces.add(namespace);
    screens[`/pages/${screen}`] = {
      files: filesOf(chunk),
      texts: [...screenNamespaces, ...(needsAllSentences(screen) ? [':all'] : [])],
    };
  }
  const home = screens[PATHS.home];
  if (home) screens['/'] = home;

  const texts: ScreenFiles['texts'] = {};
  const languages = chunks.flatMap((chunk) => ALL_SENTENCES.exec(chunk.facadeModuleId ?? '')?.[1] ?? []);
  if (languages.length === 0) throw new Error("launch-preload: the build has no language's sentences");
  for (const language of languages) {
    for (const area of [':all', ':core'] as const) {
      texts[`${language}/${area}`] = filesOf(chunkHolding(sentencesFile(language, area), `the ${language} sentences`));
    }
    for (const namespace of [...ALWAYS_TEXTS.filter((text) => !text.startsWith(':')), ...namespaces]) {
      texts[`${language}/${namespace}`] = filesOf(
        chunkHolding(namespaceFile(language, namespace), `the ${language} ${namespace} texts`),
      );
    }
  }
  return { files, screens, texts };
}

/**
 * The tables travel as strings, not object literals: the script runs before the entry, on the main thread, and
 * compiling ~200 keyed arrays cost it ~80 ms of a 4×-throttled phone; one screen's line is found and read alone.
 * A screen's line is `\n<address>\t<file indexes>\t<texts>`, a text's `\n<language>/<text>\t<file indexes>`; an address
 * never holds a line break or a tab (the URL parser drops them), and a stored language is used only when it is a word.
 */
export function launchScript({ files, screens, texts }: ScreenFiles): string {
  const screenTable = Object.entries(screens)
    .map(([path, screen]) => `\n${path}\t${screen.files.join(',')}\t${screen.texts.join(',')}`)
    .join('');
  const textTable = Object.entries(texts)
    .map(([text, indexes]) => `\n${text}\t${indexes.join(',')}`)
    .join('');
  return `(function () {
  var screens = ${JSON.stringify(`${screenTable}\n`)};
  var texts = ${JSON.stringify(`${textTable}\n`)};
  var language;
  try {
    if (!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)})) return;
    if (localStorage.getItem(${JSON.stringify(STORAGE_KEYS.logoSeen)}) !== '1') return;
    language = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});
  } catch (error) {
    return;
  }
  function fields(table, key) {
    var line = table.indexOf('\\n' + key + '\\t');
    if (line < 0) return null;
    var start = line + key.length + 2;
    return table.slice(start, table.indexOf('\\n', start)).split('\\t');
  }
  function indexes(list) {
    return list ? list.split(',') : [];
  }
  var screen = fields(screens, location.hash.replace(/^#/, '').split('?')[0] || '/');
  if (!screen) return;
  var wanted = indexes(screen[0]);
  if (language && /^\\w+$/.test(language)) {
    var names = ${JSON.stringify(ALWAYS_TEXTS)}.concat(indexes(screen[1]));
    for (var n = 0; n < names.length; n++) {
      var text = fields(texts, language + '/' + names[n]);
      if (text) wanted = wanted.concat(indexes(text[0]));
    }
  }
  var files = ${JSON.stringify(files.join(' '))}.split(' ');
  var added = {};
  for (var i = 0; i < wanted.length; i++) {
    if (added[wanted[i]]) continue;
    added[wanted[i]] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = './assets/' + files[Number(wanted[i])];
    document.head.appendChild(link);
  }
})();
`;
}
