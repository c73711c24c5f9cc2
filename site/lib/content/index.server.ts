import { type FSWatcher, watch } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { config } from "#lib/config.server.ts";
import { cdnPurger } from "#lib/http/cdn-purge.ts";
import { logger } from "#lib/log/logger.server.ts";
import { applySettled, type ContentChange, onContentChange, tellOtherProcesses } from "./change-bus.server.ts";
import { changeOf, purgeTags } from "./changes.server.ts";
import { type PreviewPerspective, previewPerspective } from "./draft-mode.server.ts";
import { fileCopyStore, type ResilientSource, withDeadline, withLastKnownGood } from "./last-known-good.server.ts";
import { EVERYTHING, listenForChanges } from "./listen.server.ts";
import { createNdjsonSource, type LocalSource } from "./local-source.server.ts";
import { createSanitySource, currentToken, type SanitySourceOptions, sanityClient } from "./sanity-source.server.ts";
import type { ContentSource, QueryParams } from "./source.ts";

export type { ContentSource } from "./source.ts";

export const DEFAULT_DATASET_PATH = "seed/content.ndjson";

export interface ContentEnv {
  SANITY_PROJECT_ID?: string | undefined;
  SANITY_DATASET?: string | undefined;
  SANITY_READ_TOKEN?: string | undefined;
  /** A file holding the read token, read again when the token is refused (the local Content Lake renews it there). */
  SANITY_READ_TOKEN_FILE?: string | undefined;
  /**
   * A token for the draft preview alone, when the read token may not read drafts (the local
   * Content Lake's reader sees published documents only); default SANITY_READ_TOKEN.
   */
  SANITY_PREVIEW_TOKEN?: string | undefined;
  SANITY_PREVIEW_TOKEN_FILE?: string | undefined;
  /** Another host speaking Sanity's API (a local Content Lake); default Sanity's own. */
  SANITY_API_HOST?: string | undefined;
  /** Where last known good copies of Sanity answers are kept across restarts and builds. */
  CONTENT_CACHE_DIR?: string | undefined;
  /** Path of the local NDJSON dataset, relative to the working directory. */
  CONTENT_DATASET?: string | undefined;
  /** "0" stops the server from watching the local dataset for changes (site/lib/content/index.server.ts). */
  CONTENT_WATCH?: string | undefined;
  /** "1": listen to the Sanity project's (or local Content Lake's) changes instead of waiting for its webhook (./listen.ts). */
  CONTENT_LISTEN?: string | undefined;
  /** How long a shopper waits for a query before a kept copy is served instead (ms; ./last-known-good.ts). */
  CONTENT_TIMEOUT_MS?: string | undefined;
  /**
   * "1": a query never answered before is answered from the local dataset (CONTENT_DATASET)
   * while the project fails; set for the local Content Lake, which was seeded from it.
   */
  CONTENT_SEED_FALLBACK?: string | undefined;
}

export const DEFAULT_CONTENT_CACHE_DIR = ".data/content-cache";

/**
 * Sanity when a project is configured (both SANITY_PROJECT_ID and SANITY_DATASET),
 * otherwise the local dataset, so a fresh clone runs with no account and no network.
 * Sanity's answers go through last known good copies (./last-known-good.ts): a
 * short timeout, stale copies while it is down, and for the local Content Lake the
 * dataset it was seeded from when no copy exists. The local dataset is read in
 * process and cannot be down.
 */
export function contentSourceFromEnv(env: ContentEnv, cwd = process.cwd()): LocalSource | ResilientSource {
  if (env.SANITY_PROJECT_ID && env.SANITY_DATASET) {
    const sanity = createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      token: env.SANITY_READ_TOKEN,
      tokenFile: env.SANITY_READ_TOKEN_FILE,
      apiHost: env.SANITY_API_HOST,
    });
    return withLastKnownGood(sanity, {
      timeoutMs: contentTimeoutMs(env),
      store: fileCopyStore(resolve(cwd, env.CONTENT_CACHE_DIR || DEFAULT_CONTENT_CACHE_DIR)),
      fallback:
        env.CONTENT_SEED_FALLBACK === "1"
          ? createNdjsonSource(resolve(cwd, env.CONTENT_DATASET || DEFAULT_DATASET_PATH))
          : undefined,
      log: logger.child({ component: "content" }),
      // Pages rendered from a stand-in while the project was slow go when its answer comes.
      onLateAnswer: (_query, params) => contentChanged(changeOfQuery(params), { broadcast: false }),
      // Any page of any process may have been rendered from a stand-in, here or in the CDN: all go.
      onRecovered: () => contentChanged(EVERYTHING, { broadcast: true }),
    });
  }
  return createNdjsonSource(resolve(cwd, env.CONTENT_DATASET || DEFAULT_DATASET_PATH));
}

const log = logger.child({ component: "content" });

/** CONTENT_TIMEOUT_MS, else 2 s: the longest a shopper (or a preview) waits for the project. */
function contentTimeoutMs(env: ContentEnv): number {
  const ms = Number(env.CONTENT_TIMEOUT_MS);
  return ms > 0 ? ms : 2000;
}

/** Whether a kept answer to a query with these parameters may show something of this change. */
export function mayShow(change: ContentChange, params: QueryParams): boolean {
  if (change.languages === null) return true;
  const { language, market } = params;
  if (typeof language === "string" && change.languages.includes(language)) return true;
  if (typeof market === "string" && change.markets.includes(market)) return true;
  // A query without a language or market (indexes, taxonomy) may show any document.
  return typeof language !== "string" && typeof market !== "string";
}

/** The change a query's late answer makes: its language's and market's pages, or every page for a query with neither. */
export function changeOfQuery(params: QueryParams): ContentChange {
  const { language, market } = params;
  if (typeof language !== "string" && typeof market !== "string") return { ids: [], types: [], languages: null, markets: [] };
  return {
    ids: [],
    types: [],
    languages: typeof language === "string" ? [language] : [],
    markets: typeof market === "string" ? [market] : [],
  };
}

/** The source forgets what a change may have made stale: Sanity's kept answers, or the local dataset read again. */
export function forget(source: LocalSource | ResilientSource, change: ContentChange): Promise<unknown> {
  if ("reload" in source) return source.reload();
  source.invalidate((_query, params) => mayShow(change, params));
  return Promise.resolve();
}

const purgeCdn = cdnPurger(config(), log);

/**
 * The one entry for a change learnt in this process: every cache here drops what it
 * may show, the CDN in front is asked to purge its pages, and with `broadcast` (the
 * webhook, which reaches one process) the other processes of the cluster are told.
 * Every process watches the local dataset itself, so the watcher does not broadcast.
 */
export function contentChanged(change: ContentChange, { broadcast }: { broadcast: boolean }): void {
  getContentSource();
  applySettled(change);
  if (broadcast) tellOtherProcesses(change);
  void purgeCdn?.(purgeTags(change));
}

/** Edits of the local dataset (an editor's, `npm run generate`'s) reach the running shop. */
function watchDataset(source: LocalSource, path: string): FSWatcher | null {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reload = () =>
    source.reload().then(
      (changed) => {
        const change = changeOf(changed);
        if (!change) return;
        log.info({ ids: change.ids.slice(0, 20), count: change.ids.length }, "local dataset changed");
        contentChanged(change, { broadcast: false });
      },
      // A half-written or broken file: the dataset in use stays until the next good save.
      (error) => log.error({ err: error, path }, "local dataset could not be read; keeping the one in use"),
    );
  try {
    // The folder, not the file: editors and generators replace the file rather than write into it.
    const watcher = watch(dirname(path), { persistent: false }, (_event, name) => {
      if (name !== basename(path)) return;
      clearTimeout(timer);
      timer = setTimeout(reload, 100);
    });
    watcher.on("error", (error) => log.warn({ err: error, path }, "stopped watching the local dataset"));
    return watcher;
  } catch (error) {
    log.warn({ err: error, path }, "cannot watch the local dataset; its changes need a restart");
    return null;
  }
}

let shared: (LocalSource | ResilientSource) | undefined;

/** The process-wide source (drafts instead while a preview renders). */
export function getContentSource(): ContentSource {
  const perspective = previewPerspective();
  if (perspective) {
    const preview = previewSource(perspective);
    if (preview) return preview;
  }
  shared ??= contentSourceFromEnv(config());
  return shared;
}

/**
 * Called once at server start (site/lib/server-start.server.ts), never by a build: content
 * changes (site/lib/content/change-bus.server.ts) make the process-wide source forget what
 * they touch, and changes are heard: the local dataset is watched unless CONTENT_WATCH=0,
 * a project is listened to with CONTENT_LISTEN=1.
 */
export function startContentListening(): void {
  shared ??= contentSourceFromEnv(config());
  const source = shared;
  onContentChange((change) => {
    forget(source, change).catch((error) => log.error({ err: error }, "content source could not forget a change"));
  });
  if ("reload" in source && config().CONTENT_WATCH !== "0") {
    watchDataset(source, resolve(process.cwd(), config().CONTENT_DATASET || DEFAULT_DATASET_PATH));
  }
  const listening = listenOptions(config());
  if (!("reload" in source) && listening) {
    // Each (re)start of the listener reads the token again: the lake may have renewed it.
    listenForChanges(() => sanityClient({ ...listening, token: currentToken(listening) }), {
      onChange: (change) => contentChanged(change, { broadcast: false }),
      log,
    });
  }
}

/** The project to listen to for changes (CONTENT_LISTEN=1 with a project), straight from its API; null otherwise. */
export function listenOptions(env: ContentEnv): SanitySourceOptions | null {
  if (env.CONTENT_LISTEN !== "1" || !env.SANITY_PROJECT_ID || !env.SANITY_DATASET) return null;
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    token: env.SANITY_READ_TOKEN,
    tokenFile: env.SANITY_READ_TOKEN_FILE,
    apiHost: env.SANITY_API_HOST,
    useCdn: false,
  };
}

/**
 * The project as a preview reads it: a Sanity project (or a local Content Lake through
 * SANITY_API_HOST) with a read token, which drafts and the Studio's preview secrets need;
 * null otherwise. The local dataset has no drafts: its editors have no Studio to write them.
 */
export function previewOptions(env: ContentEnv, perspective: PreviewPerspective = "drafts"): SanitySourceOptions | null {
  const token = env.SANITY_PREVIEW_TOKEN || env.SANITY_READ_TOKEN;
  if (!(env.SANITY_PROJECT_ID && env.SANITY_DATASET && token)) return null;
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    token,
    tokenFile: env.SANITY_PREVIEW_TOKEN ? env.SANITY_PREVIEW_TOKEN_FILE : env.SANITY_READ_TOKEN_FILE,
    apiHost: env.SANITY_API_HOST,
    perspective,
  };
}

/** One source per perspective previewed (drafts, or a release stack); a handful at most are in use at a time. */
const previewSources = new Map<string, ContentSource | null>();
const MAX_PREVIEW_SOURCES = 20;

/**
 * Drafts in place of what they change, or a release over what is published, straight from the
 * project: no kept answers, no copies on disk; a project that does not answer within the
 * shoppers' timeout fails the preview with a 503.
 */
function previewSource(perspective: PreviewPerspective): ContentSource | null {
  const key = JSON.stringify(perspective);
  if (!previewSources.has(key)) {
    if (previewSources.size >= MAX_PREVIEW_SOURCES) previewSources.delete(previewSources.keys().next().value as string);
    const options = previewOptions(config(), perspective);
    previewSources.set(key, options ? withDeadline(createSanitySource(options), contentTimeoutMs(config())) : null);
  }
  return previewSources.get(key) ?? null;
}

/** The client that checks a preview link's secret, or null when this shop has no preview. */
export function previewClient(env: ContentEnv = config()) {
  const options = previewOptions(env);
  return options ? sanityClient({ ...options, token: currentToken(options) }) : null;
}
