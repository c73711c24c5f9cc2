import { afterEach, describe, expect, it, vi } from "vitest";
import { addToCartByKey, cartSnapshot, readCart } from "./cart.client.ts";

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

describe("reading the cart", () => {
  it("gives up a read an add crossed, whose answer may be the cart from before the add", async () => {
    vi.stubGlobal("document", { documentElement: { dataset: { market: "se" }, lang: "sv" }, querySelector: () => null });
    const empty = { items: [], totalQuantity: 0 };
    const added = { items: [{ id: 1 }], totalQuantity: 1 };
    let answerRead: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init?: RequestInit) =>
        init?.method === "POST"
          ? Promise.resolve(Response.json(added))
          : new Promise<Response>((resolve) => (answerRead = resolve)),
      ),
    );
    const place = { market: "se", language: "sv", locale: "sv-SE" };
    const read = readCart(place);
    expect(await addToCartByKey("LN100001-110")).toBe(true);
    answerRead(Response.json(empty));
    expect(await read).toBeNull();
    expect(cartSnapshot.get()).toEqual(added);

    const quiet = readCart(place);
    answerRead(Response.json(added));
    expect(await quiet).toEqual(added);
  });
});
