import { createClient, type SanityClient } from "@sanity/client";
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
  /** "published" for shoppers; "drafts" (drafts in place of what they change) for a preview. */
  perspective?: "published" | "drafts";
}

/** A client of the project as the source's options describe it. */
export function sanityClient({
  projectId,
  dataset,
  token,
  useCdn = true,
  apiHost,
  perspective = "published",
}: SanitySourceOptions): SanityClient {
  return createClient({
    projectId,
    dataset,
    apiVersion: SANITY_API_VERSION,
    // Drafts are never on Sanity's CDN, and a local Content Lake has none.
    useCdn: apiHost || perspective !== "published" ? false : useCdn,
    perspective,
    // One retry at most: the shop's own timeout and last known good copies take over after that.
    maxRetries: 1,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
    ...(token ? { token } : {}),
  });
}

/** Answers the same GROQ queries from a hosted Sanity project, through its CDN. */
export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const client = sanityClient(options);
  return {
    kind: "sanity",
    fetch<Result>(query: string, params: QueryParams = {}, fetchOptions: { signal?: AbortSignal } = {}) {
      return client.fetch<Result>(query, params, fetchOptions.signal ? { signal: fetchOptions.signal } : {});
    },
  };
}
