import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file sits one level below it both as source (src/paths.ts, run by
 * tsx and the tests) and compiled (the whole server bundled into dist/main.js), so the files the server
 * reads at run time are found the same way from either.
 */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const MIGRATIONS_FOLDER = resolve(SERVER_ROOT, 'drizzle');
export const SEED_DATA_FOLDER = resolve(SERVER_ROOT, 'src/db/seed-data');
export const DEFAULT_WEB_DIST = resolve(SERVER_ROOT, '../web/dist');
export const DEFAULT_STAFF_DIST = resolve(SERVER_ROOT, '../staff/dist');

/**
 * DATA_DIR=memory:// keeps the embedded database in memory: loadConfig never resolves it to a path, writes no
 * development secret for it (one is made for the process only), and keeps uploaded files in a fresh directory under
 * the system's temporary directory.
 */
export const IN_MEMORY_DATA_DIR = 'memory://';
