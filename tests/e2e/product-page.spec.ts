/**
 * The product page as issue 29 asks for it: size guides opened in place (item 4),
 * "more like this", "recently viewed" and popular products (item 5), and the phone's
 * first screen with a swipeable gallery (item 8), in storefronts of three languages.
 */
import { expect, type Page, test } from "@playwright/test";
import { DESKTOP_ONLY, layoutShifts, recordLayoutShifts, seriousViolations, skipConsent } from "./helpers.ts";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The first product of a listing, as its path. */
async function productOf(page: Page, listing: string, nth = 0): Promise<string> {
  await page.goto(listing);
  const href = await page.locator(".product-card__link").nth(nth).getAttribute("href");
  if (!href) throw new Error(`no product on ${listing}`);
  return href;
}

/** The page's own script is there once its add-to-cart form has taken over (novalidate). */
const ready = (page: Page) => expect(page.locator("form.product__form")).toHaveAttribute("novalidate", "");

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

const GUIDES = [
  {
    name: "Swedish shoes, also from the foot hint",
    listing: "/se/kille/skor",
    link: "Storleksguide",
    title: "Storleksguide för skor",
    column: "Innerlängd (cm)",
    hint: true,
  },
  {
    name: "German clothes",
    listing: "/de/jungen/jeans",
    link: "Größentabelle",
    title: "Größentabelle für Kleidung",
    column: "Körpergröße (cm)",
    hint: false,
  },
  {
    name: "Polish hats",
    listing: "/pl/kategorie/akcesoria/czapki",
    link: "Tabela rozmiarów",
    title: "Tabela rozmiarów czapek",
    column: "Obwód głowy (cm)",
    hint: false,
  },
];

for (const guide of GUIDES) {
  // The sheet on a phone once (the first guide); the other guides differ in their words, not their layout.
  const width = guide === GUIDES[0] ? "" : ` ${DESKTOP_ONLY.tag}`;
  test(`a product's size guide opens over the page and closes back to its link: ${guide.name}${width}`, async ({ page }) => {
    const product = await productOf(page, guide.listing);
    await page.goto(product);
    await ready(page);
    const link = page.getByRole("link", { name: guide.link, exact: true });
    await link.click();
    const dialog = page.getByRole("dialog", { name: guide.title });
    await expect(dialog).toBeVisible();
    // Opened in place: the shopper is still on the product.
    expect(new URL(page.url()).pathname).toBe(product);
    await expect(dialog.getByRole("columnheader", { name: guide.column })).toBeVisible();
    expect(await dialog.getByRole("row").count()).toBeGreaterThan(5);
    expect(await seriousViolations(page)).toEqual([]);
    // The dialog fits the screen: nothing of it is off to a side.
    const box = await dialog.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    if (guide.hint) {
      const hint = page.getByRole("complementary", { name: "Så mäter du barnets fot" });
      await hint.getByRole("link", { name: guide.title }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Stäng storleksguiden" }).click();
      await expect(dialog).toBeHidden();
    }
  });
}

test("a product without a size guide (a gift card) links to none", DESKTOP_ONLY, async ({ page }) => {
  await page.goto(await productOf(page, "/se/kategorier/presentkort"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Storleksguide", exact: true })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the size guide link leads to the guide's own page", DESKTOP_ONLY, async ({ page }) => {
    await page.goto(await productOf(page, "/pl/kategorie/akcesoria/rekawiczki"));
    await page.getByRole("link", { name: "Tabela rozmiarów", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tabela rozmiarów rękawiczek" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Długość dłoni (cm)" })).toBeVisible();
  });
});

test(
  "a size guide's own page has its table, the other guides, and its version in other languages",
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto("/de/guides/groessentabelle-schuhe");
    await expect(page.getByRole("heading", { level: 1, name: "Größentabelle für Schuhe" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Innenlänge (cm)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Größentabelle für Kleidung" })).toHaveAttribute(
      "href",
      "/de/guides/groessentabelle-kleidung",
    );
    await expect(page.locator('link[rel="alternate"][hreflang="sv-SE"]')).toHaveAttribute(
      "href",
      /\/se\/guider\/storleksguide-skor$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
  },
);

test("more like this: products of the same category, in stock, led by other brands", DESKTOP_ONLY, async ({ page }) => {
  const product = await productOf(page, "/se/kille/jeans");
  await page.goto(product);
  const brand = (await page.locator(".product__brand").textContent())?.trim();
  const shelf = page.getByRole("region", { name: "Mer som det här" });
  await expect(shelf).toBeVisible();
  const cards = shelf.getByRole("listitem");
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  const hrefs = await shelf.locator(".product-card__link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).not.toContain(product);
  await expect(shelf.getByText("Slutsåld")).toHaveCount(0);
  const brands = (await shelf.locator(".product-card__brand").allTextContents()).map((b) => b.trim());
  expect(brands[0]).not.toBe(brand);
  expect(new Set(brands).size).toBeGreaterThan(1);
  // Same category: a recommended product's breadcrumb ends where this one's does.
  const category = (await page.locator(".breadcrumbs li").last().textContent())?.trim();
  await page.goto(hrefs[0] ?? "");
  await expect(page.locator(".breadcrumbs li").last()).toHaveText(category ?? "");
  expect(await seriousViolations(page)).toEqual([]);
});

test(
  "recently viewed: kept in this browser, shown on the next product, and cleared on request",
  DESKTOP_ONLY,
  async ({ page }) => {
    const first = await productOf(page, "/de/jungen/jeans", 0);
    const second = await productOf(page, "/de/jungen/jeans", 1);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(first);
    await ready(page);
    const firstName = (await page.locator(".product__name").textContent())?.trim() ?? "";
    const shelf = page.getByRole("region", { name: "Zuletzt angesehen" });
    // Nothing viewed before: no shelf.
    await expect(page.locator("[data-recent]")).toHaveAttribute("data-hydrated", "true");
    await expect(shelf).toBeHidden();

    await page.goto(second);
    await expect(shelf).toBeVisible();
    await expect(shelf.getByRole("link", { name: new RegExp(firstName) })).toHaveAttribute("href", first);
    expect(await shelf.getByRole("listitem").count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // Kept in the browser, asked of no server: no request carries what was viewed.
    expect(requests.filter((url) => /viewed|recent/i.test(url) && !url.includes("recent-searches"))).toEqual([]);

    await shelf.getByRole("button", { name: "Zuletzt angesehen löschen" }).click();
    await expect(shelf).toBeHidden();
    await page.reload();
    await expect(page.locator("[data-recent]")).toHaveAttribute("data-hydrated", "true");
    await expect(shelf).toBeHidden();
  },
);

for (const { path, title } of [
  { path: "/se/det-har-finns-inte", title: "Populärt just nu" },
  { path: "/pl/tego-tu-nie-ma", title: "Teraz popularne" },
]) {
  test(`the 404 page offers the market's popular products: ${path}`, DESKTOP_ONLY, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const shelf = page.getByRole("region", { name: title });
    await expect(shelf).toBeVisible();
    expect(await shelf.getByRole("listitem").count()).toBe(8);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a search that finds nothing offers the market's popular products", DESKTOP_ONLY, async ({ page }) => {
  await page.goto("/de/search?q=qxzvwyk");
  const shelf = page.getByRole("region", { name: "Gerade beliebt" });
  await expect(shelf).toBeVisible();
  expect(await shelf.getByRole("listitem").count()).toBe(8);
  expect(await seriousViolations(page)).toEqual([]);
});

test("on a phone the name, price, sizes and button are on the first screen, and the pictures swipe", async ({ page }) => {
  test.skip(!isPhone(page), "the gallery swipes below 1024 px");
  await recordLayoutShifts(page);
  // Swedish last: its shoe (three pictures) is the one swiped below.
  for (const listing of ["/de/jungen/jeans", "/pl/kategorie/akcesoria/czapki", "/se/kille/skor"]) {
    await page.goto(await productOf(page, listing));
    const height = page.viewportSize()?.height ?? 0;
    for (const part of [".product__name", ".product__price", ".sizes", ".product__form button[type='submit']"]) {
      const box = await page.locator(part).boundingBox();
      expect(box && box.y + box.height, `${listing} ${part}`).toBeLessThanOrEqual(height);
    }
  }

  const gallery = page.getByRole("region", { name: "Produktbilder" });
  const next = gallery.getByRole("button", { name: "Nästa bild" });
  const previous = gallery.getByRole("button", { name: "Föregående bild" });
  const second = gallery.getByRole("button", { name: "Visa bild 2 av 3" });
  await expect(next).toBeVisible();
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await next.click();
  await expect(second).toHaveAttribute("aria-current", "true");
  await expect(previous).toHaveAttribute("aria-disabled", "false");

  // A swipe (the track scrolled by touch) moves the indicators along.
  const track = page.locator(".gallery__track");
  await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
  await expect(gallery.getByRole("button", { name: "Visa bild 3 av 3" })).toHaveAttribute("aria-current", "true");
  await expect(next).toHaveAttribute("aria-disabled", "true");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await layoutShifts(page)).toEqual([]);
});

test("on a wide screen the pictures stand in two columns, without the phone's controls", async ({ page }) => {
  test.skip(isPhone(page), "from 1024 px");
  await recordLayoutShifts(page);
  await page.goto(await productOf(page, "/se/kille/skor"));
  await ready(page);
  const pictures = page.locator(".gallery__slide img");
  const [a, b] = [await pictures.nth(0).boundingBox(), await pictures.nth(1).boundingBox()];
  expect(a && b && Math.abs(a.y - b.y) < 1 && b.x > a.x).toBe(true);
  await expect(page.getByRole("button", { name: "Nästa bild" })).toBeHidden();
  expect(await layoutShifts(page)).toEqual([]);
});
