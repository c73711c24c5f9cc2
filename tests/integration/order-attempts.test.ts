import { and, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addToCart, getCart } from "#lib/commerce/cart/cart.server.ts";
import { testProvider } from "#lib/commerce/checkout/payment.ts";
import { placeOrder } from "#lib/commerce/orders/orders.server.ts";
import { isDatabaseUnavailable } from "#lib/db/availability.ts";
import { orders, variants } from "#lib/db/schema.server.ts";
import { newToken } from "#lib/http/tokens.server.ts";
import { CHECKOUT_INPUT } from "./checkout-fixture.ts";
import { seededDatabase, TEST_DATABASES } from "./databases.ts";

const input = CHECKOUT_INPUT;

/** Issue 12: a checkout attempt places one order, however often its form is posted. */
describe.each(TEST_DATABASES)("order attempts on $name", (database) => {
  const seeded = seededDatabase(database);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function cartWithOne(variantKey = "122") {
    const cartToken = newToken();
    await addToCart(
      { db: seeded.handle.db, token: cartToken, market: "se", language: "sv" },
      {
        key: { productKey: "LN100005", variantKey, clone: false },
      },
      { quantity: 1 },
    );
    const variantId = (await getCart({ db: seeded.handle.db, token: cartToken, market: "se", language: "sv" })).items[0]
      ?.variantId as number;
    return { cartToken, checkoutToken: newToken(), attemptKey: newToken(), variantId };
  }
  const stockOf = async (variantId: number) =>
    (await seeded.handle.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId)))[0]?.stock;
  const ordersOf = async (checkoutToken: string) =>
    (
      await seeded.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.checkoutToken, checkoutToken))
    )[0]?.n;

  it("three simultaneous posts of one checkout give one order, one payment and one unit", async () => {
    const attempt = await cartWithOne();
    const before = await stockOf(attempt.variantId);
    const authorize = vi.spyOn(testProvider, "authorize");
    const placed = await Promise.all(
      [1, 2, 3].map(() => placeOrder(seeded.handle.db, { ...attempt, market: "se", language: "sv", input })),
    );
    expect(new Set(placed.map((p) => p.number)).size).toBe(1);
    expect(placed.filter((p) => !p.repeated)).toHaveLength(1);
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(await ordersOf(attempt.checkoutToken)).toBe(1);
    expect(await stockOf(attempt.variantId)).toBe((before as number) - 1);
  });

  it("a retry after the answer was lost (a dropped connection, a timeout) returns the first order", async () => {
    const attempt = await cartWithOne();
    const first = await placeOrder(seeded.handle.db, { ...attempt, market: "se", language: "sv", input });
    const authorize = vi.spyOn(testProvider, "authorize");
    const retry = await placeOrder(seeded.handle.db, { ...attempt, market: "se", language: "sv", input });
    expect(retry).toEqual({ ...first, repeated: true });
    expect(authorize).not.toHaveBeenCalled();
    expect(await ordersOf(attempt.checkoutToken)).toBe(1);
    // Another attempt on the same, now empty, cart places nothing.
    await expect(
      placeOrder(seeded.handle.db, { ...attempt, attemptKey: newToken(), market: "se", language: "sv", input }),
    ).rejects.toMatchObject({ code: "CART_EMPTY" });
  });

  it("a retry after the database connection broke mid-order places the order once, with the same payment key", async () => {
    const attempt = await cartWithOne("122");
    const before = await stockOf(attempt.variantId);
    const keys: string[] = [];
    const authorize = testProvider.authorize;
    let breakNext = true;
    vi.spyOn(testProvider, "authorize").mockImplementation(async (request) => {
      keys.push(request.idempotencyKey);
      if (breakNext) {
        breakNext = false;
        if (seeded.handle.url) {
          // The order's transaction waits on the payment: end its connection from outside, as a failover would.
          const admin = postgres(seeded.handle.url, { max: 1, onnotice: () => {} });
          await admin`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and state = 'idle in transaction' and pid <> pg_backend_pid()`;
          await admin.end();
          // Let the pool see its connection go before the transaction's next query (postgres.js 3.4.9 throws
          // an uncaught TypeError from a write it had queued when the socket closes under it).
          await new Promise((resolve) => setTimeout(resolve, 200));
        } else {
          throw Object.assign(new Error("connection reset"), { code: "ECONNRESET" });
        }
      }
      return authorize(request);
    });
    const failed = await placeOrder(seeded.handle.db, { ...attempt, market: "se", language: "sv", input }).catch((e) => e);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(await ordersOf(attempt.checkoutToken)).toBe(0);
    expect(await stockOf(attempt.variantId)).toBe(before);

    const placed = await placeOrder(seeded.handle.db, { ...attempt, market: "se", language: "sv", input });
    expect(placed.repeated).toBe(false);
    expect(await ordersOf(attempt.checkoutToken)).toBe(1);
    expect(await stockOf(attempt.variantId)).toBe((before as number) - 1);
    // Both authorizations carried the attempt's key, so a real provider reserves the amount once.
    expect(keys).toEqual([attempt.attemptKey, attempt.attemptKey]);
    const [row] = await seeded.handle.db
      .select({ attemptKey: orders.attemptKey })
      .from(orders)
      .where(and(eq(orders.checkoutToken, attempt.checkoutToken), eq(orders.number, placed.number)));
    expect(row?.attemptKey).toBe(attempt.attemptKey);
  });
});
