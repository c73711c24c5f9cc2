import { expect, type Page, test } from "@playwright/test";
import { DESKTOP_ONLY, skipConsent } from "./helpers.ts";

/**
 * Specification 3, 5 and 9: a perk shows only in the categories of its categoryID
 * and never in those of its excludeCategoryID, wherever it shows: the top bar's
 * carousel, the market switcher's three lines and the product page. A page without
 * a category (home) shows only the perks that are not tied to categories.
 */
test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

/** Every line the top bar rotates through, the market switcher's lines and (on a product page) the product's perks. */
async function perksOn(page: Page, path: string) {
  await page.goto(path);
  const texts = (selector: string) => page.locator(selector).allTextContents();
  return {
    topBar: (await texts(".topbar .perk-carousel__line")).join(" | "),
    switcher: (await texts(".topbar .market-switcher__perks li")).join(" | "),
    product: (await texts(".product__perks li")).join(" | "),
  };
}

async function firstProduct(page: Page, listing: string): Promise<string> {
  await page.goto(listing);
  const href = await page.locator(".product-card__link").first().getAttribute("href");
  if (!href) throw new Error(`no product on ${listing}`);
  return href;
}

for (const m of [
  {
    home: "/se",
    jeans: "/se/kille/jeans",
    underwear: "/se/kille/underklader/trosor-och-kalsonger",
    giftCards: "/se/kategorier/presentkort",
    openPurchase: /60 dagars öppet köp/,
    sealed: /obruten försegling/,
    shipping: /Fri frakt/,
  },
  {
    home: "/pl",
    jeans: "/pl/chlopak/jeansy",
    underwear: "/pl/chlopak/bielizna/majtki-i-bokserki",
    giftCards: "/pl/kategorie/karta-podarunkowa",
    openPurchase: /60 dni na zwrot/,
    sealed: /nienaruszoną plombą/,
    shipping: /Darmowa dostawa/,
  },
]) {
  test.describe(`perks in ${m.home}`, DESKTOP_ONLY, () => {
    test("home: only perks without categories, so no sealed-package rule", async ({ page }) => {
      const perks = await perksOn(page, m.home);
      expect(perks.topBar).toMatch(m.shipping);
      expect(perks.topBar).toMatch(m.openPurchase);
      expect(perks.topBar).not.toMatch(m.sealed);
      expect(perks.switcher).not.toMatch(m.sealed);
      await expect(page.locator(".topbar .market-switcher__perks li")).toHaveCount(3);
    });

    test("a jeans listing: the open purchase, no sealed-package rule", async ({ page }) => {
      const perks = await perksOn(page, m.jeans);
      expect(perks.topBar).toMatch(m.openPurchase);
      expect(perks.topBar).not.toMatch(m.sealed);
      expect(perks.switcher).not.toMatch(m.sealed);
    });

    test("an underwear product: the sealed-package rule everywhere on the page, no open purchase", async ({ page }) => {
      const perks = await perksOn(page, await firstProduct(page, m.underwear));
      for (const place of [perks.topBar, perks.switcher, perks.product]) {
        expect(place).toMatch(m.sealed);
        expect(place).not.toMatch(m.openPurchase);
      }
      // The underwear listing itself follows the same rule.
      const listing = await perksOn(page, m.underwear);
      expect(listing.topBar).toMatch(m.sealed);
      expect(listing.topBar).not.toMatch(m.openPurchase);
    });

    test("the gift card: neither the open purchase nor the sealed-package rule", async ({ page }) => {
      for (const path of [m.giftCards, await firstProduct(page, m.giftCards)]) {
        const perks = await perksOn(page, path);
        for (const place of [perks.topBar, perks.switcher, perks.product]) {
          expect(place, path).not.toMatch(m.openPurchase);
          expect(place, path).not.toMatch(m.sealed);
        }
        expect(perks.topBar, path).toMatch(m.shipping);
      }
    });
  });
}
