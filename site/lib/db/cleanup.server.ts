/**
 * `npm run db:cleanup`: deletes abandoned carts and expired search data once (see
 * site/lib/commerce/cart/cart-cleanup.server.ts and site/lib/search/retention.server.ts);
 * the server also does both daily.
 * With PGlite, run it while the shop is stopped: PGlite belongs to one process.
 */
import { CART_RETENTION_DAYS, deleteAbandonedCarts } from "#lib/commerce/cart/cart-cleanup.server.ts";
import { deleteExpiredSearchData, SEARCH_LOG_DAYS } from "#lib/search/retention.server.ts";
import { getDatabase } from "./client.server.ts";

if (import.meta.main) {
  const handle = getDatabase();
  try {
    const { carts, lines } = await deleteAbandonedCarts(handle.db);
    console.log(`deleted ${carts} carts (and ${lines} lines) not changed for ${CART_RETENTION_DAYS} days`);
    const search = await deleteExpiredSearchData(handle.db);
    console.log(
      `deleted ${search.log} searches logged more than ${SEARCH_LOG_DAYS} days ago, ${search.recent} recent searches and ${search.clicks} clicks past their time`,
    );
  } finally {
    await handle.close();
  }
}
