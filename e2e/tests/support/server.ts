import { type ChildProcess, spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory whose `db` a first start has unpacked and migrated (global-setup.ts); '' when there is none. */
    preparedDataDir: string;
  }
}

/** The repository root (this file lives in e2e/tests/support). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The compiled server, as `npm start` runs it (global-setup.ts builds it when its sources changed). */
export const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

/**
 * Where the servers' data directories go: /dev/shm (memory) when the machine has it. A first start writes the
 * build's database dump there as some 1,600 files; on this machine's disk their creation alone kept a start waiting
 * about 2 s (the same files, the same server, only the disk differs).
 */
const DATA_DIR_PARENT = (() => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
})();

/**
 * A new data directory for a server. Its database starts as a copy of the one global-setup.ts had a first start
 * unpack (a folder copy in memory instead of each server unpacking the build's dump: about 2 CPU-s a start), so the
 * server starts as on a restart; its secrets (app-secret, VAPID keys) are its own. `firstStart` leaves it empty.
 */
export function newDataDir(options: { firstStart?: boolean } = {}): string {
  const dataDir = mkdtempSync(join(DATA_DIR_PARENT, 'parcelway-e2e-'));
  const prepared = options.firstStart ? '' : inject('preparedDataDir');
  if (prepared) cpSync(join(prepared, 'db'), join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/** How long a server may take to start; a busy machine can set E2E_SERVER_START_TIMEOUT_MS higher. */
const HEALTH_TIMEOUT_MS = Number(process.env.E2E_SERVER_START_TIMEOUT_MS) || 60_000;
const OUTPUT_LIMIT = 64_000;

export interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds from the stop request (or from start, for an unrequested exit) to the exit. */
  elapsedMs: number;
}

export interface StartOptions {
  /** Reuse a data directory (a restart); otherwise a fresh temporary one is created and owned. */
  dataDir?: string;
  /** Listen on this port; otherwise a free one is picked. */
  port?: number;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Start on an empty data directory (the build's dump unpacked by the server), not a copy of a prepared one. */
  firstStart?: boolean;
}

/** Every child still running when the test process exits gets killed, so none is left behind. */
const liveChildren = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/**
 * The real Parcelway server as a child process on embedded defaults (PGlite under DATA_DIR, dev secret,
 * no Redis/SMTP), NODE_ENV=test, LOG_LEVEL=warn, and the dev mailbox and payment sandbox on.
 */
export class ServerProcess {
  readonly baseUrl: string;
  private stdout = '';
  private stderr = '';
  private exited: Promise<ExitResult>;
  private exitResult: ExitResult | undefined;
  private stopRequestedAt: number | undefined;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly dataDir: string,
    private ownsDataDir: boolean,
    private readonly options: StartOptions,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    const startedAt = Date.now();
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stdout = keepTail(this.stdout + chunk);
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = keepTail(this.stderr + chunk);
    });
    liveChildren.add(child);
    this.exited = new Promise((resolveExit) => {
      child.once('exit', (code, signal) => {
        liveChildren.delete(child);
        this.exitResult = { code, signal, elapsedMs: Date.now() - (this.stopRequestedAt ?? startedAt) };
        resolveExit(this.exitResult);
      });
    });
  }

  /** Starts the server and resolves once GET /healthz answers 200 (gives up after 60 s). */
  static async start(options: StartOptions = {}): Promise<ServerProcess> {
    return ServerProcess.launch(options, options.dataDir === undefined);
  }

  private static async launch(options: StartOptions, ownsDataDir: boolean): Promise<ServerProcess> {
    // Files run side by side: a port picked here can be taken by another file's server before this one listens on
    // it. Only that failure is tried again, on another port.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await ServerProcess.launchOnce(options, ownsDataDir, options.port ?? (await freePort()));
      } catch (error) {
        const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
        if (!portTaken || options.port !== undefined || attempt === 3) throw error;
      }
    }
  }

  private static async launchOnce(options: StartOptions, ownsDataDir: boolean, port: number): Promise<ServerProcess> {
    const dataDir = options.dataDir ?? newDataDir(options);
    const env: NodeJS.ProcessEnv = { ...process.env };
    // Embedded defaults: nothing from the caller's environment may point the server elsewhere.
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'APP_SECRET',
      'BUILD_ID',
      'WEB_DIST',
      'STAFF_EMAIL',
      'STAFF_PASSWORD',
      'TRUST_PROXY',
    ]) {
      delete env[name];
    }
    Object.assign(env, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // The journeys read codes from the dev mailbox and pay through the sandbox; a test may turn either off.
      DEV_MAILBOX: 'true',
      PAYMENTS_SANDBOX: 'true',
      // Every answer checked against its zod schema and the generated writer compared with zod's output.
      CHECK_RESPONSES: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...options.env,
    });
    const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, port, dataDir, ownsDataDir, options);
    try {
      await server.waitUntilHealthy();
    } catch (error) {
      await server.stop().catch(() => undefined);
      // Only a directory made just now goes; a restart's directory stays with its previous owner.
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
    return server;
  }

  get running(): boolean {
    return this.exitResult === undefined;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** What the server wrote so far (stdout then stderr, tails only). */
  output(): string {
    return [this.stdout && `--- stdout ---\n${this.stdout}`, this.stderr && `--- stderr ---\n${this.stderr}`]
      .filter(Boolean)
      .join('\n');
  }

  /** Resolves when the process has exited, however that happened. */
  waitForExit(): Promise<ExitResult> {
    return this.exited;
  }

  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILLs and throws after `timeoutMs`. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000): Promise<ExitResult> {
    if (this.exitResult) return this.exitResult;
    this.stopRequestedAt = Date.now();
    this.child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolveTimeout) => {
      timer = setTimeout(() => resolveTimeout('timeout'), timeoutMs);
    });
    const result = await Promise.race([this.exited, timedOut]);
    clearTimeout(timer);
    if (result === 'timeout') {
      this.child.kill('SIGKILL');
      await this.exited;
      throw new Error(`Server did not exit within ${timeoutMs} ms of ${signal}\n${this.output()}`);
    }
    return result;
  }

  /** Stops this server and starts a new one on the same DATA_DIR and port. */
  async restart(): Promise<ServerProcess> {
    await this.stop();
    // The new process takes over the data directory (and its clean-up, when this one owned it).
    const next = await ServerProcess.launch(
      { ...this.options, dataDir: this.dataDir, port: this.port },
      this.ownsDataDir,
    );
    this.ownsDataDir = false;
    return next;
  }

  /** Stops the server (if running) and removes its data directory when it created it. */
  async dispose(): Promise<void> {
    await this.stop().catch(() => undefined);
    if (this.ownsDataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async waitUntilHealthy(): Promise<void> {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    let lastProblem = 'no answer yet';
    while (Date.now() < deadline) {
      if (this.exitResult) {
        throw new Error(
          `Server exited before it became healthy (code ${this.exitResult.code}, signal ${this.exitResult.signal})\n${this.output()}`,
        );
      }
      try {
        const response = await fetch(`${this.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
        // A healthy answer from a process other than ours: another server took the port, ours is about to fail.
        if (response.status === 200 && listensOn(this.child.pid, this.port)) return;
        lastProblem =
          response.status === 200
            ? 'another process answers on this port'
            : `HTTP ${response.status}: ${await response.text()}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
      await new Promise((wait) => setTimeout(wait, 250));
    }
    throw new Error(
      `Server at ${this.baseUrl} did not answer /healthz with 200 within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem})\n${this.output()}`,
    );
  }
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not determine a free port'));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}

/**
 * Whether process `pid` holds the socket listening on `port` (Linux: the socket's inode from /proc/net/tcp among the
 * process's open files). True where /proc cannot tell.
 */
function listensOn(pid: number | undefined, port: number): boolean {
  if (pid === undefined || !existsSync('/proc/net/tcp')) return true;
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (local?.endsWith(hexPort) && state === '0A' && inode) inodes.add(inode);
    }
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1] ?? '');
      } catch {
        return false;
      }
    });
  } catch {
    return true;
  }
}

function keepTail(text: string): string {
  return text.length > OUTPUT_LIMIT ? text.slice(-OUTPUT_LIMIT) : text;
}
