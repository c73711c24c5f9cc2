import { readFile } from "node:fs/promises";
import { evaluate, parse } from "groq-js";
import { type ContentSource, ContentSourceError, type QueryParams } from "./source";

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
}

/** Answers GROQ queries with groq-js over an in-process copy of the published documents. */
export function createLocalSource({ documents, now = () => new Date() }: LocalSourceOptions): ContentSource {
  let dataset: Promise<SanityDocument[]> | undefined;
  const load = () => {
    dataset ??= (typeof documents === "function" ? documents() : Promise.resolve(documents)).then((docs) =>
      docs.filter((doc) => isPublishedId(doc._id)),
    );
    return dataset;
  };
  return {
    kind: "local",
    async fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      const docs = await load();
      let tree: ReturnType<typeof parse>;
      try {
        tree = parse(query, { params });
      } catch (error) {
        throw new ContentSourceError(`GROQ syntax error: ${(error as Error).message}`);
      }
      const value = await evaluate(tree, { dataset: docs, params, timestamp: now() });
      return (await value.get()) as Result;
    },
  };
}

/** A local source over an NDJSON file such as `seed/content.ndjson`. */
export function createNdjsonSource(path: string, now?: () => Date): ContentSource {
  return createLocalSource({
    documents: async () => parseNdjson(await readFile(path, "utf8"), path),
    ...(now ? { now } : {}),
  });
}
