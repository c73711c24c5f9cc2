import { readFileSync } from "node:fs";
import { createClient, type SanityClient } from "@sanity/client";
import type { ContentSource, QueryParams } from "./source.ts";

/** Pinned so a Sanity API change never alters the shop without a code change. */
export const SANITY_API_VERSION = "2026-11-01";

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  /** A read token, for private datasets; public datasets need none. */
  token?: string | undefined;
  /**
   * A file the token may be renewed in (the local Content Lake's `shop-token`): read
   * again when the project refuses the token in use, so a renewed one is picked up
   * without a restart (SANITY_READ_TOKEN_FILE).
   */
  tokenFile?: string | undefined;
  useCdn?: boolean;
  /**
   * Another host speaking Sanity's HTTP API (SANITY_API_HOST), such as a local
   * Content Lake; queries go to `{apiHost}/v{version}/data/query/{dataset}`.
   */
  apiHost?: string | undefined;
  /**
   * "published" for shoppers; for a preview "drafts" (drafts in place of what they change) or a
   * stack of release names (their versions over what is published).
   */
  perspective?: "published" | "drafts" | string[];
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

/** The token the options name: the one in their token file when it holds one, else their token. */
export function currentToken({ token, tokenFile }: SanitySourceOptions): string | undefined {
  if (!tokenFile) return token;
  try {
    return readFileSync(tokenFile, "utf8").trim() || token;
  } catch {
    return token;
  }
}

const refused = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 401;

/**
 * Answers the same GROQ queries from a hosted Sanity project, through its CDN. A
 * query the project refuses (401) is asked once more with the token file's token,
 * when that is another one.
 */
export function createSanitySource(options: SanitySourceOptions): ContentSource {
  let token = currentToken(options);
  let client = sanityClient({ ...options, token });
  return {
    kind: "sanity",
    async fetch<Result>(query: string, params: QueryParams = {}, fetchOptions: { signal?: AbortSignal } = {}) {
      const ask = () => client.fetch<Result>(query, params, fetchOptions.signal ? { signal: fetchOptions.signal } : {});
      try {
        return await ask();
      } catch (error) {
        const renewed = refused(error) ? currentToken(options) : token;
        if (renewed === token) throw error;
        token = renewed;
        client = sanityClient({ ...options, token });
        return await ask();
      }
    },
  };
}
