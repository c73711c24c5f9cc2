import { createClient } from "@sanity/client";
import type { ContentSource, QueryParams } from "./source.ts";

/** Pinned so a Sanity API change never alters the shop without a code change. */
export const SANITY_API_VERSION = "2026-11-01";

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  /** A read token, for private datasets; public datasets need none. */
  token?: string | undefined;
  useCdn?: boolean;
  /**
   * Another host speaking Sanity's HTTP API (SANITY_API_HOST), such as a local
   * Content Lake; queries go to `{apiHost}/v{version}/data/query/{dataset}`.
   */
  apiHost?: string | undefined;
}

/** Answers the same GROQ queries from a hosted Sanity project, through its CDN. */
export function createSanitySource({ projectId, dataset, token, useCdn = true, apiHost }: SanitySourceOptions): ContentSource {
  const client = createClient({
    projectId,
    dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: apiHost ? false : useCdn,
    perspective: "published",
    // One retry at most: the shop's own timeout and last known good copies take over after that.
    maxRetries: 1,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
    ...(token ? { token } : {}),
  });
  return {
    kind: "sanity",
    fetch<Result>(query: string, params: QueryParams = {}, options: { signal?: AbortSignal } = {}) {
      return client.fetch<Result>(query, params, options.signal ? { signal: options.signal } : {});
    },
  };
}
