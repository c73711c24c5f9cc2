import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, skipConsent } from "./helpers";

/** The first product on a listing page, as its path. */
async function firstProduct(page: Page, listing: string): Promise<string> {
  await page.goto(listing);
  const href = await page.locator(".product-card__link").first().getAttribute("href");
  if (!href) throw new Error(`no product on ${listing}`);
  return href;
}

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

test("a listing keeps filters, sort and page in the URL", async ({ page }) => {
  await page.goto("/se/kille/jeans");
  await expect(page.getByRole("heading", { level: 1, name: "Jeans för kille" })).toBeVisible();
  const count = page.getByRole("status");
  const before = await count.textContent();

  // The filter form works without JavaScript: a GET to the same listing.
  const filters = page.getByRole("form", { name: "Filtrera" });
  if (!(await filters.isVisible())) await page.getByText("Filtrera", { exact: true }).first().click();
  await filters.getByRole("combobox", { name: "Sortera efter" }).selectOption("price-asc");
  await filters.getByText("110", { exact: true }).click();
  await filters.getByRole("button", { name: "Visa produkter" }).click();
  await expect(page).toHaveURL(/\/se\/kille\/jeans\?sort=price-asc&size=110/);
  await expect(count).not.toHaveText(before ?? "");

  const prices = await page.locator(".product-card__price").allTextContents();
  const amounts = prices.map((p) => Number((/(\d[\d\s\u00a0]*)\s*kr/.exec(p)?.[1] ?? "0").replace(/\D/g, "")));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
});

test("pagination links are crawlable and keep the state", async ({ page }) => {
  await page.goto("/se/kille?sort=discount");
  const pages = page.getByRole("navigation", { name: "Sidor" });
  await pages.getByRole("link", { name: "Nästa sida" }).click();
  await expect(page).toHaveURL(/\/se\/kille\?sort=discount&page=2$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/se\/kille\?page=2$/);
});

test("a product page shows price, sizes with stock, and the perks that apply", async ({ page }) => {
  const jeans = await firstProduct(page, "/se/kille/jeans");
  await page.goto(jeans);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".product__price")).toContainText("kr");
  await expect(page.getByRole("group", { name: "Välj storlek" })).toBeVisible();
  // Jeans: free shipping and the 60-day open purchase, no sealed-package rule, no foot hint.
  const perks = page.locator(".product__perks");
  await expect(perks).toContainText("699");
  await expect(perks).toContainText(/öppet köp/i);
  await expect(page.locator(".product__hint")).toHaveCount(0);

  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(json).toMatchObject({ "@type": "Product", offers: { priceCurrency: "SEK" } });
});

test("underwear hides the open purchase and shows the sealed-package rule", async ({ page }) => {
  const briefs = await firstProduct(page, "/se/kille/underklader/trosor-och-kalsonger");
  await page.goto(briefs);
  const perks = page.locator(".product__perks");
  await expect(perks).not.toContainText(/öppet köp/i);
  await expect(perks).toContainText(/försegl/i);
});

test("shoes show the foot-measuring hint", async ({ page }) => {
  const shoe = await firstProduct(page, "/pl/chlopak/buty");
  await page.goto(shoe);
  await expect(page.locator(".product__hint")).toBeVisible();
  await expect(page.locator(".product__price")).toContainText("zł");
});

test("a wrong slug redirects to the canonical one; an unknown id is a localized 404", async ({ page, request }) => {
  const product = await firstProduct(page, "/de/jungen/jeans");
  const id = product.split("-").pop();
  const moved = await request.get(`/de/falscher-name-${id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(product);

  const missing = await page.goto("/de/gibt-es-nicht-999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("search finds products by name and brand, and says so when nothing matches", async ({ page }) => {
  await page.goto("/se/search?q=jeans");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("jeans");
  await expect(page.locator(".product-card").first()).toBeVisible();
  await page.goto("/se/search?q=qqqzzzxxx&origin=RECENT_SEARCH");
  await expect(page.getByText("Inga träffar")).toBeVisible();
});

for (const [name, listing] of [
  ["Swedish", "/se/tjej/klanningar"],
  ["Polish", "/pl/dziewczynki/sukienki"],
] as const) {
  test(`axe finds no serious violation on a ${name} listing and product page`, async ({ page }) => {
    await page.goto(listing);
    expect(await seriousViolations(page)).toEqual([]);
    const product = await firstProduct(page, listing);
    await page.goto(product);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the sitemap lists every storefront, and its pages answer", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index.match(/<sitemap>/g)).toHaveLength(16);
  const response = await request.get("/sitemaps/pl-en.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  expect(urls.length).toBeGreaterThan(3200);
  // A spread of them: home, listings, static pages, products.
  for (const path of urls.filter((_, i) => i % Math.floor(urls.length / 25) === 0)) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await request.get("/sitemaps/xx.xml")).status()).toBe(404);
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
});
