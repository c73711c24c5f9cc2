/**
 * Issue 25.13: one way of writing money per storefront, Intl's, in content and in the shop.
 * A product page shows a price (the shop) and the perks (content) side by side: the
 * free-shipping perk names its amount exactly as the storefront writes the price beside it
 * ("299 zł" and "149,99 zł" in /pl, "299 PLN" and "149,99 PLN" in /pl/en). What the server
 * sends, so a render test (ADR 42): every storefront's product page, from the seed content.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitPrice } from "#lib/commerce/cart/pricing.ts";
import { SHIPPING } from "#lib/commerce/checkout/shipping.ts";
import { formatPrice } from "#lib/markets/format.ts";
import { allStorefronts } from "#lib/markets/markets.ts";
import { inside, openShop, type Shop, seedDocuments } from "./shop.ts";

/** An element's text as a browser's `textContent` gives it: tags dropped, the entities Astro writes decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The product of the render tests' catalog with a list price and no sale price in every market. */
const PRODUCT = { id: 100002, listMinor: 49_900 };

describe("the perks write amounts as the prices beside them", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop(seedDocuments());
  }, 120_000);
  afterAll(() => shop?.close());

  it.each(allStorefronts().map((sf) => [sf.basePath, sf] as const))("%s", async (_, sf) => {
    const slug = `brand-product-${PRODUCT.id}-${sf.language}-${PRODUCT.id}`;
    const html = await shop.render(
      sf.language === "en" ? "en/[...path].astro" : "[...path].astro",
      { market: sf.market.code, path: slug },
      `${sf.basePath}/${slug}`,
    );
    const price = formatPrice(unitPrice({ listMinor: PRODUCT.listMinor, saleMinor: null }), sf);
    const prices = inside(html, "product__price", "p")
      .map(text)
      .flatMap((block) => (block.includes(price) ? [block] : []));
    expect(prices, `${price} on the page`).toHaveLength(1);
    const threshold = formatPrice(SHIPPING[sf.market.code].thresholdMinor, sf);
    // Exact characters (no-break spaces included), read from the carousel's every line, shown or not.
    const lines = inside(html, "perk-carousel__line", "p").map(text);
    expect(lines.length).toBeGreaterThan(1);
    expect(
      lines.filter((line) => line.includes(threshold)),
      `${threshold} in ${JSON.stringify(lines)}`,
    ).toHaveLength(1);
    expect(lines.join(" ")).not.toMatch(/[{}]/);
  });
});
