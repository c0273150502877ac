// The server's build runs this (scripts/build.mjs): dist/empty-database.tar.gz for first starts (db/template.ts).
import { writeDatabaseTemplate } from './template.js';

await writeDatabaseTemplate();
