import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server.ts";
import { COMPOSED_SHAPES_LIMIT, composedOnce, inlineValues, rawStatement, value } from "./composed-once.server.ts";

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
