/**
 * Content that never makes shopping wait on the CMS. Every query to the content
 * source gets a short timeout; every answer is kept as the last known good copy
 * of that query; when the source fails or is slow, the copy is served (stale,
 * logged loudly) and the source is left alone for a while before it is asked
 * again. Only a query never answered before fails, quickly.
 *
 * Copies live in memory, and optionally in a store that outlives the process
 * (a folder of JSON files for a Sanity source), so a restart or a build while
 * the CMS is down still has them. `invalidate()` is where content changes hook
 * in (a changed document drops the copies that may show it).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ContentSource, ContentSourceError, type QueryParams } from "./source.ts";

export interface CopyStore {
  read(key: string): unknown;
  write(key: string, value: unknown): void;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface LastKnownGoodOptions {
  /** How long one query may take before its copy is served instead (ms). */
  timeoutMs?: number;
  /** After a failure, how long copies are served without asking the source (ms). */
  pauseMs?: number;
  /** Copies kept in memory (least recently used go first). */
  maxEntries?: number;
  store?: CopyStore | undefined;
  log?: Log;
  now?: () => number;
}

export interface ContentStatus {
  /** False from a failed query until the next answered one. */
  healthy: boolean;
  lastError: string | null;
  /** Stale copies served since the source last answered. */
  staleServed: number;
}

export interface ResilientSource extends ContentSource {
  /** Drops the copies whose query and parameters match (all without a matcher). */
  invalidate(matches?: (query: string, params: QueryParams) => boolean): void;
  status(): ContentStatus;
}

/** No copy to fall back on: the query was never answered, and the source fails now. */
export class ContentUnavailableError extends ContentSourceError {}

const consoleLog: Log = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ContentSourceError(`the content source did not answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

export function withLastKnownGood(source: ContentSource, options: LastKnownGoodOptions = {}): ResilientSource {
  const { timeoutMs = 2000, pauseMs = 15_000, maxEntries = 2000, store, log = consoleLog, now = Date.now } = options;
  const copies = new Map<string, { query: string; params: QueryParams; value: unknown }>();
  let pausedUntil = 0;
  const status: ContentStatus = { healthy: true, lastError: null, staleServed: 0 };

  const remember = (key: string, query: string, params: QueryParams, value: unknown) => {
    copies.delete(key);
    copies.set(key, { query, params, value });
    if (copies.size > maxEntries) copies.delete(copies.keys().next().value as string);
  };
  const copyOf = (key: string): { value: unknown } | undefined => {
    const kept = copies.get(key);
    if (kept) return kept;
    const stored = store?.read(key);
    return stored === undefined ? undefined : { value: stored };
  };

  return {
    kind: source.kind,
    async fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      const copy = copyOf(key);
      if (copy && now() < pausedUntil) {
        status.staleServed++;
        return structuredClone(copy.value) as Result;
      }
      try {
        const value = await withTimeout((signal) => source.fetch<Result>(query, params, { signal }), timeoutMs);
        remember(key, query, params, value);
        store?.write(key, value);
        if (!status.healthy) log.warn({ staleServed: status.staleServed }, "content source answers again");
        Object.assign(status, { healthy: true, lastError: null, staleServed: 0 });
        return structuredClone(value);
      } catch (error) {
        pausedUntil = now() + pauseMs;
        const message = error instanceof Error ? error.message : String(error);
        Object.assign(status, { healthy: false, lastError: message });
        if (copy) {
          status.staleServed++;
          log.error(
            { err: error, query: query.slice(0, 120), pauseMs },
            "CONTENT SOURCE FAILED: serving the last known good copy (stale content)",
          );
          return structuredClone(copy.value) as Result;
        }
        log.error({ err: error, query: query.slice(0, 120) }, "CONTENT SOURCE FAILED and no copy of this query exists");
        throw new ContentUnavailableError(`content unavailable: ${message}`, { cause: error });
      }
    },
    invalidate(matches) {
      for (const [key, kept] of copies) if (!matches || matches(kept.query, kept.params)) copies.delete(key);
      // A change was just heard from the source (its webhook or its listener): it is up, so ask it
      // again now rather than serve copies until the pause after an earlier failure ends.
      pausedUntil = 0;
    },
    status: () => ({ ...status }),
  };
}

/** Copies as JSON files in a folder, one per query, written only when the answer changed. */
export function fileCopyStore(dir: string): CopyStore {
  const written = new Map<string, string>();
  const file = (key: string) => join(dir, `${createHash("sha256").update(key).digest("hex").slice(0, 32)}.json`);
  return {
    read(key) {
      try {
        return JSON.parse(readFileSync(file(key), "utf8")).value;
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      const text = JSON.stringify({ value });
      const digest = createHash("sha256").update(text).digest("hex");
      if (written.get(key) === digest) return;
      try {
        mkdirSync(dir, { recursive: true });
        const path = file(key);
        writeFileSync(`${path}.tmp`, text);
        renameSync(`${path}.tmp`, path);
        written.set(key, digest);
      } catch {
        // A copy that cannot be written only means a restart has one copy less.
      }
    },
  };
}
