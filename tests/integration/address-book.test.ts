import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_BOOK_LIMIT } from "#lib/account/address-book.ts";
import { getAddresses, postAddress, putAddress, removeAddress } from "#lib/account/address-book-api.server.ts";
import { type Auth, createAuth } from "#lib/account/auth.server.ts";
import { type AccountContext, register } from "#lib/account/http.server.ts";
import { addToCart } from "#lib/commerce/cart/cart.server.ts";
import { clearCatalogCaches } from "#lib/commerce/catalog/catalog.server.ts";
import { customerOrder, customerOrders, lastDelivery, placeOrder } from "#lib/commerce/orders/orders.server.ts";
import type { DatabaseHandle } from "#lib/db/client.server.ts";
import { customerAddresses, customers } from "#lib/db/schema.server.ts";
import { setupDatabase } from "#lib/db/setup.server.ts";
import { handle as guarded } from "#lib/http/api.server.ts";
import { newToken } from "#lib/http/tokens.server.ts";
import { fixtureCatalog } from "./catalog-fixture.ts";
import { CHECKOUT_INPUT } from "./checkout-fixture.ts";
import { TEST_DATABASES } from "./databases.ts";

const ORIGIN = "http://shop.test";
const home = {
  market: "se",
  firstName: "Anna",
  lastName: "Svensson",
  street: "Storgatan 1",
  postalCode: "11122",
  city: "Stockholm",
};

describe.each(TEST_DATABASES)("the address book and a customer's orders on $name", (database) => {
  let handle: DatabaseHandle;
  let auth: Auth;

  /** One request as a browser with these cookies; answers status, body and the session cookie it set. */
  async function call(
    cookie: string,
    work: (ctx: AccountContext) => Promise<Response>,
    { method = "GET", body, origin = ORIGIN }: { method?: string; body?: unknown; origin?: string | null } = {},
  ) {
    const url = new URL("/api/user/addresses", ORIGIN);
    const headers = new Headers({ cookie, "content-type": "application/json" });
    if (origin) headers.set("origin", origin);
    const request = new Request(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const cookies = { get: () => undefined, set: () => {} };
    const response = await guarded(request, url, () =>
      work({ request, url, clientAddress: "203.0.113.9", cookies, db: handle.db, auth }),
    );
    const session = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .find((c) => c.includes("session_token"));
    // biome-ignore lint/suspicious/noExplicitAny: the test reads answers of several shapes
    return { status: response.status, body: (await response.json()) as Record<string, any>, session };
  }

  /** A new signed-in customer: the cookie header of their browser, and their id. */
  async function customer(name: string) {
    const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await call("", register, {
      method: "POST",
      body: { firstName: name, email, mobilePhone: "070-123 45 67", password: "a long secret", memberTerms: true },
    });
    expect(created.status).toBe(201);
    const [row] = await handle.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    return { cookie: created.session ?? "", id: row?.id as string, email };
  }

  beforeAll(async () => {
    clearCatalogCaches();
    handle = await database.open();
    await setupDatabase(handle, async () => fixtureCatalog());
    auth = createAuth(handle.db, "x".repeat(32));
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    clearCatalogCaches();
  });

  it("adds, changes, makes default and deletes addresses, each in the checkout's format; the first is the default", async () => {
    const anna = await customer("Anna");
    const added = await call(anna.cookie, postAddress, { method: "POST", body: home });
    expect(added.status).toBe(201);
    expect(added.body.addresses).toEqual([{ id: expect.any(Number), ...home, postalCode: "111 22", isDefault: true }]);
    const granny = {
      market: "de",
      firstName: "Greta",
      lastName: "Berg",
      street: "Hauptstraße 4",
      postalCode: "10115",
      city: "Berlin",
    };
    const second = await call(anna.cookie, postAddress, { method: "POST", body: granny });
    const [first, other] = second.body.addresses as { id: number; isDefault: boolean }[];
    expect(other).toMatchObject({ ...granny, isDefault: false });
    const made = await call(anna.cookie, (ctx) => putAddress(ctx, String(other?.id)), {
      method: "PUT",
      body: { ...granny, isDefault: true },
    });
    expect(made.status).toBe(200);
    // The default comes first, and there is only one.
    expect(made.body.addresses.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [other?.id, true],
      [first?.id, false],
    ]);
    const gone = await call(anna.cookie, (ctx) => removeAddress(ctx, String(other?.id)), { method: "DELETE" });
    // The default went: the one left takes its place.
    expect(gone.body.addresses).toEqual([{ ...first, isDefault: true }]);
    expect((await call(anna.cookie, getAddresses)).body).toEqual(gone.body);
  });

  it("refuses bad input with the checkout's error per field, and no Origin, no session, another's address, a full book", async () => {
    const vera = await customer("Vera");
    const bad = await call(vera.cookie, postAddress, {
      method: "POST",
      body: { ...home, postalCode: "1234", city: " ", street: "x".repeat(121) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: "INVALID_INPUT",
      message: expect.any(String),
      fields: { postalCode: "postalCode", city: "required", street: "tooLong" },
    });
    expect((await call(vera.cookie, postAddress, { method: "POST", body: { ...home, market: "us" } })).body.error.fields).toEqual(
      { market: "required" },
    );
    expect((await call(vera.cookie, postAddress, { method: "POST", body: "[]" })).status).toBe(400);
    expect(
      (await call(vera.cookie, postAddress, { method: "POST", body: home, origin: "https://evil.example" })).body.error.code,
    ).toBe("FORBIDDEN_ORIGIN");
    expect((await call("", getAddresses)).status).toBe(401);

    const anna = await customer("Annika");
    const [annas] = (await call(anna.cookie, postAddress, { method: "POST", body: home })).body.addresses as { id: number }[];
    for (const work of [
      (ctx: AccountContext) => putAddress(ctx, String(annas?.id)),
      (ctx: AccountContext) => removeAddress(ctx, String(annas?.id)),
    ]) {
      const answer = await call(vera.cookie, work, { method: "PUT", body: home });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("ADDRESS_NOT_FOUND");
    }
    expect((await call(vera.cookie, (ctx) => removeAddress(ctx, "1e3"), { method: "DELETE" })).status).toBe(404);
    expect((await call(anna.cookie, getAddresses)).body.addresses).toHaveLength(1);

    for (let n = 0; n < ADDRESS_BOOK_LIMIT; n++)
      expect(
        (await call(vera.cookie, postAddress, { method: "POST", body: { ...home, street: `Storgatan ${n + 1}` } })).status,
      ).toBe(201);
    const full = await call(vera.cookie, postAddress, { method: "POST", body: home });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("ADDRESS_BOOK_FULL");
  });

  it("goes with the account", async () => {
    const olle = await customer("Olle");
    await call(olle.cookie, postAddress, { method: "POST", body: home });
    await handle.db.delete(customers).where(eq(customers.id, olle.id));
    expect(await handle.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, olle.id))).toEqual([]);
  });

  it("shows a customer their own orders with pictures, delivery and status, and another customer's as none", async () => {
    const anna = await customer("Ann");
    const other = await customer("Otto");
    const cart = newToken();
    await addToCart(
      { db: handle.db, token: cart, market: "se", language: "sv" },
      { key: { productKey: "LN100002", variantKey: "110", clone: false } },
      { quantity: 1 },
    );
    const placed = await placeOrder(handle.db, {
      cartToken: cart,
      checkoutToken: newToken(),
      market: "se",
      language: "sv",
      input: { ...CHECKOUT_INPUT, shipping: "express" },
      customer: { id: anna.id, member: true },
    });
    const order = await customerOrder(handle.db, anna.id, placed.number);
    expect(order).toMatchObject({
      number: placed.number,
      status: "placed",
      shippingMethod: "express",
      totalMinor: placed.totalMinor,
    });
    expect(order?.lines[0]?.imageSrc).toMatch(/^\/media\/products\/.+\.svg$/);
    expect(await customerOrder(handle.db, other.id, placed.number)).toBeNull();
    expect((await customerOrders(handle.db, anna.id)).map((o) => o.lines.length)).toEqual([1]);
    expect(await lastDelivery(handle.db, anna.id, "se")).toEqual({
      phone: CHECKOUT_INPUT.phone,
      firstName: "Anna",
      lastName: "Svensson",
      street: "Storgatan 1",
      postalCode: "111 22",
      city: "Stockholm",
    });
    expect(await lastDelivery(handle.db, anna.id, "de")).toBeNull();
  });
});
