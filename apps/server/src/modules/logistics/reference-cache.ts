import { type CurrencyCode, isCurrencyCode, type RatesPerAud } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { referenceVersion } from '../../db/schema/index.js';
import { listLines, ratesOn, warehouseCurrency } from './queries.js';
import { type StoredLine, stored } from './stored-line.js';

/** The exchange rates in force on a day, and the newest date among them. */
export interface RatesOnDay {
  rates: RatesPerAud;
  rateDate: string | null;
}

/** What every quote reads from the reference tables, answered from memory while `reference_version` stands still. */
export interface ReferenceReadings {
  /** A route's active lines, in the customer's order. */
  routeLines(storeId: number, countryId: number): Promise<readonly StoredLine[]>;
  /** An open warehouse's currency code, or undefined for an unknown or closed one. */
  warehouseCurrency(storeId: number): Promise<string | undefined>;
  ratesOn(day: string): Promise<RatesOnDay>;
}

const currentVersion = preparedQuery('reference_version', (db, name) =>
  db
    .select({ version: referenceVersion.version })
    .from(referenceVersion)
    .where(eq(referenceVersion.id, 1))
    .prepare(name),
);

/** Days of rates kept: today's, and a few others a clock near midnight or a test asks for. */
const MAX_DAYS = 8;
/**
 * Routes and warehouses kept: every real route (six warehouses × the countries) fits; a caller asking for made-up
 * ids cannot grow the memory past it (the maps start again when full).
 */
const MAX_ROUTES = 4000;
const MAX_WAREHOUSES = 100;

function keep<Key, Value>(map: Map<Key, Value>, limit: number, key: Key, value: Value) {
  if (map.size >= limit && !map.has(key)) map.clear();
  map.set(key, value);
}

async function loadRates(db: Database, day: string): Promise<RatesOnDay> {
  const rows = await ratesOn(db, day);
  const rates: Partial<Record<CurrencyCode, string>> = {};
  let rateDate: string | null = null;
  for (const row of rows) {
    if (isCurrencyCode(row.code)) rates[row.code] = row.perAud;
    if (rateDate === null || row.effectiveOn > rateDate) rateDate = row.effectiveOn;
  }
  return { rates, rateDate };
}

/**
 * One server's memory of the lines, warehouse currencies and exchange rates. Every transaction that writes those
 * tables gives `reference_version` a value never used before (triggers, migration 0027), so a read of that one row
 * tells whether what is kept is still what the database holds, whoever wrote it: this server, another one, a staff
 * edit or a script's SQL. The version is read before anything it guards, so a row loaded after a concurrent change
 * is at worst reloaded once more, never kept past it. Inside a transaction that changed the tables the version is
 * that transaction's own; were it rolled back, that value never comes again.
 */
export class ReferenceCache {
  private version: number | null = null;
  private readonly limits: { routes: number; warehouses: number };
  private readonly routes = new Map<string, readonly StoredLine[]>();
  private readonly currencies = new Map<number, string | undefined>();
  private readonly days = new Map<string, RatesOnDay>();

  /** `limits` lets a test fill the maps with a few made-up ids instead of thousands of queries. */
  constructor(limits: { routes?: number; warehouses?: number } = {}) {
    this.limits = { routes: limits.routes ?? MAX_ROUTES, warehouses: limits.warehouses ?? MAX_WAREHOUSES };
  }

  /** One read of the version; the answers come from memory unless it moved. */
  async read(db: Database): Promise<ReferenceReadings> {
    const [row] = await currentVersion(db).execute();
    const version = row?.version ?? null;
    if (version === null || version !== this.version) this.forget(version);
    const current = () => version !== null && version === this.version;
    return {
      routeLines: async (storeId, countryId) => {
        const key = `${storeId}:${countryId}`;
        const kept = this.routes.get(key);
        if (kept && current()) return kept;
        const lines = (await listLines(db, { storeId, countryId, activeOnly: true })).map(stored);
        // A route with no line (or made-up ids) is not kept: asking for many cannot push the real ones out.
        if (current() && lines.length > 0) keep(this.routes, this.limits.routes, key, lines);
        return lines;
      },
      warehouseCurrency: async (storeId) => {
        if (current() && this.currencies.has(storeId)) return this.currencies.get(storeId);
        const code = await warehouseCurrency(db, storeId);
        if (current() && code !== undefined) keep(this.currencies, this.limits.warehouses, storeId, code);
        return code;
      },
      ratesOn: async (day) => {
        const kept = this.days.get(day);
        if (kept && current()) return kept;
        const rates = await loadRates(db, day);
        if (current()) keep(this.days, MAX_DAYS, day, rates);
        return rates;
      },
    };
  }

  /** How many routes, warehouses and days are kept (bounded whatever callers ask for). */
  get kept() {
    return { routes: this.routes.size, warehouses: this.currencies.size, days: this.days.size };
  }

  private forget(version: number | null) {
    this.version = version;
    this.routes.clear();
    this.currencies.clear();
    this.days.clear();
  }
}
