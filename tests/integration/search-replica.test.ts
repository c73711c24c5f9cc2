/**
 * Search's read-only statements on a read replica (DATABASE_REPLICA_URL, ADR 44), against a
 * real PostgreSQL server. A second connection to the same database stands in for the
 * streaming replica (same rows); a primary that refuses connections shows that the
 * suggestions were read from the replica, and a replica that refuses them that the primary
 * answers instead. bench/search.mjs --replica runs a real streaming replica.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCatalogCaches } from "#lib/commerce/catalog/catalog.server.ts";
import { type DatabaseHandle, openDatabase, setReplica } from "#lib/db/client.server.ts";
import { setupDatabase } from "#lib/db/setup.server.ts";
import { forgetSuggestions, suggest } from "#lib/search/suggest.server.ts";
import { TEST_DATABASES } from "./databases.ts";
import { searchFixture } from "./search-fixture.ts";

const postgresDatabase = TEST_DATABASES.find((d) => d.name === "postgres");
/** Nothing listens there: connecting is refused at once. */
const REFUSED = "postgres://postgres@127.0.0.1:1/none";

describe.skipIf(!postgresDatabase)("search reads from a replica on PostgreSQL", () => {
  let seeded: DatabaseHandle & { url?: string };
  const opened: DatabaseHandle[] = [];
  const open = (url: string) => {
    const handle = openDatabase({ url, poolSize: 2 });
    opened.push(handle);
    return handle;
  };
  const jea = (db: DatabaseHandle["db"]) => suggest(db, { market: "se", language: "sv", q: "jea", owner: null });

  beforeAll(async () => {
    clearCatalogCaches();
    seeded = await (postgresDatabase as (typeof TEST_DATABASES)[number]).open();
    await setupDatabase(seeded, async () => searchFixture());
  }, 120_000);

  afterAll(async () => {
    await Promise.all(opened.map((h) => h.close()));
    await seeded?.close();
    clearCatalogCaches();
  });

  it("answers suggestions from the replica while the primary is unreachable", async () => {
    const primary = open(REFUSED);
    setReplica(primary.db, open(seeded.url as string).db);
    const r = await jea(primary.db);
    expect(r.productSuggestions.map((p) => p.id)).toEqual([200001, 200002]);
    expect(r.totalHits).toBe(2);
  });

  it("answers suggestions from the primary when the replica is unreachable", async () => {
    const primary = open(seeded.url as string);
    setReplica(primary.db, open(REFUSED).db);
    const r = await jea(primary.db);
    expect(r.productSuggestions.map((p) => p.id)).toEqual([200001, 200002]);
    forgetSuggestions(primary.db);
  });
});
