import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tablesWithoutStatistics } from "#lib/db/catalog-statistics.server.ts";
import { openDatabase } from "#lib/db/client.server.ts";
import { products } from "#lib/db/schema.server.ts";
import { setupDatabase, setupFromEnv } from "#lib/db/setup.server.ts";
import { fixtureCatalog } from "./catalog-fixture.ts";
import { TEST_DATABASES } from "./databases.ts";

const postgresDb = TEST_DATABASES.find((d) => d.name === "postgres");

describe.skipIf(!postgresDb)("several processes sharing one PostgreSQL", () => {
  it("migrate and seed once when they start together", async () => {
    const first = await (postgresDb as NonNullable<typeof postgresDb>).open();
    // A second, independent pool on the same database, as another server process would have.
    const second = openDatabase({ url: first.url, poolSize: 5 });
    try {
      const results = await Promise.all([
        setupDatabase(first, async () => fixtureCatalog()),
        setupDatabase(second, async () => fixtureCatalog()),
      ]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await first.db.select({ n: count() }).from(products);
      expect(row?.n).toBe(fixtureCatalog().products.length);
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});

describe("a failed seed leaves nothing behind", () => {
  it("rolls the whole catalog back", async () => {
    const handle = openDatabase({ dataDir: "memory://" });
    try {
      const broken = fixtureCatalog();
      // A sale price above the list price breaks a check constraint halfway through.
      (broken.products[5] as (typeof broken.products)[number]).prices.se = { list: 100, sale: 200 };
      await expect(setupDatabase(handle, async () => broken)).rejects.toThrow();
      const [row] = await handle.db.select({ n: count() }).from(products);
      expect(row?.n).toBe(0);
      // And the next start seeds cleanly.
      expect((await setupDatabase(handle, async () => fixtureCatalog())).seeded).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe("the first-start messages", () => {
  it("name the PGlite folder PGLITE_DIR points at, and the database is there", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "ln-setup-")), "db");
    try {
      const lines: string[] = [];
      const { seeded } = await setupFromEnv(
        { PGLITE_DIR: dir },
        async () => fixtureCatalog(),
        (line) => lines.push(line),
      );
      expect(seeded).toBe(true);
      expect(lines.at(-1)).toContain(`database ready: PGlite in ${dir}, catalog seeded in`);
      expect(lines.join("\n")).not.toContain(".data/pglite");
      expect(existsSync(join(dir, "PG_VERSION"))).toBe(true);
      // A second start finds the catalog and says where, without seeding again.
      const again: string[] = [];
      await setupFromEnv(
        { PGLITE_DIR: dir },
        async () => fixtureCatalog(),
        (line) => again.push(line),
      );
      expect(again).toEqual([`database ready: PGlite in ${dir}`]);
    } finally {
      rmSync(join(dir, ".."), { recursive: true, force: true });
    }
  }, 60_000);
});

describe.each(TEST_DATABASES)("the planner's statistics on $name", (database) => {
  // PGlite runs no autovacuum, and this machine's PostgreSQL none either: without the names' statistics a
  // department's listing joined every product's name before sorting (ADR 52).
  it("are there for every table a listing reads as soon as a catalog is loaded", async () => {
    const handle = await database.open();
    try {
      await setupDatabase(handle, async () => fixtureCatalog());
      expect(await tablesWithoutStatistics(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("are gathered at the next start for a catalog loaded without them", async () => {
    const handle = await database.open();
    try {
      await setupDatabase(handle, async () => fixtureCatalog());
      // As a catalog loaded by a version that analyzed only products, variants and prices left them.
      await handle.db.execute(
        sql`delete from pg_statistic where starelid in ('brands'::regclass, 'categories'::regclass, 'category_translations'::regclass, 'product_translations'::regclass)`,
      );
      expect(await tablesWithoutStatistics(handle.db)).toEqual([
        "brands",
        "categories",
        "category_translations",
        "product_translations",
      ]);
      expect((await setupDatabase(handle, async () => fixtureCatalog())).seeded).toBe(false);
      expect(await tablesWithoutStatistics(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
