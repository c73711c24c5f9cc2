import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "./client.server.ts";
import { isNewCluster, keepTemplate, readTemplate, templatePath } from "./pglite-template.server.ts";

/** initdb gives every cluster an identifier of its own; a cluster loaded from a copy has the copy's. */
const SYSTEM_ID = "select system_identifier::text as id from pg_control_system()";
const systemId = async (client: PGlite) => (await client.query<{ id: string }>(SYSTEM_ID)).rows[0]?.id;

describe("PGlite's kept fresh cluster (ADR 45)", () => {
  const scratch = mkdtempSync(join(tmpdir(), "ln-pglite-template-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("is kept beside the installed PGlite, named after its version", () => {
    expect(templatePath()).toMatch(/node_modules\/\.cache\/little-north\/pglite-\d+\.\d+\.\d+-initdb\.tar$/);
  });

  it("holds the cluster as initdb left it, not what the caller wrote at once, and loads into memory and a folder", async () => {
    const path = join(scratch, "fresh.tar");
    const first = new PGlite("memory://");
    const kept = keepTemplate(first, path);
    // Sent before the dump has run: it waits for it.
    await first.exec("create table written_after (id int)");
    await kept;
    expect(existsSync(path)).toBe(true);
    const firstId = await systemId(first);
    await first.close();

    const template = readTemplate(path);
    expect(template?.size).toBeGreaterThan(1_000_000);
    const inMemory = await PGlite.create("memory://", { loadDataDir: template });
    expect(await systemId(inMemory)).toBe(firstId);
    expect((await inMemory.query("select to_regclass('written_after') as t")).rows).toEqual([{ t: null }]);
    await inMemory.close();

    const folder = join(scratch, "folder");
    expect(isNewCluster(folder)).toBe(true);
    const onDisk = await PGlite.create(folder, { loadDataDir: readTemplate(path) });
    await onDisk.exec("create table kept (id int); insert into kept values (7)");
    await onDisk.close();
    expect(isNewCluster(folder)).toBe(false);
    const reopened = await PGlite.create(folder);
    expect(await systemId(reopened)).toBe(firstId);
    expect((await reopened.query("select id from kept")).rows).toEqual([{ id: 7 }]);
    await reopened.close();
  }, 120_000);

  it("answers nothing for a missing or empty file: the database runs initdb", () => {
    expect(readTemplate(join(scratch, "missing.tar"))).toBeUndefined();
  });

  it("gives every new database the shop opens the same fresh cluster, in memory and in a folder", async () => {
    // The first new database on an installation keeps its cluster (once); every later one loads it.
    const first = openDatabase({ dataDir: "memory://" });
    await rowsOf(first.db, sql`select 1`);
    await first.close();
    await expect.poll(() => existsSync(templatePath()), { timeout: 30_000 }).toBe(true);
    const ids: string[] = [];
    for (const dataDir of ["memory://", "memory://", join(scratch, "shop")]) {
      const handle = openDatabase({ dataDir });
      const [row] = await rowsOf<{ id: string }>(handle.db, sql.raw(SYSTEM_ID));
      ids.push(row?.id ?? "");
      expect(await rowsOf(handle.db, sql`select count(*)::int as tables from pg_tables where schemaname = 'public'`)).toEqual([
        { tables: 0 },
      ]);
      await handle.close();
    }
    expect(new Set(ids).size).toBe(1);
  }, 120_000);
});
