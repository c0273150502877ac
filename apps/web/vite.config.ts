import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';

/** Writes dist/build-id.txt; the server reports it as its BUILD_ID. */
function buildId(): Plugin {
  const id = `${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;
  return {
    name: 'parcelway-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: `${id}\n` });
    },
  };
}

export default defineConfig({
  base: './',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [buildId()],
  build: { outDir: 'dist', emptyOutDir: true },
});
