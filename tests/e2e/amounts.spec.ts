import { expect, test } from "@playwright/test";
import { unitPrice } from "#lib/commerce/cart/pricing.ts";
import { SHIPPING } from "#lib/commerce/checkout/shipping.ts";
import { formatPrice } from "#lib/markets/format.ts";
import { allStorefronts } from "#lib/markets/markets.ts";
import { DESKTOP_ONLY, skipConsent } from "./helpers.ts";

/**
 * Issue 25.13: one way of writing money per storefront, Intl's, in content and in the shop.
 * A product page shows a price (the shop) and the perks (content) side by side: the
 * free-shipping perk names its amount exactly as the storefront writes the price beside it
 * ("299 zł" and "149,99 zł" in /pl, "299 PLN" and "149,99 PLN" in /pl/en).
 */
for (const sf of allStorefronts()) {
  test(`${sf.basePath}: the perks write amounts as the prices beside them`, DESKTOP_ONLY, async ({ page, baseURL }) => {
    await skipConsent(page, baseURL);
    const answer = await page.request.get(`/api/products/LN100002?market=${sf.market.code}&language=${sf.language}`);
    expect(answer.status()).toBe(200);
    const product = (await answer.json()) as { fullSlug: string; price: number; salePrice: number | null };
    await page.goto(product.fullSlug);

    const price = formatPrice(unitPrice({ listMinor: product.price, saleMinor: product.salePrice }), sf);
    await expect(page.locator(".product__price .price").first()).toHaveText(price);
    const threshold = formatPrice(SHIPPING[sf.market.code].thresholdMinor, sf);
    // Exact characters (no-break spaces included), read from the carousel's every line, shown or not.
    const lines = await page.locator(".perk-carousel__line").evaluateAll((ps) => ps.map((p) => p.textContent ?? ""));
    expect(
      lines.filter((line) => line.includes(threshold)),
      `${threshold} in ${JSON.stringify(lines)}`,
    ).toHaveLength(1);
    expect(lines.join(" ")).not.toMatch(/[{}]/);
  });
}
