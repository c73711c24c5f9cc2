import { expect, type Locator, type Page, test } from "@playwright/test";
import { unitPrice } from "#lib/commerce/cart/pricing.ts";
import { POSTAL_CODES } from "#lib/commerce/checkout/address.ts";
import { qualifiesForFreeShipping, SHIPPING, SHIPPING_METHODS, type ShippingMethod } from "#lib/commerce/checkout/shipping.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { formatPrice } from "#lib/markets/format.ts";
import { allStorefronts, type Storefront } from "#lib/markets/markets.ts";
import { onPhoneIfSampled, skipConsent } from "./helpers.ts";

/**
 * Issue 25.1: what the checkout summary shows is what the order charges, at every moment,
 * for every delivery method, in every storefront. Each storefront chooses every method and
 * reads the summary; then it places an order (express in the market's language, standard in
 * English, so every market charges both) and reads the confirmation.
 */

interface Group {
  price: number;
  salePrice: number | null;
  variants: { variantId: number; inStock: boolean }[];
}

/** A product in stock whose price is under the market's free-delivery threshold, put in the cart through the API. */
async function fillCart(page: Page, sf: Storefront, origin: string): Promise<number> {
  const market = sf.market.code;
  for (let n = 100_001; n < 100_200; n++) {
    const answer = await page.request.get(`/api/products/LN${n}?market=${market}&language=${sf.language}`);
    if (!answer.ok()) continue;
    const group = (await answer.json()) as Group;
    const price = unitPrice({ listMinor: group.price, saleMinor: group.salePrice });
    const variant = group.variants.find((v) => v.inStock);
    if (!variant || qualifiesForFreeShipping(market, price)) continue;
    const added = await page.request.post("/api/cart/items", {
      headers: { Origin: origin },
      data: { product: { variantId: variant.variantId, quantity: 1 }, options: { market }, language: sf.language },
    });
    if (added.ok()) return price;
  }
  throw new Error(`no product under the free-delivery threshold in stock in ${market}`);
}

/** The rows of the totals a shopper sees (the one visible list), label to amount. */
async function shownTotals(list: Locator): Promise<Record<string, string>> {
  await expect(list).toHaveCount(1);
  return list.evaluate((dl) => {
    const rows: Record<string, string> = {};
    for (const dt of dl.querySelectorAll("dt"))
      rows[dt.textContent?.trim() ?? ""] = dt.nextElementSibling?.textContent?.trim() ?? "";
    return rows;
  });
}

for (const sf of allStorefronts()) {
  const placeWith: ShippingMethod = sf.language === "en" ? "standard" : "express";

  test(`${sf.basePath}: the summary follows every delivery choice, and the order charges what it showed (${placeWith})${onPhoneIfSampled(sf.basePath)}`, async ({
    page,
    baseURL,
  }) => {
    await skipConsent(page, baseURL);
    const t = dictionary(sf.language).cart;
    const market = sf.market.code;
    const subtotal = await fillCart(page, sf, new URL(baseURL ?? "").origin);
    await page.goto(`${sf.basePath}/checkout/`);
    const summary = page.getByRole("region", { name: t.checkout.summary });
    const shown = summary.locator("dl[data-shipping-method]:visible");
    const delivery = page.getByRole("group", { name: t.checkout.shipping, exact: true });
    const radioFor = (method: ShippingMethod) =>
      delivery.getByRole("radio", { name: new RegExp(method === "express" ? t.checkout.express : t.checkout.standard) });

    const expected = (method: ShippingMethod) => {
      const shipping = method === "express" ? SHIPPING[market].expressMinor : SHIPPING[market].standardMinor;
      return {
        [t.checkout.subtotal]: formatPrice(subtotal, sf),
        [t.checkout.shippingCost]: formatPrice(shipping, sf),
        [t.checkout.total]: formatPrice(subtotal + shipping, sf),
      };
    };

    // The page opens on standard delivery, and the summary says so.
    await expect(radioFor("standard")).toBeChecked();
    expect(await shownTotals(shown)).toEqual(expected("standard"));
    // Every choice, there and back: the summary changes at once, with no request and no reload.
    for (const method of [...SHIPPING_METHODS, ...[...SHIPPING_METHODS].reverse()]) {
      await radioFor(method).check();
      expect(await shownTotals(shown)).toEqual(expected(method));
    }

    await radioFor(placeWith).check();
    const charged = await shownTotals(shown);
    expect(charged).toEqual(expected(placeWith));
    await page.getByLabel(t.checkout.email, { exact: true }).fill("totals@example.com");
    await page.getByLabel(t.checkout.phone, { exact: true }).fill("0701234567");
    await page.getByLabel(t.checkout.firstName, { exact: true }).fill("Alva");
    await page.getByLabel(t.checkout.lastName, { exact: true }).fill("Berg");
    await page.getByLabel(t.checkout.street, { exact: true }).fill("Storgatan 1");
    await page.getByLabel(t.checkout.postalCode, { exact: true }).fill(POSTAL_CODES[market].example);
    await page.getByLabel(t.checkout.city, { exact: true }).fill("Stad");
    await page.getByRole("button", { name: t.checkout.placeOrder }).click();

    await expect(page.getByRole("heading", { name: t.confirmation.title })).toBeVisible();
    const confirmation = page.getByRole("region", { name: t.checkout.summary });
    expect(await shownTotals(confirmation.locator("dl.checkout__totals"))).toEqual(charged);
  });
}
