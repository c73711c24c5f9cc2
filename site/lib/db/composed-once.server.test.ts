import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server.ts";
import { COMPOSED_SHAPES_LIMIT, composedOnce, flatSelect, inlineValues, rawStatement, value } from "./composed-once.server.ts";

describe("composedOnce", () => {
  const handle = openDatabase({ dataDir: "memory://" });
  const { db } = handle;
  afterAll(() => handle.close());

  it("composes a key's statement once and runs it with each caller's values", async () => {
    let composed = 0;
    const twice = () =>
      composedOnce(db, "twice", () => {
        composed++;
        return rawStatement<{ n: number }>(db, sql`select ${value("n")}::int * 2 as n`);
      });
    expect(await twice().execute({ n: 2 })).toEqual([{ n: 4 }]);
    expect(await twice().execute({ n: 21 })).toEqual([{ n: 42 }]);
    expect(composed).toBe(1);
  });

  it("keeps at most COMPOSED_SHAPES_LIMIT shapes, composing the oldest again", () => {
    let composed = 0;
    const statement = (key: string) =>
      composedOnce(db, key, () => {
        composed++;
        return { execute: async () => key };
      });
    for (let i = 0; i <= COMPOSED_SHAPES_LIMIT; i++) statement(`shape ${i}`);
    expect(composed).toBe(COMPOSED_SHAPES_LIMIT + 1);
    statement(`shape ${COMPOSED_SHAPES_LIMIT}`);
    expect(composed).toBe(COMPOSED_SHAPES_LIMIT + 1);
    statement("shape 0");
    expect(composed).toBe(COMPOSED_SHAPES_LIMIT + 2);
  });

  it("makes a flat select's rows as Drizzle does: each field by name, decoded by its mapWith, null as null", async () => {
    const fields = {
      total: sql<number>`count(*) over ()`.mapWith(Number),
      x: sql<number>`x`,
      big: sql<string>`(x * 10000000000)::bigint`,
      even: sql<boolean>`x % 2 = 0`.mapWith(Boolean),
      missing: sql<number | null>`case when x = 1 then null else x end`.mapWith(Number),
      label: sql<string>`'n' || x`.as("label"),
    };
    const select = () =>
      db
        .select(fields)
        .from(sql`(values (1), (2), (${value("last")}::int)) as v(x)`)
        .orderBy(sql`v.x`);
    const ours = await flatSelect<{ big: unknown }>(db, fields, select().getSQL(), "flat").execute({ last: 3 });
    const drizzles = await select().prepare("drizzle").execute({ last: 3 });
    // A bigint comes as the driver gives it (PGlite a number, postgres.js a string), as Drizzle leaves it.
    expect(ours).toEqual(drizzles);
    expect(ours.map(({ big: _, ...row }) => row)).toEqual([
      { total: 3, x: 1, even: false, missing: null, label: "n1" },
      { total: 3, x: 2, even: true, missing: 2, label: "n2" },
      { total: 3, x: 3, even: false, missing: 3, label: "n3" },
    ]);
  });

  it("fails a run that leaves a placeholder without its value", async () => {
    const statement = rawStatement(db, sql`select ${value("missing")} as v`);
    await expect(statement.execute({})).rejects.toThrow(/missing/);
  });
});

describe("inlineValues", () => {
  it("names the values written into a statement, not its placeholders", () => {
    expect(inlineValues(sql`select ${value("a")}, ${"se"}, ${value("b")}`)).toEqual(["se"]);
  });
});
