// balancePay in bench:api: a write measured against a floor that runs the very same transaction. Each request pays
// another copy of one unpaid waybill from a funded balance; the floor replays the app's captured transaction (begin
// … commit, on one pooled connection) with the next copy's id and a fresh idempotency key in place of the first's.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Statement } from './statements.js';

type Run = (text: string) => Promise<unknown>;

/** `count` copies of waybill `id` (same line, fees and state) owned by `customerId`, unpaid, their ids in order. */
export async function copiesOfWaybill(
  query: (text: string) => Promise<{ id: number }[]>,
  { id, customerId }: { id: number; customerId: number },
  count: number,
  tag: string,
): Promise<number[]> {
  const columns = (
    (await query(
      `select column_name as id from information_schema.columns
        where table_name = 'waybills' and column_name not in ('id', 'shipment_no') order by ordinal_position`,
    )) as unknown as { id: string }[]
  ).map((row) => `"${row.id}"`);
  const list = columns.join(', ');
  const values = columns.map((column) => (column === '"customer_id"' ? String(customerId) : column)).join(', ');
  // The seeded payment attempts point at made-up targets beyond the seeded waybills: the copies' ids start past them.
  await query(
    `select setval(pg_get_serial_sequence('waybills', 'id'), greatest((select max(id) from waybills),
       (select coalesce(max(target_id), 0) from payment_attempts))) as id`,
  );
  const rows = await query(
    `insert into waybills (shipment_no, ${list})
       select 'PWB${tag}' || lpad(g::text, 8, '0'), ${values} from waybills, generate_series(1, ${count}) g
        where id = ${id}
     returning id`,
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Enough balance in `currency` for every payment of the run. */
export async function fundBalance(run: Run, customerId: number, currency: string): Promise<void> {
  await run(`
    insert into balance_accounts (customer_id, currency_id, balance_minor)
      select ${customerId}, id, 1000000000000 from currencies where code = '${currency}'
    on conflict (customer_id, currency_id) do update set balance_minor = balance_accounts.balance_minor + 1000000000000`);
}

/** A captured statement with the rows it returned (the floor maps the ids a `returning` gave to its own). */
export interface CapturedStatement extends Statement {
  returned?: unknown[];
}

/**
 * Every statement node-postgres sends while `work` runs, transactions included (begin and commit too), with the
 * rows each returned.
 */
export async function captureTransaction(work: () => Promise<void>): Promise<CapturedStatement[]> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const statements: CapturedStatement[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    let statement: CapturedStatement | undefined;
    if (typeof first === 'string') statement = { text: first, params: Array.isArray(second) ? second : [] };
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { name?: string; text: string; values?: unknown[] };
      statement = {
        ...(config.name && { name: config.name }),
        text: config.text,
        params: Array.isArray(second) ? second : (config.values ?? []),
      };
    }
    if (statement) statements.push(statement);
    const answer = original.apply(this, args);
    if (statement && answer instanceof Promise) {
      const captured = statement;
      answer.then(
        (result: { rows?: unknown[] }) => {
          captured.returned = result.rows;
        },
        () => {},
      );
    }
    return answer;
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return statements;
}

/** The captured payment of `firstId` (key `firstKey`) as the payment of `nextId` with a new key. */
export function replayFor(
  statements: CapturedStatement[],
  firstId: number,
  firstKey: string,
  nextId: number,
): CapturedStatement[] {
  const key = randomUUID();
  return statements.map((statement) => ({
    ...statement,
    params: statement.params.map((param) =>
      param === firstId || param === String(firstId) ? nextId : param === firstKey ? key : param,
    ),
  }));
}

/** Scalars of `captured` rows against the same places in `fresh` rows: what a replay must send instead. */
function learn(renamed: Map<unknown, unknown>, captured: unknown[], fresh: unknown[]) {
  captured.forEach((row, index) => {
    const other = fresh[index];
    if (!row || !other || typeof row !== 'object' || typeof other !== 'object') return;
    const before = Object.values(row);
    const after = Object.values(other);
    before.forEach((value, at) => {
      if ((typeof value === 'string' || typeof value === 'number') && value !== after[at])
        renamed.set(value, after[at]);
    });
  });
}

/**
 * Runs a captured transaction on one connection of `pool`, rolling back if a statement fails. What a `returning`
 * gave the app (a new attempt's id) is replaced in later statements by what it gives here.
 */
export async function runTransaction(pool: pg.Pool, statements: CapturedStatement[]): Promise<unknown[]> {
  const client = await pool.connect();
  const results: unknown[] = [];
  const renamed = new Map<unknown, unknown>();
  try {
    for (const { name, text, params, returned } of statements) {
      const values = params.map((param) => (renamed.has(param) ? renamed.get(param) : param));
      const { rows } = await client.query(
        name ? { name, text, values, rowMode: 'array' } : { text, values, rowMode: 'array' },
      );
      if (returned && /\breturning\b/i.test(text)) learn(renamed, returned, rows);
      results.push(rows);
    }
    return results;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
