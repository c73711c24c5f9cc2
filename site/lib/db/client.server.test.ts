import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeDatabase, openDatabase, PGLITE_SHARED_BUFFERS, rowsOf, rowsPlannedOnce } from "./client.server.ts";

describe("describeDatabase", () => {
  it("names the default PGlite folder when PGLITE_DIR is unset or empty", () => {
    expect(describeDatabase({}, "/srv/shop")).toBe("PGlite in .data/pglite");
    expect(describeDatabase({ dataDir: "" }, "/srv/shop")).toBe("PGlite in .data/pglite");
  });

  it("names the folder PGLITE_DIR points at: relative inside the project, absolute outside it", () => {
    expect(describeDatabase({ dataDir: "var/db" }, "/srv/shop")).toBe("PGlite in var/db");
    expect(describeDatabase({ dataDir: "/srv/shop/var/db" }, "/srv/shop")).toBe("PGlite in var/db");
    expect(describeDatabase({ dataDir: "/tmp/ln-db" }, "/srv/shop")).toBe("PGlite in /tmp/ln-db");
    expect(describeDatabase({ dataDir: "../elsewhere" }, "/srv/shop")).toBe("PGlite in /srv/elsewhere");
    expect(describeDatabase({ dataDir: "memory://" }, "/srv/shop")).toBe("PGlite in memory");
  });

  it("names a PostgreSQL server and database without its credentials", () => {
    const where = describeDatabase({ url: "postgres://shop:s3cret@db.internal:5433/littlenorth", dataDir: "/tmp/x" });
    expect(where).toBe("PostgreSQL at db.internal:5433/littlenorth (DATABASE_URL)");
    expect(where).not.toContain("s3cret");
  });
});

describe.skipIf(!process.env.DATABASE_URL)("statements planned once, on PostgreSQL", () => {
  it("go to connections that keep one generic plan; everything else is planned as usual", async () => {
    const handle = openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const mode = sql`select current_setting('plan_cache_mode') as mode, ${"jeans"}::text as q`;
      expect(await rowsPlannedOnce<{ mode: string; q: string }>(handle.db, mode)).toEqual([
        { mode: "force_generic_plan", q: "jeans" },
      ]);
      expect(await rowsOf<{ mode: string }>(handle.db, mode)).toEqual([{ mode: "auto", q: "jeans" }]);
    } finally {
      await handle.close();
    }
    // A new PGlite database runs initdb first: tens of seconds on a loaded machine.
  }, 120_000);
});

describe("PGlite's memory (ADR 41)", () => {
  it("starts with shared buffers of 32 MB, not initdb's 128 MB, which would stay resident in the process", async () => {
    const handle = openDatabase({ dataDir: "memory://" });
    try {
      const [row] = await rowsOf<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
      expect(row?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      expect(PGLITE_SHARED_BUFFERS).toBe("32MB");
    } finally {
      await handle.close();
    }
    // A new PGlite database runs initdb first: tens of seconds on a loaded machine.
  }, 120_000);
});
