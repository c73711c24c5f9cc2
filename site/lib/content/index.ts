import { resolve } from "node:path";
import { createNdjsonSource } from "./local-source";
import { createSanitySource } from "./sanity-source";
import type { ContentSource } from "./source";

export type { ContentSource, QueryParams } from "./source";
export { ContentSourceError } from "./source";

export const DEFAULT_DATASET_PATH = "seed/content.ndjson";

export interface ContentEnv {
  SANITY_PROJECT_ID?: string | undefined;
  SANITY_DATASET?: string | undefined;
  SANITY_READ_TOKEN?: string | undefined;
  /** Path of the local NDJSON dataset, relative to the working directory. */
  CONTENT_DATASET?: string | undefined;
}

/**
 * Sanity when a project is configured (both SANITY_PROJECT_ID and SANITY_DATASET),
 * otherwise the local dataset, so a fresh clone runs with no account and no network.
 */
export function contentSourceFromEnv(env: ContentEnv, cwd = process.cwd()): ContentSource {
  if (env.SANITY_PROJECT_ID && env.SANITY_DATASET) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      token: env.SANITY_READ_TOKEN,
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
