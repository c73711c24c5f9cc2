import { readFile } from "node:fs/promises";
import { evaluate, parse } from "groq-js";
import { clockFieldsOf, onlyTypeOf } from "./groq-scope.ts";
import { sharedAnswer } from "./shared-answer.ts";
import { type ContentSource, ContentSourceError, type QueryParams } from "./source.ts";

export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Drafts and release versions are editors' work in progress, never shown to shoppers. */
export function isPublishedId(id: string): boolean {
  return !id.startsWith("drafts.") && !id.startsWith("versions.");
}

/** Parses Sanity's NDJSON export format: one JSON document per line. */
export function parseNdjson(text: string, origin = "dataset"): SanityDocument[] {
  const docs: SanityDocument[] = [];
  const lines = text.split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new ContentSourceError(`${origin}:${index + 1} is not valid JSON: ${(error as Error).message}`);
    }
    if (
      typeof doc !== "object" ||
      doc === null ||
      typeof (doc as SanityDocument)._id !== "string" ||
      typeof (doc as SanityDocument)._type !== "string"
    ) {
      throw new ContentSourceError(`${origin}:${index + 1} is not a document with _id and _type`);
    }
    docs.push(doc as SanityDocument);
  }
  return docs;
}

/** The documents that differ between two versions of a dataset (added, removed or edited), in both versions. */
export function changedDocuments(before: readonly SanityDocument[], after: readonly SanityDocument[]): SanityDocument[] {
  const serialized = (docs: readonly SanityDocument[]) => new Map(docs.map((d) => [d._id, JSON.stringify(d)]));
  const [was, is] = [serialized(before), serialized(after)];
  return [...after.filter((d) => was.get(d._id) !== is.get(d._id)), ...before.filter((d) => was.get(d._id) !== is.get(d._id))];
}

export interface LocalSourceOptions {
  /** The documents, or a loader that returns them (read on first query, and again by `reload()`). */
  documents: SanityDocument[] | (() => Promise<SanityDocument[]>);
  /** The current time as GROQ's now() sees it; injectable so scheduled content is testable. */
  now?: () => Date;
  /** How many distinct query results to keep (until the dataset is reloaded). */
  memoSize?: number;
}

/** Queries whose answer depends on the clock: kept only until the clock passes an instant they compare it with. */
const USES_CLOCK = /\bnow\s*\(/;

/** A kept answer of a query that compares the clock with its documents' instants (`clockFieldsOf`). */
interface ClockAnswer {
  docs: SanityDocument[];
  /** The clock's time the answer was evaluated at, in ms. */
  at: number;
  /** Every instant the compared fields of the query's documents name, in ms, ascending. */
  instants: number[];
  value: Promise<unknown>;
}

/** Whether an instant lies between two times (both included, in either order): the clock passed it. */
export function passesInstant(instants: readonly number[], from: number, to: number): boolean {
  const [low, high] = from <= to ? [from, to] : [to, from];
  let [lo, hi] = [0, instants.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((instants[mid] as number) < low) lo = mid + 1;
    else hi = mid;
  }
  return lo < instants.length && (instants[lo] as number) <= high;
}

function instantsOf(docs: readonly SanityDocument[], fields: readonly string[]): number[] {
  const instants: number[] = [];
  for (const doc of docs)
    for (const field of fields) {
      let value: unknown = doc;
      for (const key of field.split("."))
        value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
      if (Number.isFinite(time)) instants.push(time);
    }
  return instants.sort((a, b) => a - b);
}

export interface LocalSource extends ContentSource {
  /**
   * Reads the documents again and answers from them from now on; returns the
   * published documents that changed (both versions), none when nothing did.
   * A dataset that cannot be read or parsed leaves the current one in place and throws.
   */
  reload(): Promise<SanityDocument[]>;
}

/** Answers GROQ queries with groq-js over an in-process copy of the published documents. */
export function createLocalSource({ documents, now = () => new Date(), memoSize = 500 }: LocalSourceOptions): LocalSource {
  let dataset: Promise<SanityDocument[]> | undefined;
  /** The dataset's documents by type, made from the dataset it belongs to. */
  let byType: { of: SanityDocument[]; types: Map<string, SanityDocument[]> } | undefined;
  // Between reloads the same query with the same parameters gives the same answer:
  // keep recent answers (in insertion order, dropping the oldest past memoSize).
  const memo = new Map<string, Promise<unknown>>();
  // A query with now() (the live banners, the member offers) asked on every render: evaluated again only once
  // the clock has passed a start or an end its documents name (ADR 43, addendum).
  const clockMemo = new Map<string, ClockAnswer>();
  /** What `clockFieldsOf` says of each clock query's text, asked once per text rather than per render. */
  const clockFields = new Map<string, string[] | null>();
  /** Sets an entry last in insertion order, dropping the oldest past memoSize. */
  const keep = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > memoSize) map.delete(map.keys().next().value as string);
  };
  const keyOf = (query: string, params: QueryParams) => `${query}\u0000${JSON.stringify(params)}`;
  const read = async () =>
    (typeof documents === "function" ? await documents() : documents).filter((doc) => isPublishedId(doc._id));
  const load = () => {
    dataset ??= read();
    return dataset;
  };
  return {
    kind: "local",
    async reload() {
      // Nothing was answered from a dataset never read: the next query reads the new one.
      if (!dataset) return [];
      const before = await dataset.catch(() => []);
      const after = await read();
      dataset = Promise.resolve(after);
      memo.clear();
      clockMemo.clear();
      return changedDocuments(before, after);
    },
    fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      if (USES_CLOCK.test(query)) return clockFetch<Result>(query, params);
      const key = keyOf(query, params);
      let result = memo.get(key);
      if (!result) {
        // Every caller gets the same answer, frozen (./shared-answer.ts): one that tried to change it would throw.
        result = run(query, params).then(sharedAnswer);
        result.catch(() => memo.delete(key));
        keep(memo, key, result);
      }
      return result as Promise<Result>;
    },
  };

  async function clockFetch<Result>(query: string, params: QueryParams): Promise<Result> {
    const at = now();
    if (!clockFields.has(query)) keep(clockFields, query, clockFieldsOf(query));
    const fields = clockFields.get(query);
    if (!fields) return run<Result>(query, params, at);
    const docs = await load();
    const key = keyOf(query, params);
    let answer = clockMemo.get(key);
    if (!answer || answer.docs !== docs || passesInstant(answer.instants, answer.at, at.getTime())) {
      const type = onlyTypeOf(query) as string;
      const fresh: ClockAnswer = {
        docs,
        at: at.getTime(),
        instants: instantsOf(ofType(docs, type), fields),
        value: run(query, params, at).then(sharedAnswer),
      };
      fresh.value.catch(() => clockMemo.get(key) === fresh && clockMemo.delete(key));
      keep(clockMemo, key, fresh);
      answer = fresh;
    }
    return (await answer.value) as Result;
  }

  async function run<Result>(query: string, params: QueryParams, at = now()): Promise<Result> {
    const docs = await load();
    let tree: ReturnType<typeof parse>;
    try {
      tree = parse(query, { params });
    } catch (error) {
      throw new ContentSourceError(`GROQ syntax error: ${(error as Error).message}`);
    }
    const type = onlyTypeOf(query);
    const value = await evaluate(tree, { dataset: type ? ofType(docs, type) : docs, params, timestamp: at });
    return (await value.get()) as Result;
  }

  function ofType(docs: SanityDocument[], type: string): SanityDocument[] {
    if (byType?.of !== docs) byType = { of: docs, types: Map.groupBy(docs, (doc) => doc._type) };
    return byType.types.get(type) ?? [];
  }
}

/** A local source over an NDJSON file such as `seed/content.ndjson`. */
export function createNdjsonSource(path: string, now?: () => Date): LocalSource {
  return createLocalSource({
    documents: async () => parseNdjson(await readFile(path, "utf8"), path),
    ...(now ? { now } : {}),
  });
}
