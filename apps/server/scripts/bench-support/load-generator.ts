// The load generator of bench:api, run in a process of its own (`fork`, inheriting tsx's loader). autocannon parses
// every response in JavaScript: in the measured server's process that work counted as the server's CPU (more of it
// for the app, whose responses carry the security headers the floor's do not) and shared the server's event loop
// (its wait showed in the server's p99).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** One round of load: for a time or a number of requests, GETs of `url` or, for a write, POSTs of prepared requests. */
export interface LoadOrder {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  /** A write: POST `path` with each request's own body and headers, in order (a round uses what it needs). */
  writes?: { path: string; requests: { body: string; headers: Record<string, string> }[] };
}

export interface LoadResult {
  /** Mean requests per second over the round. */
  requests: number;
  /** Latency p99 in ms. */
  p99: number;
  total: number;
  failed: number;
  /** How many of the prepared writes were sent (the caller drops them from its queue). */
  used: number;
}

const ENTRY_FLAG = '--bench-load-generator';

async function runOrder(order: LoadOrder): Promise<LoadResult> {
  const { writes } = order;
  let used = 0;
  const timing = order.amount !== undefined ? { amount: order.amount } : { duration: order.duration ?? 10 };
  const result = await autocannon({
    url: order.url,
    connections: order.connections,
    ...timing,
    ...(order.headers && { headers: order.headers }),
    ...(writes && {
      requests: [
        {
          method: 'POST',
          path: writes.path,
          setupRequest: (request: object) => {
            const next = writes.requests[used];
            // Thrown inside autocannon, this ends the process: the parent reports the round lost.
            if (!next) throw new Error('the load generator ran out of prepared writes: raise --payments');
            used += 1;
            return { ...request, ...next };
          },
        },
      ],
    }),
  });
  return {
    requests: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors,
    used,
  };
}

if (process.argv.includes(ENTRY_FLAG)) {
  process.on('message', (order: LoadOrder) => {
    runOrder(order).then(
      (result) => process.send?.({ result }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
}

/** Starts the generator's process; `run` sends it one round at a time. */
export function startLoadGenerator() {
  const child = fork(fileURLToPath(import.meta.url), [ENTRY_FLAG], { serialization: 'advanced' });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // A send to a child that has just died, or a child that could not start, reports here: the round waiting fails.
  let failRound: ((error: Error) => void) | undefined;
  child.on('error', (error) => failRound?.(error));
  return {
    run(order: LoadOrder): Promise<LoadResult> {
      return new Promise((resolve, reject) => {
        if (exited) return reject(new Error('the load generator has exited'));
        const onExit = () =>
          reject(new Error('the load generator exited during a round (out of prepared writes? raise --payments)'));
        failRound = reject;
        child.once('exit', onExit);
        child.once('message', (message: { result?: LoadResult; error?: string }) => {
          child.off('exit', onExit);
          failRound = undefined;
          if (message.result) resolve(message.result);
          else reject(new Error(message.error ?? 'the load generator failed'));
        });
        child.send(order);
      });
    },
    stop() {
      if (!exited) child.kill();
    },
  };
}
