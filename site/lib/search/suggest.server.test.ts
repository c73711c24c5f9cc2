import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Database, REPLICA_RETRY_MS, setReplica } from "#lib/db/client.server.ts";
import { forgetSuggestions, suggest } from "./suggest.server.ts";

const dialect = new PgDialect();

/** A database that records the text of each statement it is sent and answers no rows (or fails). */
function fakeDatabase(fail?: unknown) {
  const statements: string[] = [];
  const db = {
    execute: vi.fn(async (query: SQL) => {
      statements.push(dialect.sqlToQuery(query).sql);
      if (fail) throw fail;
      return [];
    }),
  } as unknown as Database;
  return { db, statements };
}

const input = { market: "se", language: "sv", q: "jeans", owner: "visitor:abc" } as const;
const isSuggestion = (text: string) => text.includes("json_agg");
const isRecent = (text: string) => text.includes("from search_recent");

describe("suggest with a read replica", () => {
  afterEach(() => vi.useRealTimers());

  it("reads the suggestion statement from the replica and the shopper's recent searches from the primary", async () => {
    const primary = fakeDatabase();
    const replica = fakeDatabase();
    setReplica(primary.db, replica.db);
    await suggest(primary.db, input);
    expect(replica.statements.filter(isSuggestion)).toHaveLength(1);
    expect(replica.statements.filter(isRecent)).toHaveLength(0);
    expect(primary.statements.filter(isSuggestion)).toHaveLength(0);
    expect(primary.statements.filter(isRecent)).toHaveLength(1);
  });

  it("reads everything from the primary when no replica is set", async () => {
    const primary = fakeDatabase();
    await suggest(primary.db, input);
    expect(primary.statements.filter(isSuggestion)).toHaveLength(1);
  });

  it("answers from the primary when the replica refuses connections, and leaves the replica alone for a while", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const primary = fakeDatabase();
    const replica = fakeDatabase(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    setReplica(primary.db, replica.db);
    await suggest(primary.db, input);
    expect(replica.statements.filter(isSuggestion)).toHaveLength(1);
    expect(primary.statements.filter(isSuggestion)).toHaveLength(1);

    forgetSuggestions(primary.db);
    await suggest(primary.db, input);
    expect(replica.statements.filter(isSuggestion)).toHaveLength(1);
    expect(primary.statements.filter(isSuggestion)).toHaveLength(2);

    vi.setSystemTime(Date.now() + REPLICA_RETRY_MS);
    forgetSuggestions(primary.db);
    await suggest(primary.db, input);
    expect(replica.statements.filter(isSuggestion)).toHaveLength(2);
  });

  it("answers from the primary when a statement fails on the replica (a conflict with recovery)", async () => {
    const primary = fakeDatabase();
    const conflict = Object.assign(new Error("canceling statement due to conflict with recovery"), { code: "40001" });
    const replica = fakeDatabase(conflict);
    setReplica(primary.db, replica.db);
    await suggest(primary.db, input);
    expect(primary.statements.filter(isSuggestion)).toHaveLength(1);
    // Not a sign the replica is down: the next query tries it again.
    forgetSuggestions(primary.db);
    await suggest(primary.db, input);
    expect(replica.statements.filter(isSuggestion)).toHaveLength(2);
  });
});
