/**
 * How the shop reads a local Content Lake (`npm start`, ADR 12): as any Sanity
 * project, through @sanity/client with the lake as API host, a reader's token,
 * the lake's self-signed certificate trusted, and its changes heard by listening
 * (the lake calls no webhooks). One function, so `npm start` and the browser tests
 * wire the shop the same way.
 */
import { dirname, join } from "node:path";

/** What a started lake reports (studio/lake/lake.ts, `LakeReady`). */
export interface LakeAddress {
  /** Where editors open the Studio: `${origin}/studio`. */
  origin: string;
  apiHost: string;
  projectId: string;
  dataset: string;
  /** A reader's token for the shop. */
  token: string;
  /** The lake's self-signed certificate, for the shop to trust (NODE_EXTRA_CA_CERTS). */
  certificatePath: string;
}

export function shopEnvForLake(lake: LakeAddress): Record<string, string> {
  return {
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.apiHost,
    SANITY_READ_TOKEN: lake.token,
    // Where the lake keeps the shop's token: read again if the lake ever refuses the one above.
    SANITY_READ_TOKEN_FILE: join(dirname(lake.certificatePath), "shop-token"),
    CONTENT_LISTEN: "1",
    // A query never answered before is answered from the dataset the lake was seeded from while the
    // lake is down or hung (ADR 29); a busy lake's late answers still replace it.
    CONTENT_SEED_FALLBACK: "1",
    // Read by Node at start: the shop's process trusts the lake's certificate and nothing else changes.
    NODE_EXTRA_CA_CERTS: lake.certificatePath,
    // Last known good copies of the lake's answers, apart from a Sanity project's.
    CONTENT_CACHE_DIR: join(dirname(lake.certificatePath), "content-cache"),
    STUDIO_URL: `${lake.origin}/studio`,
    // Pictures on the lake are served from the shop's origin (site/lib/content/images.server.ts).
    LAKE_ORIGIN: lake.origin,
  };
}
