import { expect, type Locator, type Page, test } from "@playwright/test";
import { DESKTOP_ONLY, isMobile, seriousViolations, skipConsent, waitForHydration } from "./helpers.ts";

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

/** The filter form of a listing, opened first where it folds away (below 1024 px). */
async function openFilters(page: Page) {
  const filters = page.getByRole("form", { name: "Filtrera" });
  // Below 1024 px the filters open as a drawer from their toggle.
  if (!(await filters.isVisible())) await page.getByRole("button", { name: /^Filtrera/ }).click();
  await expect(filters).toBeVisible();
  return filters;
}

/**
 * Applies the filters' choices: on a phone with the drawer's button, which says how many
 * products it will show; beside the products (from 1024 px) each choice has applied itself.
 */
async function applyFilters(page: Page, filters: Locator) {
  if (isMobile(page)) await filters.getByRole("button", { name: /^Visa (\d+ produkter|1 produkt)$/ }).click();
}

/** The prices shown on a listing's cards, in whole kronor (the sale price where there is one). */
async function cardPrices(page: Page): Promise<number[]> {
  const prices = await page.locator(".product-card__price").allTextContents();
  return prices.map((p) => Number((/(\d[\d\s\u00a0]*)\s*kr/.exec(p)?.[1] ?? "NaN").replace(/\D/g, "")));
}

const countOf = async (page: Page) => Number(((await page.getByRole("status").first().textContent()) ?? "").replace(/\D/g, ""));

test("a listing keeps filters, sort and page in the URL, and shows the products that match", async ({ page }) => {
  await page.goto("/se/kille/jeans");
  await expect(page.getByRole("heading", { level: 1, name: "Jeans för kille" })).toBeVisible();
  const all = await countOf(page);
  expect(all).toBeGreaterThan(48);

  // The filter form works without JavaScript: a GET to the same listing. Its empty price
  // fields are sent too (min=&max=) and must not read as a 0–0 price range.
  const filters = await openFilters(page);
  await filters.getByRole("combobox", { name: "Sortera efter" }).selectOption("price-asc");
  await filters.getByText("110", { exact: true }).click();
  await applyFilters(page, filters);
  await expect(page).toHaveURL(/\/se\/kille\/jeans\?sort=price-asc&size=110/);
  const sized = await countOf(page);
  expect(sized).toBeGreaterThan(0);
  expect(sized).toBeLessThan(all);
  const amounts = await cardPrices(page);
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  // A price range keeps the products inside it, and only those.
  const priced = await openFilters(page);
  await priced.getByRole("spinbutton", { name: "Från" }).fill("300");
  await priced.getByRole("spinbutton", { name: "Till" }).fill("450");
  // Enter in a price field applies, at every width.
  await priced.getByRole("spinbutton", { name: "Till" }).press("Enter");
  // Two fetches in a row (the first field's change, then Enter): the listing renders twice on a busy machine.
  await expect(page).toHaveURL(/min=300&max=450/, { timeout: 15_000 });
  const inRange = await cardPrices(page);
  expect(inRange.length).toBeGreaterThan(0);
  for (const amount of inRange) {
    expect(amount).toBeGreaterThanOrEqual(300);
    expect(amount).toBeLessThanOrEqual(450);
  }
});

test("nonsense in the price fields of a URL is ignored, never read as 0", DESKTOP_ONLY, async ({ page }) => {
  await page.goto("/se/kille/jeans");
  const all = await countOf(page);
  for (const query of ["min=&max=", "min=%20&max=abc", "min=-5&max=-1", "min=450&max=300"]) {
    await page.goto(`/se/kille/jeans?${query}`);
    const n = await countOf(page);
    expect(n, query).toBeGreaterThan(0);
    if (query !== "min=450&max=300") expect(n, query).toBe(all);
    await expect(page.locator(".product-card").first(), query).toBeVisible();
  }
});

test("the search page's filters keep the search and show its matches", async ({ page }) => {
  await page.goto("/se/search?q=jeans");
  const all = await countOf(page);
  expect(all).toBeGreaterThan(0);
  const filters = await openFilters(page);
  await filters.getByRole("combobox", { name: "Sortera efter" }).selectOption("price-desc");
  await applyFilters(page, filters);
  await expect(page).toHaveURL(/\/se\/search\?q=jeans&sort=price-desc/);
  expect(await countOf(page)).toBe(all);
  const amounts = await cardPrices(page);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
});

test("pagination links are crawlable and keep the state", DESKTOP_ONLY, async ({ page }) => {
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

test("underwear hides the open purchase and shows the sealed-package rule", DESKTOP_ONLY, async ({ page }) => {
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

test("a wrong slug redirects to the canonical one; an unknown id is a localized 404", DESKTOP_ONLY, async ({ page, request }) => {
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

test(
  "a listing made from kept parts (the header, the cards) is the whole page, in every encoding",
  DESKTOP_ONLY,
  async ({ baseURL }) => {
    // Two never-seen URLs of one listing: the first renders the Dutch header and these cards, the second is made
    // from their kept bytes (site/lib/shell/kept-bytes.server.ts). Node's fetch, which unpacks Brotli and gzip.
    const load = async (query: string, encoding: string) => {
      const response = await fetch(`${baseURL}/nl/jongens/jeans?${query}`, { headers: { "accept-encoding": encoding } });
      expect(response.status).toBe(200);
      const html = await response.text();
      if (encoding === "identity") expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(html));
      return html;
    };
    const cards = (html: string) => html.match(/<li class="product-card"[\s\S]*?<\/li>/g) ?? [];
    const run = `kept-${Date.now()}`;
    const first = await load(`${run}=1`, "identity");
    expect(cards(first).length).toBeGreaterThan(10);
    for (const [n, encoding] of [
      [2, "identity"],
      [3, "br"],
      [4, "gzip"],
    ] as const) {
      const again = await load(`${run}=${n}`, encoding);
      expect(again).not.toContain("<!--kept:");
      expect(again.match(/<header class="site-header"[\s\S]*?<\/header>/)?.[0]).toContain("Merken");
      expect(cards(again)).toEqual(cards(first));
      // The page's end (its last script) is the first page's: nothing after the cards was cut off.
      expect(again.slice(-200)).toBe(first.slice(-200));
    }
  },
);

test("search finds products by name and brand, and says so when nothing matches", async ({ page }) => {
  await page.goto("/se/search?q=jeans");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("jeans");
  await expect(page.locator(".product-card").first()).toBeVisible();
  await page.goto("/se/search?q=qqqzzzxxx&origin=RECENT_SEARCH");
  await expect(page.getByText("Inga träffar")).toBeVisible();
  // The empty result has a drawing and ways on (issue 18).
  const empty = page.locator(".listing__empty");
  await expect(empty.locator("svg.illustration")).toBeVisible();
  await expect(empty.getByRole("link", { name: "Se nyheterna" })).toHaveAttribute("href", "/se/nyheter");
  await empty.getByRole("link", { name: "Se alla varumärken" }).click();
  await expect(page).toHaveURL(/\/se\/varumarken$/);
});

test("the A–Z brand list: each letter of the index jumps to that letter's brands", async ({ page }) => {
  await page.goto("/se/varumarken");
  const index = page.getByRole("navigation", { name: "Varumärken efter bokstav" });
  const links = index.getByRole("link");
  expect(await links.count()).toBeGreaterThan(5);
  // The last letter, far down the page, then one near the top.
  for (const link of [links.last(), links.nth(1)]) {
    const letter = ((await link.textContent()) ?? "").trim();
    await link.click();
    await expect(page).toHaveURL(/#letter-/);
    const section = page.getByRole("region", { name: letter, exact: true });
    await expect(section).toBeInViewport();
    await expect(section.getByRole("link").first()).toBeVisible();
    expect(new URL(page.url()).hash).toBe(`#${await section.getAttribute("id")}`);
  }
  expect(await seriousViolations(page)).toEqual([]);
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

test("the sitemap lists every storefront, and its pages answer", DESKTOP_ONLY, async ({ request }) => {
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

test("washing advice opens from a named disclosure with a chevron, and only on garments", async ({ page }) => {
  await page.goto(await firstProduct(page, "/se/kille/jeans"));
  const advice = page.getByRole("group", { name: "Tvättråd" });
  await expect(advice).toBeVisible();
  const summary = advice.locator("summary");
  const chevron = summary.locator("svg");
  await expect(chevron).toBeVisible();
  const closed = await chevron.evaluate((el) => getComputedStyle(el).transform);
  await expect(advice.getByText(/40 grader/)).toBeHidden();
  await summary.click();
  await expect(advice.getByText(/40 grader/)).toBeVisible();
  await expect.poll(() => chevron.evaluate((el) => getComputedStyle(el).transform)).not.toBe(closed);

  // A gift card and a pair of shoes are not washed.
  for (const listing of ["/se/kategorier/presentkort", "/se/kille/skor"]) {
    await page.goto(await firstProduct(page, listing));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Tvättråd")).toHaveCount(0);
  }
});

test("filters: every brand with its count, a search for a long list, a pending change announced in the drawer, clearing on one line", async ({
  page,
}) => {
  await page.goto("/se/kille");
  await waitForHydration(page, "form.filters[data-hydrated='true']");
  const filters = await openFilters(page);
  const brands = filters.getByRole("group", { name: "Varumärke" });
  const boxes = brands.getByRole("checkbox");
  const n = await boxes.count();
  expect(n).toBeGreaterThan(8);
  for (const label of await brands.locator("label[data-brand]").allTextContents()) expect(label).toMatch(/\(\d+\)/);
  // All of them are there to see: no scroll box hides the end of the list.
  const last = brands.locator("label[data-brand]").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();

  const search = brands.getByRole("searchbox", { name: "Sök varumärke" });
  await search.fill("nord");
  const shown = brands.locator("label[data-brand]:visible");
  await expect(shown).not.toHaveCount(n);
  for (const text of await shown.allTextContents()) expect(text.toLowerCase()).toContain("nord");
  await search.fill("");
  await expect(brands.locator("label[data-brand]:visible")).toHaveCount(n);

  // In the drawer a change is pending until the shopper applies it, and the drawer says so;
  // beside the products it applies at once.
  const status = filters.getByRole("status");
  await expect(status).toHaveText("");
  await filters.getByText("116", { exact: true }).click();
  if (isMobile(page)) await expect(status).toHaveText(/Du har ändrat filtren/);
  await applyFilters(page, filters);
  await expect(page).toHaveURL(/size=116/);
  expect(page.url()).not.toMatch(/min=|max=/);
  const applied = await openFilters(page);
  await expect(applied.getByRole("status")).toHaveText("");
  const clear = applied.getByRole("link", { name: "Rensa filter" });
  await expect(clear).toBeVisible();
  expect(await clear.evaluate((el) => el.getClientRects().length)).toBe(1);
  const box = await clear.boundingBox();
  const lineHeight = await clear.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 24);
  expect(box?.height ?? 99).toBeLessThan(lineHeight * 1.5);
});

test("on a phone the filters open as a drawer over the products, which stay in place", async ({ page }) => {
  test.skip(!isMobile(page), "below 1024 px the filters are a drawer");
  await page.goto("/se/kille/jeans");
  const firstCard = page.locator(".product-card").first();
  const before = await firstCard.boundingBox();
  // One control and no second "Filtrera" heading until the drawer is open.
  await expect(page.getByRole("heading", { name: "Filtrera" })).toBeHidden();
  const toggle = page.getByRole("button", { name: /^Filtrera/ });
  await expect(toggle.locator("svg")).toBeVisible();
  await toggle.click();
  const filters = page.getByRole("form", { name: "Filtrera" });
  await expect(filters).toBeVisible();
  await expect(filters.getByRole("heading", { name: "Filtrera" })).toBeVisible();
  const drawer = await filters.boundingBox();
  expect(drawer?.x).toBe(0);
  expect(drawer?.width ?? 999).toBeLessThan(390);
  expect((await firstCard.boundingBox())?.y).toBe(before?.y);
  await expect(filters.getByRole("button", { name: /^Visa \d+ produkter$/ })).toBeInViewport();
  await filters.getByRole("button", { name: "Stäng filtren" }).click();
  await expect(filters).toBeHidden();
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(filters).toBeHidden();
});
