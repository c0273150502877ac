/** One statement as the app sent it to its database. */
export interface Statement {
  /** The prepared statement's name, when the app sends it prepared (the floor prepares it the same way). */
  name?: string;
  text: string;
  params: unknown[];
}

/** The driver client under drizzle: a PGlite instance or a node-postgres pool; both have query(text, params). */
export interface QueryClient {
  query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

export function clientOf(db: unknown): QueryClient {
  return (db as { $client: QueryClient }).$client;
}

export async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  const answer = (await result) as { rows?: T[] } | T[];
  return Array.isArray(answer) ? answer : (answer.rows ?? []);
}

/** Runs `work` while recording every statement the app sends to its database (outside transactions). */
export async function captureStatements(db: unknown, work: () => Promise<void> | undefined): Promise<Statement[]> {
  const client = clientOf(db);
  const original = client.query;
  const statements: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') statements.push({ text: first, params: Array.isArray(second) ? second : [] });
    else {
      const config = first as { name?: string; text: string; values?: unknown[] };
      statements.push({
        ...(config.name && { name: config.name }),
        text: config.text,
        params: Array.isArray(second) ? second : (config.values ?? []),
      });
    }
    return original.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return statements;
}

export async function rawQuery(db: unknown, text: string, params: unknown[]) {
  const result = await clientOf(db).query(text, params);
  return result.rows;
}
