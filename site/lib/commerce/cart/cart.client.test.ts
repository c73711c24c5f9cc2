import { afterEach, describe, expect, it, vi } from "vitest";
import { addToCartByKey, cartSnapshot } from "./cart.client.ts";

/** The page the add happens on (`<html lang="sv" data-market="se">`), and every request it sends. */
function page() {
  vi.stubGlobal("document", {
    documentElement: { dataset: { market: "se" }, lang: "sv" },
    activeElement: null,
    querySelector: () => null,
  });
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ items: [], totalQuantity: 1 }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("adding by add-to-cart key", () => {
  it("is one POST carrying the key, whose answer is the cart", async () => {
    const sent = page();
    expect(await addToCartByKey("LN100001-19-22-clone")).toBe(true);
    expect(sent).toEqual([
      {
        url: "/api/cart/items",
        method: "POST",
        body: { productKey: "LN100001-19-22-clone", options: { market: "se", ticket: null }, language: "sv" },
      },
    ]);
    expect(cartSnapshot.get()?.totalQuantity).toBe(1);
  });
});
