/**
 * The environment, read in one place into a typed, frozen configuration: every
 * setting the shop's server code takes, named once, with what it means. Modules
 * take `config()` (or the part of it they need, so tests can pass their own) instead
 * of reading `process.env`; Biome's noProcessEnv keeps it that way (biome.json).
 *
 * Values stay the strings the environment gives (an unset variable is undefined):
 * each reader keeps its own defaults and ranges, tested beside it. The first call
 * reads the environment; `resetConfig()` lets a test that changes it be read again.
 * Plain Node runs this module (scripts/serve.mjs, site/lib/db/setup.server.ts).
 */
import { z } from "zod";

const setting = z.string().optional();

const schema = z.object({
  /** pino's level for the shop's log and the access log (default info). */
  LOG_LEVEL: setting,
  /** PostgreSQL; without it the embedded PGlite in PGLITE_DIR (site/lib/db/client.server.ts). */
  DATABASE_URL: setting,
  PGLITE_DIR: setting,
  /**
   * A read replica of DATABASE_URL (PostgreSQL streaming replication): search's suggestion and
   * ranking statements read from it, the primary answers when it is down (ADR 44).
   */
  DATABASE_REPLICA_URL: setting,
  /** Connections of this process's main pool (scripts/serve.mjs shares PG_POOL_BUDGET out). */
  PG_POOL_MAX: setting,
  /** Session secret (at least 32 characters), else one kept in .data/auth-secret (site/lib/secrets.server.ts). */
  AUTH_SECRET: setting,
  ECLUB_SECRET: setting,
  /** Multiplies the accounts' per-minute limits, for the browser tests (site/lib/account/auth.server.ts). */
  AUTH_RATE_LIMIT_FACTOR: setting,
  /** Mail: an SMTP server, the sender, and the local outbox API for tests (site/lib/account/outbox-api.server.ts). */
  SMTP_URL: setting,
  MAIL_FROM: setting,
  MAIL_OUTBOX_API: setting,
  /** The content source and its hearing (site/lib/content/index.server.ts, ContentEnv). */
  SANITY_PROJECT_ID: setting,
  SANITY_DATASET: setting,
  SANITY_READ_TOKEN: setting,
  SANITY_READ_TOKEN_FILE: setting,
  /** The draft preview's own token, when the read token may not read drafts (the local Content Lake's reader). */
  SANITY_PREVIEW_TOKEN: setting,
  SANITY_PREVIEW_TOKEN_FILE: setting,
  SANITY_API_HOST: setting,
  SANITY_WEBHOOK_SECRET: setting,
  CONTENT_CACHE_DIR: setting,
  CONTENT_DATASET: setting,
  CONTENT_WATCH: setting,
  CONTENT_LISTEN: setting,
  CONTENT_TIMEOUT_MS: setting,
  CONTENT_SEED_FALLBACK: setting,
  /** A CDN's purge endpoint for content changes (site/lib/http/cdn-purge.ts). */
  CONTENT_PURGE_URL: setting,
  CONTENT_PURGE_TOKEN: setting,
  /** The local Content Lake's public origin: its pictures are served through the shop. */
  LAKE_ORIGIN: setting,
  /** Where /studio sends editors. */
  STUDIO_URL: setting,
});

export type Config = Readonly<z.infer<typeof schema>>;

let current: Config | undefined;

/** The configuration of this process, read from the environment on first use. */
export function config(): Config {
  current ??= Object.freeze(schema.parse(process.env));
  return current;
}

/** Reads the environment again on the next `config()` (tests that change it). */
export function resetConfig(): void {
  current = undefined;
}
