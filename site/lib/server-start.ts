/**
 * What a server process starts, once, when it starts: the caches that hear content
 * changes, the hearing itself (the local dataset's watcher, or a project's listener)
 * and the daily jobs. Nothing is started by importing a module or by a first use, so
 * a build (which prerenders pages through the same code) and a test start none of it.
 *
 * Called by scripts/serve.mjs through the built server entry (`startShop`, added by
 * astro.config.mjs), so it runs in the bundle's own copies of these modules, and in
 * `astro dev` by site/lib/dev-start.ts, the middleware the dev server alone runs first.
 */
import { scheduleLimitsCleanup } from "./account/limits.server.ts";
import { scheduleCartCleanup } from "./commerce/cart/cart-cleanup.server.ts";
import { onContentChange } from "./content/change-bus.ts";
import { purgeTags } from "./content/changes.ts";
import { startContentListening } from "./content/index.ts";
import { clearShellContentOnChange } from "./content/menus.ts";
import { getDatabase } from "./db/client.ts";
import { pageCache } from "./http/render-cache.ts";
import { scheduleSearchRetention } from "./search/retention.server.ts";
import { clearShellFragmentsOnChange } from "./shell/fragment-cache.ts";

let started = false;

export function startServer(): void {
  if (started) return;
  started = true;
  onContentChange((change) => pageCache.purge(purgeTags(change)));
  clearShellContentOnChange();
  clearShellFragmentsOnChange();
  startContentListening();
  // PGlite lets one process in: only the server's own process asks for the database, never the build.
  const database = () => getDatabase().db;
  scheduleCartCleanup(database);
  scheduleSearchRetention(database);
  scheduleLimitsCleanup(database);
}
