import { afterEach, describe, expect, it, vi } from "vitest";
import { addToCartByKey, cartSnapshot } from "./cart.client.ts";

afterEach(() => vi.unstubAllGlobals());

describe("adding by add-to-cart key", () => {
  it("is one POST carrying the key, whose answer is the cart", async () => {
    // The page the add happens on: <html lang="sv" data-market="se">.
    vi.stubGlobal("document", { documentElement: { dataset: { market: "se" }, lang: "sv" }, querySelector: () => null });
    const cart = { items: [], totalQuantity: 1 };
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(cart));
    vi.stubGlobal("fetch", fetch);

    expect(await addToCartByKey("LN100001-19-22-clone")).toBe(true);
    const sent = fetch.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))]);
    expect(sent).toEqual([
      [
        "/api/cart/items",
        "POST",
        { productKey: "LN100001-19-22-clone", options: { market: "se", ticket: null }, language: "sv" },
      ],
    ]);
    expect(cartSnapshot.get()).toEqual(cart);
  });
});
