/**
 * Which of the shop's statements its PostgreSQL connections keep prepared (ADR 46).
 *
 * postgres.js prepares a statement (names it on the connection, which parses it once and
 * can reuse its plan) only when told to, and Drizzle tells it to only for queries built
 * with `.prepare(name)`. Any other statement with parameters cost two round trips every
 * time: postgres.js first asks the server for its parameter types, then binds and runs it.
 * A prepared one is asked about once per connection and then runs in one round trip.
 *
 * A prepared statement stays on its connection until the connection closes, and the shop
 * builds some of its SQL from what the shopper picks (a listing's filters: one text per
 * combination), so not every text may be kept: a text is prepared from its second use on
 * (the fixed statements of product pages, carts and listings are used over and over; a
 * rare filter combination may be used once), and at most `limit` texts per process.
 */
import type postgres from "postgres";

/** Texts a process prepares at most: each is kept once per pooled connection (10 + 3 by default). */
export const PREPARED_TEXTS_LIMIT = 300;

/**
 * Decides per statement text whether to prepare it: from its second use on, until `limit`
 * texts are prepared. The texts seen once are forgotten in bulk when there are many of them,
 * so what it remembers stays bounded too.
 */
export function preparedFromSecondUse(limit = PREPARED_TEXTS_LIMIT): (text: string) => boolean {
  const prepared = new Set<string>();
  let seenOnce = new Set<string>();
  return (text) => {
    if (prepared.has(text)) return true;
    if (prepared.size >= limit) return false;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= limit * 10) seenOnce = new Set();
      seenOnce.add(text);
      return false;
    }
    seenOnce.delete(text);
    prepared.add(text);
    return true;
  };
}

type UnsafeOptions = Parameters<postgres.Sql["unsafe"]>[2];

/**
 * `sql` as Drizzle uses it (`unsafe`, and `begin` and `savepoint` for transactions), with
 * each statement prepared when `prepare` says so. Everything else is postgres.js's own.
 * Drizzle's own wish (`.prepare(name)`, which the statements composed once use) is not
 * asked: every text counts against the one limit, however it was written.
 */
export function preparing<T extends postgres.Sql>(sql: T, prepare: (text: string) => boolean): T {
  const withTransaction =
    (method: "begin" | "savepoint") =>
    (...args: unknown[]) => {
      // Both take optional settings first and the transaction's function last.
      const work = args.pop() as (inner: postgres.Sql) => unknown;
      return (sql as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args, (inner: postgres.Sql) =>
        work(preparing(inner, prepare)),
      );
    };
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "unsafe")
        return (text: string, params?: postgres.ParameterOrJSON<never>[], options?: UnsafeOptions) =>
          target.unsafe(text, params, { ...options, prepare: prepare(text) });
      if (property === "begin" || property === "savepoint") return withTransaction(property);
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
