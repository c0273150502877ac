import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { settlesWithin } from './bounded.js';

const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * test/support/server-entry.ts compiled as scripts/build.mjs compiles src/main.ts (our code and the domain package
 * bundled, node_modules imported), into dist/ so src/paths.ts finds the package folder: three processes then load one
 * file instead of transforming hundreds each. `remove` deletes it.
 */
export async function bundleServerEntry(): Promise<{ file: string; remove(): void }> {
  const file = join(SERVER_ROOT, 'dist', `test-server-${randomBytes(4).toString('hex')}.js`);
  await build({
    entryPoints: [join(SERVER_ROOT, 'test/support/server-entry.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [
      {
        name: 'node-modules-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@parcelway/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
  });
  return { file, remove: () => rmSync(file, { force: true }) };
}

const OUTPUT_LIMIT = 32_000;

/** One server as a real child process on `port`, started from a bundled entry with `env` (nothing else inherited). */
export class ServerProcess {
  readonly url: string;
  private output = '';
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    const keep = (chunk: string) => {
      this.output = (this.output + chunk).slice(-OUTPUT_LIMIT);
    };
    child.stdout?.setEncoding('utf8').on('data', keep);
    child.stderr?.setEncoding('utf8').on('data', keep);
    this.exited = new Promise((resolveExit) => child.once('exit', () => resolveExit()));
  }

  /** Starts the server and resolves once GET /healthz answers 200 (throws, the process killed, after `timeoutMs`). */
  static async start(entry: string, port: number, env: Record<string, string>, timeoutMs = 60_000) {
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, port);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!server.running) throw new Error(`server on ${port} exited while starting:\n${server.log()}`);
      const healthy = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.status === 200,
        () => false,
      );
      if (healthy) return server;
      if (Date.now() > deadline) {
        await server.kill();
        throw new Error(`server on ${port} not healthy within ${timeoutMs / 1000} s:\n${server.log()}`);
      }
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What the process wrote (the tail). */
  log(): string {
    return this.output;
  }

  /** SIGKILL, as a crashed machine or an OOM kill ends it: no close, no drain. Resolves once it has exited. */
  async kill(): Promise<void> {
    if (this.running) this.child.kill('SIGKILL');
    await settlesWithin(this.exited, 10_000);
  }

  /** SIGTERM (the server's graceful close), SIGKILL if it has not exited within `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    if (!(await settlesWithin(this.exited, graceMs))) await this.kill();
  }
}
