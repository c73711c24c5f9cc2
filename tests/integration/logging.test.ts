import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { addToCart } from "#lib/commerce/cart/cart.server.ts";
import { placeOrder } from "#lib/commerce/orders/orders.server.ts";
import { failure } from "#lib/http/guard.server.ts";
import { newToken } from "#lib/http/tokens.server.ts";
import { createLogger } from "#lib/log/logger.server.ts";
import { seededDatabase, TEST_DATABASES } from "./databases.ts";

/** Issue 12, item 10: a query that fails while placing an order leaves no token, name or address in the log. */
describe.each(TEST_DATABASES)("the log of a failed order on $name", (database) => {
  const seeded = seededDatabase(database);

  it("names the failed query but none of its parameters", async () => {
    const cartToken = newToken();
    const checkoutToken = newToken();
    await addToCart(
      { db: seeded.handle.db, token: cartToken, market: "se", language: "sv" },
      {
        key: { productKey: "LN100005", variantKey: "122", clone: false },
      },
      { quantity: 1 },
    );
    // A street no text column takes (a NUL) makes the order's insert fail inside the database.
    const error = await placeOrder(seeded.handle.db, {
      cartToken,
      checkoutToken,
      market: "se",
      language: "sv",
      input: {
        email: "greta.privat@example.com",
        phone: "+46701234567",
        firstName: "Greta",
        lastName: "Garbosson",
        street: "Hemligvägen 7\u0000",
        postalCode: "111 22",
        city: "Sundsvall",
        shipping: "standard",
        payment: "test",
      },
    }).catch((e) => e);
    expect(error).toBeInstanceOf(Error);

    const lines: string[] = [];
    const log = createLogger(
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const res = failure(new URL("http://shop.example/se/checkout/"), error, log);
    expect(res.status).toBe(500);
    const text = lines.join("");
    expect(text).toContain("Failed query");
    expect(text).toContain("orders");
    for (const secret of [
      cartToken,
      checkoutToken,
      "greta.privat",
      "Greta",
      "Garbosson",
      "Hemligvägen",
      "Sundsvall",
      "701234567",
    ])
      expect(text).not.toContain(secret);
  });
});
