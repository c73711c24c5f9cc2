import { and, eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import { addToCart, getCart, lookupProductGroup, removeLine, setLineQuantity } from "#lib/commerce/cart/cart.server.ts";
import { CART_RETENTION_DAYS, deleteAbandonedCarts } from "#lib/commerce/cart/cart-cleanup.server.ts";
import { getOrder, placeOrder } from "#lib/commerce/orders/orders.server.ts";
import { cartItems, carts, orders, variants } from "#lib/db/schema.server.ts";
import { newToken } from "#lib/http/tokens.server.ts";
import { CHECKOUT_INPUT } from "./checkout-fixture.ts";
import { seededDatabase, TEST_DATABASES } from "./databases.ts";

const input = CHECKOUT_INPUT;

describe.each(TEST_DATABASES)("cart and orders on $name", (database) => {
  const seeded = seededDatabase(database);
  const ctx = (token: string | null, market: "se" | "pl" = "se") => ({
    db: seeded.handle.db,
    token,
    market,
    language: "sv" as const,
  });
  const key = (productKey: string, variantKey: string, clone = false) => ({ key: { productKey, variantKey, clone } });

  it("adds by key and prices on the server, sale price first", async () => {
    const token = newToken();
    await addToCart({ ...ctx(token), token }, key("LN100001", "110"), { quantity: 2 });
    await addToCart({ ...ctx(token), token }, key("LN100002", "110", true), { quantity: 1, ticket: "t-1" });
    const cart = await getCart(ctx(token));
    expect(cart.totalQuantity).toBe(3);
    expect(cart.totals.grandtotal.minor).toBe(2 * 29900 + 49900);
    expect(cart.totals.grandtotal.formatted).toMatch(/1\s?097\skr/);
    const [first, second] = cart.items;
    expect(first).toMatchObject({ id: 100001, price: 59900, salePrice: 29900, gender: "boys", brand: { name: "Nordkid" } });
    expect(first?.fullSlug).toBe("/se/brand-product-100001-sv-100001");
    expect(first?.media[0]?.imageSrc).toMatch(/^\/media\/products\//);
    expect(second?.attributes).toEqual({ clone: true, ticket: "t-1" });
  });

  it("composes the add's statement once per shape: another shopper's add of another size composes nothing", async () => {
    const first = newToken();
    await addToCart({ ...ctx(first), token: first }, key("LN100001", "110"), { quantity: 1 });
    const compose = vi.spyOn(PgDialect.prototype, "sqlToQuery");
    try {
      const second = newToken();
      const cart = await addToCart({ ...ctx(second), token: second }, key("LN100002", "110"), { quantity: 2 });
      expect(cart.items.map((item) => [item.productKey, item.size, item.quantity])).toEqual([["LN100002", "110", 2]]);
      expect(compose).not.toHaveBeenCalled();
    } finally {
      compose.mockRestore();
    }
  });

  it("answers each add with the cart after it, in the same statement: the other lines and the grown line", async () => {
    const token = newToken();
    const add = (k: ReturnType<typeof key>, quantity: number) => addToCart({ ...ctx(token), token }, k, { quantity });
    const first = await add(key("LN100001", "110"), 1);
    expect(first.items.map((i) => [i.productKey, i.variantKey, i.quantity])).toEqual([["LN100001", "110", 1]]);
    await add(key("LN100002", "110"), 1);
    const grown = await add(key("LN100001", "110"), 1);
    expect(grown.items.map((i) => [i.productKey, i.quantity])).toEqual([
      ["LN100001", 2],
      ["LN100002", 1],
    ]);
    expect(grown).toEqual(await getCart(ctx(token)));
    // A member's add answers the member's totals, as the cart read does.
    const member = await addToCart({ ...ctx(token), token, member: true }, key("LN100002", "110"), { quantity: 1 });
    expect(member).toEqual(await getCart({ ...ctx(token), member: true }));
  });

  it("keeps one cart per market", async () => {
    const token = newToken();
    await addToCart({ ...ctx(token), token }, key("LN100001", "110"), { quantity: 1 });
    expect((await getCart(ctx(token, "pl"))).items).toEqual([]);
    expect((await getCart(ctx(token, "pl"))).currency).toBe("PLN");
  });

  it("answers 404 and 409 with codes", async () => {
    const token = newToken();
    const add = (k: ReturnType<typeof key>, quantity = 1) => addToCart({ ...ctx(token), token }, k, { quantity });
    await expect(add(key("LN999999", "110"))).rejects.toMatchObject({ status: 404, code: "PRODUCT_NOT_FOUND" });
    await expect(add(key("LN100001", "999"))).rejects.toMatchObject({ status: 404, code: "VARIANT_NOT_FOUND" });
    await expect(add(key("LN100001", "116"))).rejects.toMatchObject({ status: 409, code: "OUT_OF_STOCK" });
    await expect(add(key("LN100001", "110"), 4)).rejects.toMatchObject({ status: 409, code: "INSUFFICIENT_STOCK" });
    await add(key("LN100001", "110"), 3);
    await expect(add(key("LN100001", "110"))).rejects.toMatchObject({ status: 409 });
    expect((await getCart(ctx(token))).totalQuantity).toBe(3);
  });

  it("adds by variant id only when productId and variantKey name the same variant", async () => {
    const token = newToken();
    const group = await lookupProductGroup(seeded.handle.db, "LN100001", "se", "sv");
    const variant = group?.variants.find((v) => v.variantKey === "122");
    const variantId = variant?.variantId as number;
    const add = (target: Parameters<typeof addToCart>[1]) => addToCart({ ...ctx(token), token }, target, { quantity: 1 });
    await expect(add({ variantId: 2_000_000 })).rejects.toMatchObject({ status: 404, code: "VARIANT_NOT_FOUND" });
    await expect(add({ variantId, productId: 100002 })).rejects.toMatchObject({ status: 404, code: "VARIANT_NOT_FOUND" });
    await expect(add({ variantId, variantKey: "110" })).rejects.toMatchObject({ status: 404, code: "VARIANT_NOT_FOUND" });
    // Nothing refused leaves a cart behind for the cleanup to find.
    expect(await seeded.handle.db.select().from(carts).where(eq(carts.token, token))).toEqual([]);
    await add({ variantId, productId: group?.id, variantKey: "122" });
    const cart = await getCart(ctx(token));
    expect(cart.items.map((i) => [i.variantId, i.quantity])).toEqual([[variantId, 1]]);
  });

  it("changes quantities and removes lines", async () => {
    const token = newToken();
    await addToCart({ ...ctx(token), token }, key("LN100001", "122"), { quantity: 1 });
    const [line] = (await getCart(ctx(token))).items;
    await setLineQuantity(ctx(token), line?.lineId as number, 4);
    expect((await getCart(ctx(token))).totalQuantity).toBe(4);
    await expect(setLineQuantity(ctx(token), line?.lineId as number, 6)).rejects.toMatchObject({ status: 409 });
    await expect(setLineQuantity(ctx(newToken()), line?.lineId as number, 1)).rejects.toMatchObject({ status: 404 });
    await removeLine(ctx(token), line?.lineId as number);
    expect((await getCart(ctx(token))).items).toEqual([]);
  });

  it("looks up a product group", async () => {
    const group = await lookupProductGroup(seeded.handle.db, "LN100001", "se", "sv");
    expect(group?.variants.map((v) => [v.variantKey, v.inStock])).toEqual([
      ["110", true],
      ["116", false],
      ["122", true],
    ]);
    expect(await lookupProductGroup(seeded.handle.db, "LN999999", "se", "sv")).toBeNull();
  });

  it("parallel adds to one cart lose no line", async () => {
    const token = newToken();
    const keys = [key("LN100001", "110"), key("LN100001", "122"), key("LN100002", "110"), key("LN100002", "110", true)];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addToCart({ ...ctx(token), token }, keys[i % 4] as never, { quantity: 1 }).catch(() => {}),
      ),
    );
    const cart = await getCart(ctx(token));
    expect(cart.items.length).toBe(4);
    // Stock caps LN100001-110 (3) and LN100002-110 (3 across two lines is per line); every accepted add counted.
    const rows = await seeded.handle.db.select().from(cartItems).where(eq(cartItems.cartToken, token));
    expect(rows.reduce((n, r) => n + r.quantity, 0)).toBe(cart.totalQuantity);
    expect(cart.totalQuantity).toBeGreaterThanOrEqual(13);
  });

  it("places an order, decrements stock and empties the cart", async () => {
    const token = newToken();
    await addToCart({ ...ctx(token), token }, key("LN100005", "122"), { quantity: 1 });
    const [before] = await seeded.handle.db
      .select()
      .from(variants)
      .where(eq(variants.id, (await getCart(ctx(token))).items[0]?.variantId as number));
    const placed = await placeOrder(seeded.handle.db, {
      cartToken: token,
      checkoutToken: newToken(),
      market: "se",
      language: "sv",
      input,
    });
    expect(placed.totalMinor).toBe(89900);
    const [after] = await seeded.handle.db
      .select()
      .from(variants)
      .where(eq(variants.id, before?.id as number));
    expect(after?.stock).toBe((before?.stock as number) - 1);
    expect((await getCart(ctx(token))).items).toEqual([]);
    await expect(
      placeOrder(seeded.handle.db, { cartToken: token, checkoutToken: newToken(), market: "se", language: "sv", input }),
    ).rejects.toMatchObject({ code: "CART_EMPTY" });
  });

  it("a declined payment takes no stock, writes no order and keeps the cart", async () => {
    const token = newToken();
    await addToCart({ ...ctx(token), token }, key("LN100005", "122"), { quantity: 2 });
    const variantId = (await getCart(ctx(token))).items[0]?.variantId as number;
    const stockOf = async () => (await seeded.handle.db.select().from(variants).where(eq(variants.id, variantId)))[0]?.stock;
    const before = await stockOf();
    const ordersBefore = (await seeded.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n;
    await expect(
      placeOrder(seeded.handle.db, {
        cartToken: token,
        checkoutToken: newToken(),
        market: "se",
        language: "sv",
        input: { ...input, email: "anna+decline@example.com" },
      }),
    ).rejects.toMatchObject({ status: 422, code: "PAYMENT_DECLINED" });
    expect(await stockOf()).toBe(before);
    expect((await seeded.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n).toBe(ordersBefore);
    expect((await getCart(ctx(token))).totalQuantity).toBe(2);
  });

  it("50 parallel orders for the last 5 units sell exactly 5", async () => {
    const [variant] = await seeded.handle.db.select().from(variants).where(eq(variants.productId, 100006));
    await seeded.handle.db
      .update(variants)
      .set({ stock: 5 })
      .where(eq(variants.id, variant?.id as number));
    const tokens = Array.from({ length: 50 }, () => newToken());
    for (const token of tokens) await addToCart({ ...ctx(token), token }, key("LN100006", "110"), { quantity: 1 });
    const results = await Promise.allSettled(
      tokens.map((token) =>
        placeOrder(seeded.handle.db, { cartToken: token, checkoutToken: newToken(), market: "se", language: "sv", input }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled").length).toBe(5);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "OUT_OF_STOCK" });
    const [after] = await seeded.handle.db
      .select()
      .from(variants)
      .where(eq(variants.id, variant?.id as number));
    expect(after?.stock).toBe(0);
  }, 60_000);

  it("deletes carts unchanged for the retention period with their lines, and keeps fresh carts and orders", async () => {
    expect(CART_RETENTION_DAYS).toBe(30);
    const [old, fresh, ordered, changed] = [newToken(), newToken(), newToken(), newToken()];
    for (const token of [old, fresh, changed]) await addToCart({ ...ctx(token), token }, key("LN100001", "110"), { quantity: 1 });
    await addToCart({ ...ctx(old, "pl"), token: old }, key("LN100001", "110"), { quantity: 1 });
    await addToCart({ ...ctx(ordered), token: ordered }, key("LN100005", "122"), { quantity: 1 });
    const checkout = newToken();
    const placed = await placeOrder(seeded.handle.db, {
      cartToken: ordered,
      checkoutToken: checkout,
      market: "se",
      language: "sv",
      input,
    });

    const age = (token: string, days: number, market = "se") =>
      seeded.handle.db
        .update(carts)
        .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
        .where(and(eq(carts.token, token), eq(carts.market, market)));
    await age(old, 31);
    await age(old, 45, "pl");
    await age(ordered, 31);
    await age(fresh, 29);
    await age(changed, 31);
    // A quantity change is a change: the cart is kept for another 30 days.
    const [line] = (await getCart(ctx(changed))).items;
    await setLineQuantity(ctx(changed), line?.lineId as number, 2);
    // A line whose cart is gone (lines have no foreign key to carts) goes when it is as old.
    const orphan = newToken();
    const [variant] = await seeded.handle.db.select().from(variants).where(eq(variants.productId, 100001));
    await seeded.handle.db.insert(cartItems).values({
      cartToken: orphan,
      market: "se",
      variantId: variant?.id as number,
      productId: 100001,
      quantity: 1,
      createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
    });

    expect(await deleteAbandonedCarts(seeded.handle.db, { batch: 2 })).toEqual({ carts: 3, lines: 3 });

    const left = async (token: string) => ({
      carts: (await seeded.handle.db.select().from(carts).where(eq(carts.token, token))).length,
      lines: (await seeded.handle.db.select().from(cartItems).where(eq(cartItems.cartToken, token))).length,
    });
    expect(await left(old)).toEqual({ carts: 0, lines: 0 });
    expect(await left(ordered)).toEqual({ carts: 0, lines: 0 });
    expect(await left(orphan)).toEqual({ carts: 0, lines: 0 });
    expect(await left(fresh)).toEqual({ carts: 1, lines: 1 });
    expect(await left(changed)).toEqual({ carts: 1, lines: 1 });
    expect((await getCart(ctx(changed))).totalQuantity).toBe(2);
    // The order keeps everything it shows: its lines are copies, not references to the cart.
    const order = await getOrder(seeded.handle.db, checkout, placed.number);
    expect(order?.lines).toMatchObject([{ variantKey: "122", quantity: 1 }]);
    expect(order?.totalMinor).toBe(placed.totalMinor);
    // Nothing left to delete; a shorter retention takes the fresh carts too.
    expect(await deleteAbandonedCarts(seeded.handle.db)).toEqual({ carts: 0, lines: 0 });
    await age(fresh, 3);
    const short = await deleteAbandonedCarts(seeded.handle.db, { days: 2 });
    expect(short.carts).toBeGreaterThanOrEqual(1);
    expect(await left(fresh)).toEqual({ carts: 0, lines: 0 });
  });
});
