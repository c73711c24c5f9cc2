/**
 * Brings a database to the current schema and loads the catalog if it is empty.
 * Run by `npm start` before it builds and serves, and by `npm run db:setup`.
 * Safe to run from several processes against one PostgreSQL: they take turns.
 */

import { config } from "#lib/config.server.ts";
import { refreshSearchIndex, searchIndexIsBuilt } from "#lib/search/search-index.server.ts";
import { isDatabaseUnavailable } from "./availability.ts";
import { analyzeCatalog, tablesWithoutStatistics } from "./catalog-statistics.server.ts";
import { type DatabaseHandle, openDatabase } from "./client.server.ts";
import { migrate, SETUP_LOCK } from "./migrate.server.ts";
import { type CatalogInput, catalogIsSeeded, seedCatalog } from "./seed-catalog.server.ts";

export async function setupDatabase(
  handle: DatabaseHandle,
  loadCatalog: () => Promise<CatalogInput>,
  log: (line: string) => void = () => {},
): Promise<{ seeded: boolean }> {
  return handle.withLock(SETUP_LOCK, async () => {
    await migrate(handle);
    if (await catalogIsSeeded(handle)) {
      // A catalog loaded before search existed gets its index once.
      if (!(await searchIndexIsBuilt(handle.db))) await refreshSearchIndex(handle.db);
      else if ((await tablesWithoutStatistics(handle.db)).length > 0) await analyzeCatalog(handle.db);
      return { seeded: false };
    }
    const input = await loadCatalog();
    await seedCatalog(handle, input, (done, total) => log(`seeding catalog ${done}/${total}`));
    await refreshSearchIndex(handle.db);
    return { seeded: true };
  });
}

/** The exit code of a setup that could not reach the database (EX_TEMPFAIL): `npm start` serves anyway and retries. */
export const UNREACHABLE_EXIT = 75;

/** The environment `npm start` and `npm run db:setup` read. */
export interface SetupEnv {
  DATABASE_URL?: string | undefined;
  PGLITE_DIR?: string | undefined;
}

/**
 * `npm run db:setup` (and the first step of `npm start`): sets up the database the
 * environment names and says which one it was, folder or server, as actually used.
 */
export async function setupFromEnv(
  env: SetupEnv,
  loadCatalog: () => Promise<CatalogInput>,
  log: (line: string) => void,
): Promise<{ seeded: boolean; where: string }> {
  const started = Date.now();
  const handle = openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    const { seeded } = await setupDatabase(handle, loadCatalog, log);
    log(`database ready: ${handle.where}${seeded ? `, catalog seeded in ${((Date.now() - started) / 1000).toFixed(1)} s` : ""}`);
    return { seeded, where: handle.where };
  } catch (error) {
    if (isDatabaseUnavailable(error)) log(`database unreachable on ${handle.where}: ${(error as Error).message}`);
    throw error;
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  const { catalogInput } = await import("#seed/catalog/catalog-input.ts");
  // `--products N` loads a catalog of another size into an empty database (bench/search.mjs).
  const at = process.argv.indexOf("--products");
  const products = at === -1 ? undefined : Number(process.argv[at + 1]);
  try {
    await setupFromEnv(
      config(),
      () => catalogInput(products),
      (line) => console.log(line),
    );
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    process.exitCode = UNREACHABLE_EXIT;
  }
}
