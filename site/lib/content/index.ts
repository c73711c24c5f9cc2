import { resolve } from "node:path";
import { logger } from "../log/logger.ts";
import { fileCopyStore, withLastKnownGood } from "./last-known-good.ts";
import { createNdjsonSource } from "./local-source.ts";
import { createSanitySource } from "./sanity-source.ts";
import type { ContentSource } from "./source.ts";

export type { ContentSource } from "./source.ts";

export const DEFAULT_DATASET_PATH = "seed/content.ndjson";

export interface ContentEnv {
  SANITY_PROJECT_ID?: string | undefined;
  SANITY_DATASET?: string | undefined;
  SANITY_READ_TOKEN?: string | undefined;
  /** Another host speaking Sanity's API (a local Content Lake); default Sanity's own. */
  SANITY_API_HOST?: string | undefined;
  /** Where last known good copies of Sanity answers are kept across restarts and builds. */
  CONTENT_CACHE_DIR?: string | undefined;
  /** Path of the local NDJSON dataset, relative to the working directory. */
  CONTENT_DATASET?: string | undefined;
}

export const DEFAULT_CONTENT_CACHE_DIR = ".data/content-cache";

/**
 * Sanity when a project is configured (both SANITY_PROJECT_ID and SANITY_DATASET),
 * otherwise the local dataset, so a fresh clone runs with no account and no network.
 * Sanity's answers go through last known good copies (./last-known-good.ts): a
 * short timeout, stale copies while it is down. The local dataset is read in
 * process and cannot be down.
 */
export function contentSourceFromEnv(env: ContentEnv, cwd = process.cwd()): ContentSource {
  if (env.SANITY_PROJECT_ID && env.SANITY_DATASET) {
    const sanity = createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      token: env.SANITY_READ_TOKEN,
      apiHost: env.SANITY_API_HOST,
    });
    return withLastKnownGood(sanity, {
      store: fileCopyStore(resolve(cwd, env.CONTENT_CACHE_DIR || DEFAULT_CONTENT_CACHE_DIR)),
      log: logger.child({ component: "content" }),
    });
  }
  return createNdjsonSource(resolve(cwd, env.CONTENT_DATASET || DEFAULT_DATASET_PATH));
}

let shared: ContentSource | undefined;

/** The process-wide source; the local dataset is read once and kept, as it never changes at run time. */
export function getContentSource(): ContentSource {
  shared ??= contentSourceFromEnv(process.env);
  return shared;
}
