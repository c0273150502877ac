import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ command }) => ({
  base: './',
  resolve: { alias: command === 'build' ? BUILD_ALIASES : [] },
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [buildIdFile(), precompress()],
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
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
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
