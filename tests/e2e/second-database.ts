/**
 * Creates the database of a test's own shop process (`secondDatabase` in servers.ts), seeded as
 * `npm start` seeds an empty one, as a copy of a template seeded once: `CREATE DATABASE …
 * TEMPLATE` copies its files in well under a second, where seeding 3,200 products took 7 s and as
 * many CPU seconds, once per spec that starts a shop of its own (ADR 42, stop 41 addendum). The
 * template is `npm test`'s (scripts/seeded-catalog.ts) or the run's own, which the run's start drops
 * with the run's database (scripts/e2e-database.ts), so a changed seed or migration is never copied
 * from an old one.
 *
 *   node tests/e2e/second-database.ts <server url> <template> <new database>
 *   node tests/e2e/second-database.ts <server url> - <new database>      (no template: seeded itself)
 */
import { copySeededCatalog, createSeededDatabase } from "#scripts/seeded-catalog.ts";

const [serverUrl, template, name] = process.argv.slice(2) as [string, string, string];

if (template === "-") await createSeededDatabase(serverUrl, name);
else await copySeededCatalog(serverUrl, template, name);
