/**
 * Statements composed once per shape and run with new values (ADR 47).
 *
 * Drizzle turns a query into SQL text each time it runs: every column, join and condition
 * is walked and identified (`is()`, a prototype walk per chunk). For the shop's hot
 * statements that walk was the largest single cost of the request: a fifth of an add to
 * cart's CPU, and 8 % of a product page's. Their text depends only on their shape (which
 * conditions there are, the market's price list, the sort), not on the values (the cart
 * token, the product, the category ids), so each shape is composed once, with a
 * `sql.placeholder` wherever a value goes, and run with the values filled in: what
 * Drizzle's own `.prepare()` does, kept per shape.
 *
 * A key must name everything that shapes the text. Values must go in as placeholders:
 * a value written into the composed statement would be run again for every later caller
 * of the same key. `inlineValues` finds such values, for the tests beside each statement.
 */
import { Column, type DriverValueDecoder, is, Placeholder, SQL, sql } from "drizzle-orm";
import { type Database, dialect, rowsFrom } from "./client.server.ts";

/** Values by placeholder name. */
export type Values = Record<string, unknown>;

/** What `composedOnce` keeps: a query builder's `.prepare(name)`, or `rawStatement`. */
export interface Runnable<R> {
  execute(values?: Values): Promise<R>;
}

/**
 * Shapes kept per database: a listing's filters make one shape per combination of kinds
 * of filter (not of values), a few hundred at most; past this the oldest is composed again.
 */
export const COMPOSED_SHAPES_LIMIT = 1_000;

const byDatabase = new WeakMap<object, Map<string, Runnable<unknown>>>();

/** The statement of `key` on `db`, composed by `compose` the first time it is asked for. */
export function composedOnce<R>(db: Database, key: string, compose: () => Runnable<R>): Runnable<R> {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= COMPOSED_SHAPES_LIMIT) statements.delete(statements.keys().next().value as string);
    statement = compose();
    statements.set(key, statement);
  }
  return statement as Runnable<R>;
}

/** A raw statement (`sql\`…\``) as a `Runnable` answering its rows, on PostgreSQL and on PGlite alike. */
export function rawStatement<T>(db: Database, query: SQL): Runnable<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, undefined, false);
  return {
    execute: async (values) => rowsFrom<T>(await prepared.execute(values)),
  };
}

/** What a flat select may select: columns, and `sql` expressions (with their `mapWith`). */
export type FlatFields = Record<string, Column | SQL | SQL.Aliased>;

/**
 * A select of `fields` (columns and expressions, no nested objects) whose rows are made in one loop over
 * decoders found once, not by Drizzle's own row mapping, which identifies every field of every row again
 * (`is()`): a cold listing's 48 cards spent 3 % of its CPU there (ADR 50, stop 56 addendum). `query` must
 * select exactly `fields`, in their order: `db.select(fields)…getSQL()`. Values are decoded as Drizzle
 * decodes them, and null stays null.
 */
const decoderOf = (expression: SQL) => (expression as unknown as { decoder?: DriverValueDecoder<unknown, unknown> }).decoder;

export function flatSelect<T>(db: Database, fields: FlatFields, query: SQL, name: string): Runnable<T[]> {
  const names = Object.keys(fields);
  const decoders: (DriverValueDecoder<unknown, unknown> | undefined)[] = names.map((key) => {
    const field = fields[key];
    if (is(field, Column)) return field;
    // An expression's decoder is what its `mapWith` set (Drizzle's own mapping reads the same property).
    if (is(field, SQL)) return decoderOf(field);
    if (is(field, SQL.Aliased)) return decoderOf(field.sql);
    return undefined;
  });
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const raw = values[i];
      const decoder = decoders[i];
      row[names[i] as string] = raw === null || raw === undefined || !decoder ? raw : decoder.mapFromDriverValue(raw);
    }
    return row as T;
  };
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, true, (rows) =>
    (rows as unknown[][]).map(toRow),
  );
  return { execute: (values) => prepared.execute(values) as Promise<T[]> };
}

/** The placeholder of a value: `${value("token")}` in a statement composed once. */
export const value = (name: string) => sql.placeholder(name);

/**
 * The parameters of a composed query that are values rather than placeholders: each would
 * be the first caller's value for every later caller of its key. For tests.
 */
export function inlineValues(query: SQL | { getSQL(): SQL }): unknown[] {
  const { params } = dialect.sqlToQuery("getSQL" in query ? query.getSQL() : query);
  return params.filter((p) => !is(p, Placeholder));
}
