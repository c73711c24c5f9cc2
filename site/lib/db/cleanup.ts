/**
 * `npm run db:cleanup`: deletes abandoned carts once (see
 * site/lib/commerce/cart/cart-cleanup.server.ts); the server also does it daily.
 * With PGlite, run it while the shop is stopped: PGlite belongs to one process.
 */
import { CART_RETENTION_DAYS, deleteAbandonedCarts } from "../commerce/cart/cart-cleanup.server.ts";
import { getDatabase } from "./client.ts";

if (import.meta.main) {
  const handle = getDatabase();
  try {
    const { carts, lines } = await deleteAbandonedCarts(handle.db);
    console.log(`deleted ${carts} carts (and ${lines} lines) not changed for ${CART_RETENTION_DAYS} days`);
  } finally {
    await handle.close();
  }
}
