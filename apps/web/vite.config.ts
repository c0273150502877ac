import { randomBytes } from 'node:crypto';
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

export default defineConfig({
  base: './',
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [buildIdFile()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
});
