import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "./client.server.ts";
import { preparedFromSecondUse } from "./prepared-statements.server.ts";

describe("preparedFromSecondUse", () => {
  it("prepares a text from its second use on", () => {
    const prepare = preparedFromSecondUse(10);
    expect(prepare("select $1")).toBe(false);
    expect(prepare("select $1")).toBe(true);
    expect(prepare("select $1")).toBe(true);
    expect(prepare("select $2")).toBe(false);
  });

  it("prepares no more than `limit` texts, and keeps preparing those it has", () => {
    const prepare = preparedFromSecondUse(2);
    for (const text of ["a", "b", "c"]) prepare(text);
    expect(["a", "b", "c"].map(prepare)).toEqual([true, true, false]);
    expect(["a", "b", "c"].map(prepare)).toEqual([true, true, false]);
  });

  it("forgets texts seen once when there are many, so its memory stays bounded", () => {
    const prepare = preparedFromSecondUse(1);
    prepare("kept?");
    for (let i = 0; i < 10; i++) prepare(`once ${i}`);
    // "kept?" was forgotten with the others: its next use is a first use again.
    expect(prepare("kept?")).toBe(false);
    expect(prepare("kept?")).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the shop's statements on PostgreSQL", () => {
  it("are prepared on their connection from their second use, in transactions too", async () => {
    // One connection, so the statements and pg_prepared_statements meet on it.
    const handle = openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
    const { db } = handle;
    const preparedTexts = async () =>
      (await rowsOf<{ statement: string }>(db, sql`select statement from pg_prepared_statements`)).map((row) => row.statement);
    try {
      const relation = (name: string) => db.execute(sql`select relname from pg_class where relname = ${name}`);
      await relation("pg_class");
      expect((await preparedTexts()).filter((text) => text.includes("from pg_class"))).toEqual([]);
      await relation("pg_type");
      expect((await preparedTexts()).filter((text) => text.includes("from pg_class"))).toHaveLength(1);

      const inTransaction = () => db.transaction((tx) => tx.execute(sql`select typname from pg_type where typname = ${"int4"}`));
      await inTransaction();
      await inTransaction();
      expect((await preparedTexts()).filter((text) => text.includes("from pg_type"))).toHaveLength(1);

      // Drizzle's `.prepare(name)` (the statements composed once) counts as any other text.
      const named = db
        .select({ name: sql<string>`nspname` })
        .from(sql`pg_namespace`)
        .where(sql`nspname = ${sql.placeholder("name")}`)
        .prepare("named");
      await named.execute({ name: "public" });
      expect((await preparedTexts()).filter((text) => text.includes("from pg_namespace"))).toEqual([]);
      await named.execute({ name: "pg_catalog" });
      expect((await preparedTexts()).filter((text) => text.includes("from pg_namespace"))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
