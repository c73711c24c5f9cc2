/**
 * What a server process starts, once, when it starts: the caches that hear content
 * changes, the hearing itself (the local dataset's watcher, or a project's listener)
 * and the daily jobs. Nothing is started by importing a module or by a first use, so
 * a build (which prerenders pages through the same code) and a test start none of it.
 *
 * Called by scripts/serve.mjs through the built server entry (`startShop`, added by
 * astro.config.mjs), so it runs in the bundle's own copies of these modules, and in
 * `astro dev` by site/lib/dev-start.server.ts, the middleware the dev server alone runs first.
 */
import { scheduleLimitsCleanup } from "#lib/account/limits.server.ts";
import { scheduleCartCleanup } from "#lib/commerce/cart/cart-cleanup.server.ts";
import { onContentChange } from "#lib/content/change-bus.server.ts";
import { purgeTags } from "#lib/content/changes.server.ts";
import { startContentListening } from "#lib/content/index.server.ts";
import { clearShellContentOnChange } from "#lib/content/menus.server.ts";
import { getDatabase } from "#lib/db/client.server.ts";
import { pageCache } from "#lib/http/render-cache.server.ts";
import { scheduleSearchRetention } from "#lib/search/retention.server.ts";
import { clearShellFragmentsOnChange } from "#lib/shell/fragment-cache.server.ts";

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
