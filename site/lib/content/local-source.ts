import { readFile } from "node:fs/promises";
import { evaluate, parse } from "groq-js";
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

export interface LocalSourceOptions {
  /** The documents, or a loader that returns them (read once, on first query). */
  documents: SanityDocument[] | (() => Promise<SanityDocument[]>);
  /** The current time as GROQ's now() sees it; injectable so scheduled content is testable. */
  now?: () => Date;
  /** How many distinct query results to keep (the dataset never changes while the process runs). */
  memoSize?: number;
}

/** Queries whose answer depends on the clock are never memoized. */
const USES_CLOCK = /\bnow\s*\(/;

/** Answers GROQ queries with groq-js over an in-process copy of the published documents. */
export function createLocalSource({ documents, now = () => new Date(), memoSize = 500 }: LocalSourceOptions): ContentSource {
  let dataset: Promise<SanityDocument[]> | undefined;
  // The dataset is read-only, so the same query with the same parameters gives the same
  // answer: keep recent answers (in insertion order, dropping the oldest past memoSize).
  const memo = new Map<string, Promise<unknown>>();
  const load = () => {
    dataset ??= (typeof documents === "function" ? documents() : Promise.resolve(documents)).then((docs) =>
      docs.filter((doc) => isPublishedId(doc._id)),
    );
    return dataset;
  };
  return {
    kind: "local",
    fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      if (USES_CLOCK.test(query)) return run<Result>(query, params);
      const key = `${query}\u0000${JSON.stringify(params)}`;
      let result = memo.get(key);
      if (!result) {
        result = run(query, params);
        result.catch(() => memo.delete(key));
        memo.set(key, result);
        if (memo.size > memoSize) memo.delete(memo.keys().next().value as string);
      }
      // Callers get their own copy: a result they change must not change the next caller's.
      return result.then((value) => structuredClone(value) as Result);
    },
  };

  async function run<Result>(query: string, params: QueryParams): Promise<Result> {
    const docs = await load();
    let tree: ReturnType<typeof parse>;
    try {
      tree = parse(query, { params });
    } catch (error) {
      throw new ContentSourceError(`GROQ syntax error: ${(error as Error).message}`);
    }
    const value = await evaluate(tree, { dataset: docs, params, timestamp: now() });
    return (await value.get()) as Result;
  }
}

/** A local source over an NDJSON file such as `seed/content.ndjson`. */
export function createNdjsonSource(path: string, now?: () => Date): ContentSource {
  return createLocalSource({
    documents: async () => parseNdjson(await readFile(path, "utf8"), path),
    ...(now ? { now } : {}),
  });
}
