/**
 * Content that never makes shopping wait on the CMS. A shopper waits at most
 * `timeoutMs` (2 s) for the content source (but see the end for a query a change has
 * just made stale); every answer is kept as the last known
 * good copy of its query; when the source fails or is slow, the copy is served
 * (stale, logged loudly), or, for a query never answered before, the fallback's
 * answer (the seed dataset the local Content Lake started from, ADR 29). A slow
 * answer is still taken when it comes, up to `giveUpMs`, and refreshes the copy;
 * when it differs from the stand-in served meanwhile, `onLateAnswer` lets the
 * pages rendered from that stand-in go. While the source is failing, stand-ins
 * are served at once and one request at a time probes it, in the background,
 * until it answers again. Only a query with no copy and no fallback fails, and
 * then after `timeoutMs` at most (a 503 with Retry-After); its late answer still
 * becomes the copy. When the source answers again after stand-ins were served,
 * `onRecovered` lets every page rendered from them go.
 *
 * Copies live in memory, and optionally in a store that outlives the process
 * (a folder of JSON files for a Sanity source), so a restart or a build while
 * the CMS is down still has them. `invalidate()` is where content changes hook
 * in (a changed document drops the copies that may show it). A copy a change has
 * made stale is not served for a slow answer: that query waits for the answer (up
 * to `giveUpMs`), since the change was just heard from the source, which is up;
 * only a failure (an outage) serves it again.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sharedAnswer } from "./shared-answer.ts";
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
  /** How long a shopper waits for the source before a copy or the fallback is served instead (ms). */
  timeoutMs?: number;
  /** How long one request to the source may take at all; a late answer still refreshes the copy (ms). */
  giveUpMs?: number;
  /** While the source is failing, how often a probe asks it again (ms). */
  probeMs?: number;
  /**
   * Called when an answer that came late differs from the stand-in served meanwhile: pages
   * kept from that stand-in show stale content, so whoever keeps them drops them.
   */
  onLateAnswer?: (query: string, params: QueryParams) => void;
  /**
   * Called once when the source answers again while stand-ins of other queries were served (a
   * late answer settles only its own, through `onLateAnswer`): any page may have been rendered
   * from one, and nothing else tells its keepers (a hung source's listener sees no gap).
   */
  onRecovered?: () => void;
  /** Copies kept in memory (least recently used go first). */
  maxEntries?: number;
  store?: CopyStore | undefined;
  /** Answers a query no copy exists for while the source fails (the seed dataset, for a local lake). */
  fallback?: ContentSource | undefined;
  log?: Log;
  now?: () => number;
}

export interface ContentStatus {
  /** False from a failed or late query until the next answered one. */
  healthy: boolean;
  lastError: string | null;
  /** Stale copies (or fallback answers) served since the source last answered. */
  staleServed: number;
}

export interface ResilientSource extends ContentSource {
  /** Drops the copies whose query and parameters match (all without a matcher). */
  invalidate(matches?: (query: string, params: QueryParams) => boolean): void;
  status(): ContentStatus;
}

/** No copy to fall back on: the query was never answered, and the source fails now. */
export class ContentUnavailableError extends ContentSourceError {}

/** Whether `error` (or what it wraps: Astro wraps a page's errors) is a content outage with nothing to serve. */
export function isContentUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ContentUnavailableError) return true;
  }
  return false;
}

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

type Settled<T> = { value: T } | { error: unknown } | { late: true };

/** The answer, its failure, or `late` when neither came within `ms`. */
function within<T>(answer: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ late: true }>((resolve) => {
    timer = setTimeout(() => resolve({ late: true }), ms);
  });
  return Promise.race([
    answer.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function withLastKnownGood(source: ContentSource, options: LastKnownGoodOptions = {}): ResilientSource {
  const {
    timeoutMs = 2000,
    giveUpMs = Math.max(8000, timeoutMs),
    probeMs = 1000,
    onLateAnswer,
    onRecovered,
    maxEntries = 2000,
    store,
    fallback,
    log = consoleLog,
    now = Date.now,
  } = options;
  const copies = new Map<string, { query: string; params: QueryParams; value: unknown }>();
  const status: ContentStatus = { healthy: true, lastError: null, staleServed: 0 };
  let nextProbe = 0;
  let probing = false;
  /** What was served instead of the source's answer (as JSON), per query, until the source answers it. */
  const servedInstead = new Map<string, { json: string; query: string; params: QueryParams }>();
  /** Queries whose copy or stand-in a change has made stale, until the source answers them again. */
  const changed = new Set<string>();
  /** Stand-ins were served that `servedInstead` no longer tracks (it was full). */
  let lostTrack = false;

  const remember = (key: string, query: string, params: QueryParams, value: unknown) => {
    changed.delete(key);
    copies.delete(key);
    copies.set(key, { query, params, value });
    if (copies.size > maxEntries) copies.delete(copies.keys().next().value as string);
  };
  const failed = (error: unknown, query: string) => {
    if (status.healthy) log.error({ err: error, query: query.slice(0, 120) }, "CONTENT SOURCE FAILED: serving stale content");
    Object.assign(status, { healthy: false, lastError: messageOf(error) });
    nextProbe = now() + probeMs;
  };
  /** One request to the source; its answer becomes the copy whenever it comes. */
  const ask = <Result>(key: string, query: string, params: QueryParams): Promise<Result> => {
    const answer = withTimeout((signal) => source.fetch<Result>(query, params, { signal }), giveUpMs).then(
      (answered) => {
        // Kept, and handed to every caller as it is: frozen once (./shared-answer.ts), not copied per caller.
        const value = sharedAnswer(answered);
        remember(key, query, params, value);
        store?.write(key, value);
        const instead = servedInstead.get(key);
        servedInstead.delete(key);
        if (instead !== undefined && instead.json !== JSON.stringify(value)) onLateAnswer?.(query, params);
        const recovered = !status.healthy || status.staleServed > 0;
        if (recovered) log.warn({ staleServed: status.staleServed }, "content source answers again");
        Object.assign(status, { healthy: true, lastError: null, staleServed: 0 });
        // Stand-ins of other queries still out there (a late answer settles only its own): every page goes.
        if (recovered && (servedInstead.size > 0 || lostTrack)) {
          servedInstead.clear();
          lostTrack = false;
          onRecovered?.();
        }
        return value;
      },
      (error: unknown) => {
        failed(error, query);
        throw error;
      },
    );
    // Nobody may be waiting any more when it settles (a stand-in was served).
    answer.catch(() => {});
    return answer;
  };
  /** What is served instead of the source's answer: the copy, else the fallback's answer. */
  const standIn = async (key: string, query: string, params: QueryParams): Promise<{ value: unknown } | undefined> => {
    const found = await findStandIn(key, query, params);
    if (found) {
      status.staleServed++;
      if (servedInstead.size >= maxEntries) {
        servedInstead.clear();
        lostTrack = true;
      }
      servedInstead.set(key, { json: JSON.stringify(found.value), query, params });
    }
    return found;
  };
  const findStandIn = async (key: string, query: string, params: QueryParams): Promise<{ value: unknown } | undefined> => {
    const kept = copies.get(key);
    if (kept) return kept;
    const stored = store?.read(key);
    if (stored !== undefined) return { value: sharedAnswer(stored) };
    if (!fallback) return undefined;
    try {
      return { value: sharedAnswer(await fallback.fetch(query, params)) };
    } catch (error) {
      log.error({ err: error, query: query.slice(0, 120) }, "content fallback failed too");
      return undefined;
    }
  };
  const probe = (key: string, query: string, params: QueryParams) => {
    if (probing || now() < nextProbe) return;
    probing = true;
    nextProbe = now() + probeMs;
    ask(key, query, params)
      .catch(() => {})
      .finally(() => {
        probing = false;
      });
  };
  const unavailable = (error: unknown, query: string) => {
    log.error({ err: error, query: query.slice(0, 120) }, "CONTENT SOURCE FAILED and no copy of this query exists");
    return new ContentUnavailableError(`content unavailable: ${messageOf(error)}`, { cause: error });
  };

  return {
    kind: source.kind,
    async fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      // A copy a change has made stale is worth waiting for the source's answer, not serving at once.
      const stale = changed.has(key);
      const outage = !status.healthy;
      if (outage && !stale) {
        // A known outage: nobody waits; one probe at a time finds out when it is over.
        const served = await standIn(key, query, params);
        if (served) {
          probe(key, query, params);
          return served.value as Result;
        }
      }
      const answer = ask<Result>(key, query, params);
      const first = await within(answer, stale ? giveUpMs : timeoutMs);
      if ("value" in first) return first.value;
      // Waited for once: a source that failed or hung since the change is in an outage, where stand-ins come at once.
      changed.delete(key);
      if ("late" in first) failed(new ContentSourceError(`the content source did not answer within ${timeoutMs} ms`), query);
      const served = await standIn(key, query, params);
      if (served) return served.value as Result;
      // Nothing to serve instead: fail now (a 503 with Retry-After); the answer, if it comes, becomes the copy.
      if ("error" in first) throw unavailable(first.error, query);
      throw unavailable(new ContentSourceError(`the content source did not answer within ${timeoutMs} ms`), query);
    },
    invalidate(matches) {
      const hit = (kept: { query: string; params: QueryParams }) => !matches || matches(kept.query, kept.params);
      // Their copies on disk, and the fallback's answers, show what the change replaced.
      if (changed.size > maxEntries) changed.clear();
      for (const [key, kept] of copies)
        if (hit(kept)) {
          copies.delete(key);
          changed.add(key);
        }
      for (const [key, served] of servedInstead) if (hit(served)) changed.add(key);
      // A change was just heard from the source (its webhook or its listener): it is up, so ask it
      // again now rather than serve what the change replaced.
      status.healthy = true;
      nextProbe = 0;
    },
    status: () => ({ ...status }),
  };
}

/**
 * A source whose every query fails as a content outage (a 503 with Retry-After) after `timeoutMs`
 * rather than hang: for a preview, which reads drafts straight from the project with no copies.
 */
export function withDeadline(source: ContentSource, timeoutMs: number): ContentSource {
  return {
    kind: source.kind,
    fetch: <Result>(query: string, params: QueryParams = {}) =>
      withTimeout((signal) => source.fetch<Result>(query, params, { signal }), timeoutMs).catch((error: unknown) => {
        throw new ContentUnavailableError(`content unavailable: ${messageOf(error)}`, { cause: error });
      }),
  };
}

/** Files kept in a copy folder; the oldest go first beyond it (each worker process writes there). */
const MAX_COPY_FILES = 5000;

/** Whether an answer is worth keeping on disk: a null or empty one (a slug that does not exist) is not. */
const worthKeeping = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0);

/**
 * Copies as JSON files in a folder, one per query, written only when the answer changed. Null and
 * empty answers are not kept (every made-up address would add one), and the folder holds at most
 * `maxFiles`: the least recently written go, at start and whenever a new file goes over.
 */
export function fileCopyStore(dir: string, { maxFiles = MAX_COPY_FILES }: { maxFiles?: number } = {}): CopyStore {
  /** File name → digest of what this process last wrote there; bounded as the folder is. */
  const written = new Map<string, string>();
  const name = (key: string) => `${createHash("sha256").update(key).digest("hex").slice(0, 32)}.json`;
  let files = prune();

  /** Deletes the oldest files beyond `maxFiles` (down to nine tenths of it, so not at every write); how many are left. */
  function prune(): number {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return 0;
    }
    if (names.length <= maxFiles) return names.length;
    const aged = names.flatMap((file) => {
      try {
        return [{ file, mtime: statSync(join(dir, file)).mtimeMs }];
      } catch {
        return [];
      }
    });
    aged.sort((a, b) => a.mtime - b.mtime);
    const keep = Math.floor(maxFiles * 0.9);
    for (const { file } of aged.slice(0, Math.max(0, aged.length - keep))) {
      rmSync(join(dir, file), { force: true });
      written.delete(file);
    }
    return Math.min(aged.length, keep);
  }

  return {
    read(key) {
      try {
        return JSON.parse(readFileSync(join(dir, name(key)), "utf8")).value;
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      if (!worthKeeping(value)) return;
      const file = name(key);
      const text = JSON.stringify({ value });
      const digest = createHash("sha256").update(text).digest("hex");
      if (written.get(file) === digest) return;
      try {
        mkdirSync(dir, { recursive: true });
        const path = join(dir, file);
        const isNew = !existsSync(path);
        // Each worker process its own temporary file: they share the folder.
        const temporary = `${path}.${process.pid}.tmp`;
        writeFileSync(temporary, text);
        renameSync(temporary, path);
        written.delete(file);
        written.set(file, digest);
        if (written.size > maxFiles) written.delete(written.keys().next().value as string);
        if (isNew && ++files > maxFiles) files = prune();
      } catch {
        // A copy that cannot be written only means a restart has one copy less.
      }
    },
  };
}
