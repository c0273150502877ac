import { defineConfig } from 'vite';

/** A language's words (src/locales/<language>/<namespace>.json). */
const WORDS = /src[\\/]locales[\\/](en|cn|tw)[\\/][\w-]+\.json$/;

/**
 * The staff console: its own bundle, served by the server under /staff/ (relative asset paths), so nothing of it
 * reaches the customer's app.
 */
export default defineConfig({
  base: './',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // Each language's namespaces travel in one chunk (`words-en`…): the console loads all of its language's at start,
      // one request rather than one a namespace; the other languages' stay on the server until chosen.
      output: {
        codeSplitting: {
          groups: [{ name: (id: string) => `words-${WORDS.exec(id)?.[1] ?? 'en'}`, test: WORDS }],
        },
      },
      // antd marks its modules "use client" (for React Server Components); meaningless in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: { '/ops': 'http://localhost:3000', '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
