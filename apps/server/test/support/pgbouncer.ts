import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settlesWithin } from './bounded.js';

/** Debian's PgBouncer (`apt-get install pgbouncer`; scripts/test-prerequisites.mjs installs it). */
export const PGBOUNCER_BINARY = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

export function pgbouncerInstalled(): boolean {
  return spawnSync(PGBOUNCER_BINARY, ['--version'], { encoding: 'utf8' }).status === 0;
}

export interface RunningPgBouncer {
  port: number;
  /** `postgres://user@127.0.0.1:<port>/<database>`: the same database, through the pooler. */
  urlOf(database: string, user?: string): string;
  /** The pooler's own log (errors it saw), for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/** How long PgBouncer has to exit after SIGTERM (then SIGKILL), and after SIGKILL. */
const STOP_GRACE_MS = 5_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A real PgBouncer in front of the PostgreSQL at `target` (host:port), in transaction mode: each transaction (and each
 * statement outside one) gets whichever of `poolSize` server connections is free, as in a deployment of many servers.
 * Any user is let in (trust) and passed on to PostgreSQL as is. Runs as `nobody` when the tests run as root
 * (PgBouncer refuses root).
 */
export async function startPgBouncer(
  options: { target?: { host: string; port: number }; poolSize?: number; users?: string[] } = {},
): Promise<RunningPgBouncer> {
  const target = options.target ?? { host: '127.0.0.1', port: 5432 };
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'parcelway-pgbouncer-'));
  chmodSync(directory, 0o755);
  const users = options.users ?? ['postgres'];
  writeFileSync(join(directory, 'users.txt'), users.map((user) => `"${user}" ""\n`).join(''), { mode: 0o644 });
  const ini = join(directory, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${target.host} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(directory, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 4}`,
      'max_client_conn = 500',
      // node-postgres sends no startup options PgBouncer would refuse, but other clients do.
      'ignore_startup_parameters = extra_float_digits,options',
      'server_reset_query =',
      // A client left waiting for a server connection fails after 20 s instead of PgBouncer's 120 s, so a test that
      // ends while a burst still queues (closing its servers) ends in time too.
      'query_wait_timeout = 20',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(PGBOUNCER_BINARY, [...(asRoot ? ['-u', 'nobody'] : []), ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 10_000;
  while (!(await accepting(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      rmSync(directory, { recursive: true, force: true });
      throw new Error(`PgBouncer did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    urlOf: (database, user = 'postgres') => `postgres://${user}@127.0.0.1:${port}/${database}`,
    log: () => output,
    stop: async () => {
      // SIGTERM is PgBouncer's immediate shutdown; a pooler that has not exited a few seconds later (a loaded machine,
      // a stuck server connection) is killed, and a process that outlives even that is left to the OS: never waits
      // for ever.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await settlesWithin(exited, STOP_GRACE_MS))) {
          child.kill('SIGKILL');
          if (!(await settlesWithin(exited, STOP_GRACE_MS)))
            console.warn(`PgBouncer (pid ${child.pid}) did not exit after SIGKILL`);
        }
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
