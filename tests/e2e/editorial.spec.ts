import { expect, type Locator, type Page, test } from "@playwright/test";
import { formatPrice } from "#lib/markets/format.ts";
import { allStorefronts, type Storefront } from "#lib/markets/markets.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { PHONE_ONLY, seriousViolations, skipConsent } from "./helpers.ts";

const storefronts = allStorefronts();

/** The currency part of a price in a storefront: "kr", "kr.", "€", "zł", "SEK". */
const currencyOf = (sf: Storefront) => formatPrice(12_300, sf).replace(/[\d\s.,\u00a0\u202f]/g, "") || "?";

/** Server islands (product rails, picks) arrive after the page: wait until none is left loading. */
async function waitForIslands(page: Page) {
  await expect(page.locator(".rail__placeholder, .picked__placeholder")).toHaveCount(0, { timeout: 15_000 });
}

/** A storefront's editorial pages, as its sitemap lists them. */
async function editorialPaths(page: Page, sf: Storefront): Promise<string[]> {
  const file = sf.language === "en" ? `${sf.market.code}-en` : sf.market.code;
  const response = await page.request.get(`/sitemaps/${file}.xml`);
  expect(response.status()).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const guides = `${sf.basePath}/${ROUTES[sf.language].guides}`;
  return paths.filter(
    (p) =>
      p === guides || p.startsWith(`${guides}/`) || p.startsWith(`${sf.basePath}/inspo/`) || p === `${sf.basePath}/instagram`,
  );
}

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

test.describe("home pages", () => {
  // One viewport is enough to see sixteen home pages; the mobile project checks the layout below.
  test.skip(({ isMobile }) => isMobile, "desktop only");
  for (const sf of storefronts) {
    test(`${sf.basePath} shows its hero and product rails priced in ${currencyOf(sf)}`, async ({ page }) => {
      await page.goto(sf.basePath);
      const hero = page.locator(".hero").first();
      await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(hero.getByRole("img")).toHaveAttribute("alt", /\S/);
      await expect(hero.getByRole("link")).toHaveAttribute("href", new RegExp(`^${sf.basePath}/`));
      await waitForIslands(page);
      const rail = page.locator(".rail").first();
      const products = rail.getByRole("list").first().getByRole("listitem");
      expect(await products.count()).toBeGreaterThanOrEqual(4);
      await expect(products.first().locator(".price").first()).toContainText(currencyOf(sf));
    });
  }
});

test("the home page works on a phone: tiles, rails that scroll sideways, no serious axe violation", async ({ page }) => {
  await page.goto("/se");
  await waitForIslands(page);
  await expect(page.getByRole("link", { name: /Ytterkläder|Jackor/i }).first()).toBeVisible();
  const list = page.locator(".rail .rail__list").first();
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

/** Waits until a smooth scroll has come to rest: the position is the same 150 ms apart. */
async function scrollEnded(list: Locator) {
  await expect
    .poll(() =>
      list.evaluate(
        (el) =>
          new Promise((done) => {
            const at = el.scrollLeft;
            setTimeout(() => done(el.scrollLeft === at), 150);
          }),
      ),
    )
    .toBe(true);
}

test("a product rail's previous and next buttons are named, scroll it, and are disabled at either end", async ({ page }) => {
  await page.goto("/se");
  await waitForIslands(page);
  const rail = page.locator(".rail[data-hydrated='true']").first();
  const list = rail.locator(".rail__list[id]");
  const back = rail.getByRole("button", { name: "Bläddra bakåt" });
  const next = rail.getByRole("button", { name: "Bläddra framåt" });
  await expect(back).toBeVisible();
  await expect(next).toBeVisible();
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(back).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(back).toBeEnabled();
  // On to the end: the next button says it is disabled there, and keeps the focus.
  for (let i = 0; i < 12 && (await next.isEnabled()); i++) {
    const before = await list.evaluate((el) => el.scrollLeft);
    await next.click();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
    await scrollEnded(list);
  }
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  expect(await list.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 2)).toBe(true);
  // And back to the start by keyboard.
  await back.focus();
  for (let i = 0; i < 12 && (await back.isEnabled()); i++) {
    const before = await list.evaluate((el) => el.scrollLeft);
    await page.keyboard.press("Enter");
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeLessThan(before);
    await scrollEnded(list);
  }
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(2);
  await expect(back).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test("every guide, inspiration page and the community shop answer in every storefront", async ({ page }) => {
  test.skip(test.info().project.name === "mobile", "one run is enough");
  for (const sf of storefronts) {
    const paths = await editorialPaths(page, sf);
    // The index, five guides, two inspiration pages and the community shop.
    expect(paths, sf.basePath).toHaveLength(9);
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(`<html lang="${sf.language}"`);
    }
  }
});

test("the guides index leads to a guide with its size table, and the shoe page's hint to the shoe guide", async ({ page }) => {
  await page.goto("/se/guider");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.locator(".guide-card");
  await expect(cards).toHaveCount(5);
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("columnheader").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/pl/chlopak/buty");
  await page.locator(".product-card__link").first().click();
  const hint = page.locator(".product__hint");
  // The hint names the measuring guide and the size guide (which opens in place, issue 29.4).
  await hint.getByRole("link", { name: "Jak zmierzyć stopę dziecka" }).click();
  await expect(page).toHaveURL(/\/pl\/przewodniki\/[a-z0-9-]+$/);
  await expect(page.getByRole("table")).toContainText("41");
});

test("the community shop shows six looks with the products in them, priced live", async ({ page }) => {
  await page.goto("/pl/instagram");
  const looks = page.getByRole("article");
  await expect(looks).toHaveCount(6);
  await waitForIslands(page);
  const first = looks.first();
  await expect(first.getByRole("img").first()).toHaveAttribute("alt", /\S/);
  expect(await first.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
  await expect(first.locator(".price").first()).toContainText("zł");
  expect(await seriousViolations(page)).toEqual([]);
});

test("an inspiration page shows its hero, text and curated products", async ({ page }) => {
  await page.goto("/fr");
  const link = page.locator('a[href^="/fr/inspo/"]').first();
  const href = (await link.getAttribute("href")) ?? "";
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForIslands(page);
  expect(await page.locator(".product-card").count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator(".product-card .price").first()).toContainText("€");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the member club page tells what members get, how to join, and links the terms", async ({ page }) => {
  await page.goto("/de");
  const clubLink = page
    .locator('a[href^="/de/page/"]')
    .filter({ hasText: /family/i })
    .first();
  await page.goto((await clubLink.getAttribute("href")) ?? "/de");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("family");
  await expect(page.locator(".club__benefit")).toHaveCount(4);
  await expect(page.locator(".club__step")).toHaveCount(3);
  const terms = page.locator(".club__terms").getByRole("link");
  const response = await page.request.get((await terms.getAttribute("href")) ?? "");
  expect(response.status()).toBe(200);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a product rail's card adds to the cart through the global add-to-cart", async ({ page }) => {
  await page.goto("/se");
  await waitForIslands(page);
  await expect(page.locator("html[data-quick-add='ready']")).toBeAttached();
  // The header's script installs it; the cart button's island wakes when the drawer opens (ADR 21).
  await page.waitForFunction(() => typeof (window as { lnAddToCart?: unknown }).lnAddToCart === "function");
  const card = page
    .locator(".rail .product-card")
    .filter({ has: page.locator(".quick-add") })
    .first();
  await card.locator(".quick-add").click();
  const chooser = page.getByRole("dialog", { name: /^Välj storlek för/ });
  await chooser.locator(".quick-add__size").first().click();
  const drawer = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("listitem").first()).toBeVisible();
});

test.describe("on a phone", PHONE_ONLY, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a size table's caption is whole, names the table, and the table scrolls sideways", async ({ page }) => {
    await page.goto("/se/guider/storleksguide");
    const table = page.getByRole("table", { name: /Storlekar för barnkläder/ });
    await expect(table).toBeVisible();
    const caption = page.getByText(/^Storlekar för barnkläder/);
    const box = await caption.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    expect(await caption.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const region = page.getByRole("region", { name: /Storlekar för barnkläder/ });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});
