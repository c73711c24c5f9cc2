import { expect, type Locator, type Page, test } from "@playwright/test";
import { memberUnitPrice } from "#lib/commerce/cart/pricing.ts";
import { POSTAL_CODES } from "#lib/commerce/checkout/address.ts";
import { SHIPPING } from "#lib/commerce/checkout/shipping.ts";
import { fill } from "#lib/i18n/fill.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { formatPrice, wholeUnitsOnly } from "#lib/markets/format.ts";
import { allStorefronts, type Storefront, storefront } from "#lib/markets/markets.ts";
import { skipConsent } from "./helpers.ts";

/**
 * Issue 25.14: a member price is rounded as docs/rules.md says (whole kronor in Sweden, Norway
 * and Denmark, rounded down), and the product page, the cart, checkout and the order all charge
 * that same price, in every storefront. Issue 25.1 with 25.14: a member choosing express
 * delivery is charged in the order what the summary showed.
 */

interface Group {
  fullSlug: string;
  price: number;
  salePrice: number | null;
  variants: { variantId: number; inStock: boolean }[];
}

/** A full-priced product in stock whose member price is not a whole krona before rounding (399 kr → 359,10 kr). */
async function fullPricedProduct(page: Page, sf: Storefront) {
  for (let n = 100_001; n < 100_300; n++) {
    const answer = await page.request.get(`/api/products/LN${n}?market=${sf.market.code}&language=${sf.language}`);
    if (!answer.ok()) continue;
    const group = (await answer.json()) as Group;
    const variant = group.variants.find((v) => v.inStock);
    const fraction = wholeUnitsOnly(sf.market.currency) ? (group.price * 9) % 1000 !== 0 : true;
    if (variant && group.salePrice === null && fraction) return { group, variant };
  }
  throw new Error(`no full-priced product in stock in ${sf.market.code}`);
}

/** Signs a new member up (and so in) through the API; their e-mail address. */
async function signUpMember(page: Page, origin: string): Promise<string> {
  const email = `member.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post("/api/account/register", {
    headers: { origin },
    data: { firstName: "Mia", email, mobilePhone: "070-123 45 67", password: "a long secret", memberTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return email;
}

/** The rows of the visible totals lists (the member discount, then the chosen delivery's), label to amount. */
async function shownTotals(lists: Locator): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const dl of await lists.all())
    Object.assign(
      rows,
      await dl.evaluate((list) =>
        Object.fromEntries(
          [...list.querySelectorAll("dt")].map((dt) => [dt.textContent?.trim(), dt.nextElementSibling?.textContent?.trim()]),
        ),
      ),
    );
  return rows;
}

test("a member ordering with express delivery is charged what the summary showed: the confirmation and their orders agree (/se)", async ({
  page,
  baseURL,
}) => {
  test.skip(test.info().project.name === "mobile", "a server flow, the same at every width: run once, on desktop");
  await skipConsent(page, baseURL);
  const sf = storefront("se");
  const t = dictionary(sf.language);
  const email = await signUpMember(page, new URL(baseURL ?? "").origin);
  const { group, variant } = await fullPricedProduct(page, sf);
  const member = memberUnitPrice(group.price, sf.market.currency);
  const express = SHIPPING.se.expressMinor;
  const expected = {
    [t.account.memberDiscount]: `−${formatPrice(group.price - member, sf)}`,
    [t.cart.checkout.subtotal]: formatPrice(member, sf),
    [t.cart.checkout.shippingCost]: formatPrice(express, sf),
    [t.cart.checkout.total]: formatPrice(member + express, sf),
  };

  const added = await page.request.post("/api/cart/items", {
    headers: { origin: new URL(baseURL ?? "").origin },
    data: { product: { variantId: variant.variantId, quantity: 1 }, options: { market: "se" }, language: sf.language },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto(`${sf.basePath}/checkout/`);
  const summary = page.getByRole("region", { name: t.cart.checkout.summary });
  await page
    .getByRole("group", { name: t.cart.checkout.shipping, exact: true })
    .getByRole("radio", { name: new RegExp(t.cart.checkout.express) })
    .check();
  expect(await shownTotals(summary.locator("dl.checkout__totals:visible"))).toEqual(expected);

  await page.getByLabel(t.cart.checkout.email, { exact: true }).fill(email);
  await page.getByLabel(t.cart.checkout.phone, { exact: true }).fill("0701234567");
  await page.getByLabel(t.cart.checkout.firstName, { exact: true }).fill("Mia");
  await page.getByLabel(t.cart.checkout.lastName, { exact: true }).fill("Berg");
  await page.getByLabel(t.cart.checkout.street, { exact: true }).fill("Storgatan 1");
  await page.getByLabel(t.cart.checkout.postalCode, { exact: true }).fill(POSTAL_CODES.se.example);
  await page.getByLabel(t.cart.checkout.city, { exact: true }).fill("Stad");
  await page.getByRole("button", { name: t.cart.checkout.placeOrder }).click();

  await expect(page.getByRole("heading", { name: t.cart.confirmation.title })).toBeVisible();
  const confirmation = page.getByRole("region", { name: t.cart.checkout.summary });
  expect(await shownTotals(confirmation.locator("dl.checkout__totals"))).toEqual(expected);
  const number = (await page.locator(".checkout__number").textContent())?.match(/\S+$/)?.[0] ?? "";
  expect(number).not.toBe("");

  // The order as the member's account keeps it.
  await page.goto(`${sf.basePath}/user/orders`);
  const order = page.getByRole("listitem").filter({ hasText: fill(t.account.user.orderNumber, { number }) });
  // The order's facts are a description list: "Totalt" and its amount.
  const total = order.locator("dt", { hasText: t.account.user.orderTotal }).locator("xpath=following-sibling::dd[1]");
  await expect(total).toHaveText(formatPrice(member + express, sf));
});

test("a member pays the member price the product page shows, in the cart, checkout and the order, in every storefront", async ({
  page,
  baseURL,
}) => {
  test.skip(test.info().project.name === "mobile", "a server flow, the same at every width: run once, on desktop");
  test.setTimeout(240_000);
  await skipConsent(page, baseURL);
  const origin = new URL(baseURL ?? "").origin;
  const email = await signUpMember(page, origin);

  for (const sf of allStorefronts()) {
    await test.step(sf.basePath, async () => {
      const t = dictionary(sf.language);
      const { group, variant } = await fullPricedProduct(page, sf);
      const member = memberUnitPrice(group.price, sf.market.currency);
      const memberText = formatPrice(member, sf);
      const discountText = `−${formatPrice(group.price - member, sf)}`;
      if (wholeUnitsOnly(sf.market.currency)) expect(memberText).not.toMatch(/\d[,.]\d/);

      await page.goto(group.fullSlug);
      await expect(page.locator(".product__price .price__member")).toHaveText(
        fill(t.catalog.badges.memberPrice, { price: memberText }),
      );

      // The cart the drawer shows: the add mutation answers it.
      const added = await page.request.post("/api/cart/items", {
        headers: { origin },
        data: {
          product: { variantId: variant.variantId, quantity: 1 },
          options: { market: sf.market.code },
          language: sf.language,
        },
      });
      expect(added.status(), await added.text()).toBe(200);
      const cart = (await added.json()) as {
        totals: { grandtotal: { formatted: string }; memberDiscount?: { formatted: string } };
      };
      expect(cart.totals.grandtotal.formatted).toBe(memberText);
      expect(`−${cart.totals.memberDiscount?.formatted}`).toBe(discountText);

      await page.goto(`${sf.basePath}/checkout/`);
      const summary = page.getByRole("region", { name: t.cart.checkout.summary });
      await expect(summary.locator(".checkout__discount")).toHaveText(discountText);
      await expect(summary.locator("dl[data-shipping-method]:visible dd").first()).toHaveText(memberText);

      await page.getByLabel(t.cart.checkout.email, { exact: true }).fill(email);
      await page.getByLabel(t.cart.checkout.phone, { exact: true }).fill("0701234567");
      await page.getByLabel(t.cart.checkout.firstName, { exact: true }).fill("Mia");
      await page.getByLabel(t.cart.checkout.lastName, { exact: true }).fill("Berg");
      await page.getByLabel(t.cart.checkout.street, { exact: true }).fill("Storgatan 1");
      await page.getByLabel(t.cart.checkout.postalCode, { exact: true }).fill(POSTAL_CODES[sf.market.code].example);
      await page.getByLabel(t.cart.checkout.city, { exact: true }).fill("Stad");
      await page.getByRole("button", { name: t.cart.checkout.placeOrder }).click();
      await expect(page.getByRole("heading", { name: t.cart.confirmation.title })).toBeVisible();
      const confirmation = page.getByRole("region", { name: t.cart.checkout.summary });
      await expect(confirmation.locator(".checkout__discount")).toHaveText(discountText);
      await expect(confirmation.locator(".checkout__totals dd").nth(1)).toHaveText(memberText);
    });
  }
});
