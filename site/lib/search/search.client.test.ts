import { afterEach, describe, expect, it, vi } from "vitest";
import { cartApi } from "#lib/commerce/cart/cart.client.ts";
import { allStorefronts } from "#lib/markets/markets.ts";
import { searchApi } from "./search.client.ts";

/** Records what each call sends; answers an empty suggestion list, or an empty product group. */
function recordFetch() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ productSuggestions: [], phraseSuggestions: [], recentSearches: [], totalHits: 0 }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("the market the search calls and the product group lookup send (specification 3 and 7)", () => {
  it("is the market's elevateMarket code in all 16 storefronts, with the storefront's locale", async () => {
    for (const sf of allStorefronts()) {
      const sent = recordFetch();
      // What the header gives the panel, and what the cart reads from <html data-market lang>.
      const place = { market: sf.market.code, locale: sf.locale };
      await searchApi.suggestions(place, "jeans");
      await searchApi.clearRecent(place);
      searchApi.click(place, "1.se.sv.x");
      await cartApi.product({ market: sf.market.code, language: sf.language, locale: sf.locale }, "LN100001");
      const [suggest, clear, click, product] = sent.map((s) => ({ ...s, query: new URL(s.url, "http://x").searchParams }));
      const code = sf.market.elevateMarket;
      expect(code, sf.basePath).toMatch(/^[A-Z]{2}$/);
      expect([suggest?.query.get("market"), suggest?.query.get("locale")], sf.basePath).toEqual([code, sf.locale]);
      expect([clear?.query.get("market"), clear?.query.get("locale")], sf.basePath).toEqual([code, sf.locale]);
      expect(click?.body, sf.basePath).toEqual({ ticket: "1.se.sv.x", market: code, locale: sf.locale });
      expect(product?.url, sf.basePath).toMatch(/^\/api\/products\/LN100001\?/);
      expect([product?.query.get("market"), product?.query.get("locale")], sf.basePath).toEqual([code, sf.locale]);
    }
  });
});
