/**
 * Brings a database to the current schema and loads the catalog if it is empty.
 * Run by `npm start` before it builds and serves, and by `npm run db:setup`.
 * Safe to run from several processes against one PostgreSQL: they take turns.
 */
import { type DatabaseHandle, getDatabase } from "./client.ts";
import { migrate, SETUP_LOCK } from "./migrate.ts";
import { type CatalogInput, catalogIsSeeded, seedCatalog } from "./seed-catalog.ts";

export async function setupDatabase(
  handle: DatabaseHandle,
  loadCatalog: () => Promise<CatalogInput>,
  log: (line: string) => void = () => {},
): Promise<{ seeded: boolean }> {
  return handle.withLock(SETUP_LOCK, async () => {
    await migrate(handle);
    if (await catalogIsSeeded(handle)) return { seeded: false };
    const input = await loadCatalog();
    await seedCatalog(handle, input, (done, total) => log(`seeding catalog ${done}/${total}`));
    return { seeded: true };
  });
}

if (import.meta.main) {
  const started = Date.now();
  const handle = getDatabase();
  const where = handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "PGlite (.data/pglite)";
  try {
    const { catalogInput } = await import("../../../seed/catalog/catalog-input.ts");
    const { seeded } = await setupDatabase(handle, catalogInput, (line) => console.log(line));
    console.log(
      `database ready on ${where}${seeded ? `, catalog seeded in ${((Date.now() - started) / 1000).toFixed(1)} s` : ""}`,
    );
  } finally {
    await handle.close();
  }
}
