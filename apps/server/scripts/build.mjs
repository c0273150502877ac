// Compiles the server into dist/ for plain `node`: our code and the workspace's domain package bundled,
// every package from node_modules left as an import (they are plain JavaScript already). Each entry is one
// file directly in dist/ (no shared chunks), so src/paths.ts finds the package folder from either.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

const bundleWorkspace = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@parcelway/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: 'src/main.ts',
    demo: 'src/demo.ts',
    // The staff command line (`npm run ops` runs it from source): compiled, a call takes a third of the CPU
    // (0.1 s against 0.3–0.4 s).
    ops: 'src/ops/cli.ts',
    'write-database-template': 'src/db/write-template.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need the mappings only; without the sources' text the map is a third the size and start-up parses it faster.
  sourcesContent: false,
  plugins: [bundleWorkspace],
  logLevel: 'warning',
});

// The empty database a first start unpacks instead of initialising and migrating one (src/db/template.ts).
const template = spawnSync(process.execPath, ['dist/write-database-template.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
