import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { launchPreload } from './build-plugins/launch-preload';

/** One id per build: compiled into the app and written to dist/build-id.txt, which the server reports. */
const BUILD_ID = `${new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;

function buildIdFile(): Plugin {
  return {
    name: 'parcelway-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: `${BUILD_ID}\n` });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli and a gzip copy next to every text asset worth compressing, once at build, so the server
 * sends them without compressing per request (it picks the copy the browser accepts).
 */
function precompress(): Plugin {
  return {
    name: 'parcelway-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        const brotli = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(`${path}.br`, brotli);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * What ships (issue 24's first-screen budget): React's API on Preact (preact/compat, about 10 KB gzipped instead of
 * react-dom's 41 KB), and React Router's production build (its package points bundlers at the development one, with
 * its warnings). Unit tests render with React itself; the browser tests run the build.
 */
const BUILD_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  {
    find: /^react-router$/,
    replacement: join(
      dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];

/** The antd-mobile components and helpers shared by most pages (see `codeSplitting` below). */
const MOBILE_UI = new RegExp(
  [
    String.raw`node_modules[\/]antd-mobile[\/]es[\/]components[\/]`,
    '(button|dialog|input|search-bar|checkbox|tag|badge|infinite-scroll|error-block|toast|mask|popup|center-popup|',
    'auto-center|modal|list|image|space|dot-loading|spin-loading|skeleton|nav-bar|safe-area)[\\/]',
    String.raw`|node_modules[\/]antd-mobile[\/]es[\/]utils[\/]`,
    String.raw`|node_modules[\/](@react-spring|@use-gesture|ahooks|antd-mobile-icons)[\/]`,
  ].join(''),
);

/**
 * Our own small parts the list screens share (the search box, the filter tabs, loading and empty states, the
 * address's filters, dates and money), in one `list-ui` chunk: each was a request of its own (see `codeSplitting`).
 * Their imports all live in the entry or `mobile-ui`, so the chunk takes these modules alone.
 */
const LIST_UI = /src[\\/](components[\\/](keyword-search|query-states|tab-strip)|lib[\\/](url-filter|format))\.tsx?$/;

const LANGUAGE_TEXTS = [
  /packages[\\/]domain[\\/]src[\\/]i18n[\\/]locales[\\/](en|cn|tw)[\\/]core\.json$/,
  /src[\\/]locales[\\/](en|cn|tw)[\\/](?:common|routes)\.json$/,
];

/**
 * A language's texts that every screen asks for before its first render, in one chunk per language (`texts-en`…): the
 * shared sentences' core and the common and routes namespaces were three requests at start-up. The rest of the shared
 * sentences stays a chunk of its own, off the launch and sign-in screens.
 */
function languageTexts(id: string): string | null {
  for (const pattern of LANGUAGE_TEXTS) {
    const language = pattern.exec(id)?.[1];
    if (language) return `texts-${language}`;
  }
  return null;
}

/**
 * antd-mobile's index re-exports every component and imports its global styles, which marks it as having side effects:
 * every chunk that imported a component through it also loaded an empty chunk holding it. The entry imports those
 * styles itself (main.tsx), so the index is treated as the re-exports it otherwise is.
 */
function antdMobileIndexWithoutEffects(): Plugin {
  return {
    name: 'parcelway-antd-mobile-index',
    apply: 'build',
    transform: {
      // Vite's resolver reads the package's own `sideEffects` list; what a transform returns comes before it.
      filter: { id: /node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/ },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

export default defineConfig(({ command }) => ({
  base: './',
  resolve: { alias: command === 'build' ? BUILD_ALIASES : [] },
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [buildIdFile(), antdMobileIndexWithoutEffects(), launchPreload(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // One stylesheet for the whole app (13.7 KB gzipped, cached for good once fetched) instead of one per chunk: a page
    // no longer waits for ten small stylesheets over HTTP/1.1's six connections (the parcel list's LCP, issue 24).
    cssCodeSplit: false,
    rolldownOptions: {
      // Everything the entry imports statically travels in one chunk beside it, not in the dozen small shared chunks
      // the automatic split made of it (React, i18next, TanStack Query… each shared with the pages): the first screen
      // is two scripts instead of eleven, and smaller for it.
      //
      // The antd-mobile parts most pages show (buttons, inputs, dialogs, toasts, lists, loading and empty states,
      // and the animation and gesture code under them) travel in one `mobile-ui` chunk instead of a small chunk each:
      // the parcel list fetched 23 scripts after the entry, six at a time over HTTP/1.1, and its LCP waited for the
      // last of them. Measured with `npm run bench:web` (A/B interleaved, docs/benchmarks.md): 9 scripts, LCP 65–600 ms
      // sooner, fewer bytes transferred for the same page; a page that uses only one of these parts loads the rest too
      // (52 KB gzipped, cached once for every page).
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'mobile-ui', test: MOBILE_UI },
            { name: 'list-ui', test: LIST_UI, includeDependenciesRecursively: false },
            { name: languageTexts, test: (id) => languageTexts(id) !== null },
          ],
        },
      },
      // React Router and TanStack Query mark their modules "use client" for React Server Components; this app has
      // none, so the directive means nothing here and its bundling warning (one per module) is noise. Every other
      // warning still shows.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        // React Router looks for React 19's `use` and `useOptimistic` and does without them on React 18's API.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /Import `(use|useOptimistic)` /.test(warning.message)) return;
        warn(warning);
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
}));
