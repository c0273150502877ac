import { defineConfig } from 'vite';

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
