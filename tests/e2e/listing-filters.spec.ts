import { expect, type Locator, type Page, test } from "@playwright/test";
import { COLOUR_HEX } from "#lib/commerce/catalog/colours.ts";
import { dictionary } from "#lib/i18n/index.ts";
import type { Language } from "#lib/markets/markets.ts";
import { DESKTOP_ONLY, seriousViolations, skipConsent, waitForHydration } from "./helpers.ts";

/** Jeans for boys in three storefronts of three languages; each has sizes, many brands and several colours. */
const LISTINGS: { language: Language; path: string; navy: RegExp }[] = [
  { language: "sv", path: "/se/kille/jeans", navy: /marinbl/i },
  { language: "pl", path: "/pl/chlopak/jeansy", navy: /granatow/i },
  { language: "de", path: "/de/jungen/jeans", navy: /marineblau/i },
];

const isWide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 1024;
const words = (language: Language) => dictionary(language).catalog.listing;
const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
/** What the listing says it shows: its count, a live region. */
const shownCount = async (page: Page) => digits(await page.locator(".listing__count").textContent());
/** The count in brackets of each option of a facet group. */
const counts = async (group: Locator) =>
  (await group.locator("label:has(input[type='checkbox'])").allTextContents()).map((t) =>
    Number(/\((\d+)\)/.exec(t)?.[1] ?? "NaN"),
  );

/** Layout shifts not caused by the shopper's own input in the half second before (what CLS counts). */
async function recordUnexpectedShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { unexpectedShift: number };
    w.unexpectedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.unexpectedShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const unexpectedShift = (page: Page) => page.evaluate(() => (window as unknown as { unexpectedShift: number }).unexpectedShift);

async function openFilters(page: Page, language: Language) {
  const filters = page.getByRole("form", { name: words(language).filters });
  if (!isWide(page)) await page.getByRole("button", { name: new RegExp(`^${words(language).filters}`) }).click();
  await expect(filters).toBeVisible();
  return filters;
}

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

for (const { language, path, navy } of LISTINGS) {
  test(
    `${language}: facet counts follow the other filters, and a choice that would show nothing says 0 and can't be ticked`,
    DESKTOP_ONLY,
    async ({ page }) => {
      const t = words(language);
      await page.goto(`${path}?size=110`);
      const total = await shownCount(page);
      expect(total).toBeGreaterThan(0);
      const filters = await openFilters(page, language);
      // Every product has one brand and one colour: with size 110 on, their counts add up to what is shown.
      const brands = filters.getByRole("group", { name: t.brand });
      const colours = filters.getByRole("group", { name: t.colour });
      const brandCounts = await counts(brands);
      expect(brandCounts.reduce((a, b) => a + b, 0)).toBe(total);
      expect((await counts(colours)).reduce((a, b) => a + b, 0)).toBe(total);
      // Brands with no jeans in 110 are listed with 0, and can't be ticked.
      const empty = brandCounts.indexOf(0);
      expect(empty).toBeGreaterThanOrEqual(0);
      await expect(brands.getByRole("checkbox").nth(empty)).toBeDisabled();
      // The sizes stay counted as if no size were picked, so another one can be added.
      await expect(filters.getByRole("group", { name: t.size }).getByRole("checkbox", { name: "116" })).toBeEnabled();

      // Navy: only navy jeans, and the colour's own count is what the listing shows.
      const navyBox = colours.getByRole("checkbox", {
        name: new RegExp(`^${dictionary(language).catalog.colours.navy} \\(\\d+\\)$`),
      });
      const navyCount = digits((await navyBox.evaluate((el) => el.closest("label")?.textContent ?? "")) || "");
      await page.goto(`${path}?size=110&colour=navy`);
      expect(await shownCount(page)).toBe(navyCount);
      for (const name of await page.locator(".product-card__name").allTextContents()) expect(name).toMatch(navy);
    },
  );

  // The swatches' layout on a phone once (Swedish); their names in each language are the same HTML at every width.
  test(`${language}: colours as swatches with their names, in the listing's language${language === "sv" ? "" : ` ${DESKTOP_ONLY.tag}`}`, async ({
    page,
  }) => {
    const t = dictionary(language).catalog;
    await page.goto(path);
    const filters = await openFilters(page, language);
    const colours = filters.getByRole("group", { name: t.listing.colour });
    const boxes = colours.getByRole("checkbox");
    expect(await boxes.count()).toBeGreaterThan(3);
    const names = Object.values(t.colours);
    for (const label of await colours.locator("label:has(input[type='checkbox'])").all()) {
      // The name says it (not the colour alone); the swatch beside it is painted in one of the shop's shades.
      expect(names).toContain(((await label.textContent()) ?? "").replace(/\s*\(\d+\)\s*$/, "").trim());
      expect(Object.values(COLOUR_HEX)).toContain(await label.locator("svg circle").getAttribute("fill"));
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe("on a wide screen", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, "beside the products from 1024 px");

  for (const { language, path, navy } of LISTINGS) {
    test(`${language}: every choice shows its products, count and address at once, keeps focus, and moves nothing`, async ({
      page,
    }) => {
      // Many steps, each a render of the shop, and axe at the end.
      test.slow();
      const t = words(language);
      await recordUnexpectedShifts(page);
      await page.goto(path);
      await waitForHydration(page, "form.filters[data-hydrated='true']");
      const all = await shownCount(page);
      const filters = await openFilters(page, language);
      // No apply button to find 2,000 px down: the choices apply themselves.
      await expect(filters.getByRole("button", { name: t.apply })).toBeHidden();

      // A size, by keyboard: the checkbox keeps the focus while the products change under it.
      const size = filters.getByRole("group", { name: t.size }).getByRole("checkbox", { name: "110" });
      await size.focus();
      await page.keyboard.press("Space");
      await expect(page).toHaveURL(new RegExp(`${path}\\?size=110$`));
      const sized = await shownCount(page);
      expect(sized).toBeLessThan(all);
      await expect(size).toBeFocused();
      await expect(page.getByRole("status").first()).toHaveText(new RegExp(`\\b${sized}\\b`));
      // The brand counts followed: they add up to what is shown.
      expect((await counts(filters.getByRole("group", { name: t.brand }))).reduce((a, b) => a + b, 0)).toBe(sized);

      // A colour.
      await filters
        .getByRole("group", { name: t.colour })
        .getByRole("checkbox", { name: new RegExp(`^${dictionary(language).catalog.colours.navy} `) })
        .check();
      await expect(page).toHaveURL(/size=110&colour=navy$/);
      for (const name of await page.locator(".product-card__name").allTextContents()) expect(name).toMatch(navy);

      // The order, by keyboard as a shopper picks it (selectOption would be no input of the shopper's
      // to the browser, and the page moving after it would count as a layout shift).
      await filters.getByRole("combobox", { name: t.sort }).focus();
      await page.keyboard.press("ArrowDown");
      await expect(page).toHaveURL(/\?sort=price-asc&size=110&colour=navy$/);
      const prices = (await page.locator(".product-card__price").allTextContents()).map((p) =>
        Number((/(\d[\d\s\u00a0.,]*)/.exec(p)?.[1] ?? "NaN").replace(/[\s\u00a0]/g, "").replace(",", ".")),
      );
      expect(prices.length).toBeGreaterThan(0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // Nothing moved but as the shopper's choices moved it.
      expect(await unexpectedShift(page)).toBe(0);

      // Back undoes the last choice, in the form too.
      await page.goBack();
      await expect(page).toHaveURL(/\?size=110&colour=navy$/);
      await expect(filters.getByRole("combobox", { name: t.sort })).toHaveValue("newest");
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}\\?size=110$`));
      // Back changes the address first; the products it brings back follow.
      await expect.poll(() => shownCount(page)).toBe(sized);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("without JavaScript the form still applies with its button", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: "ln_consent", value: "skipped-by-test", url: baseURL ?? "http://localhost" }]);
    const page = await context.newPage();
    await page.goto("/se/kille/jeans");
    const filters = page.getByRole("form", { name: "Filtrera" });
    await filters.getByText("110", { exact: true }).click();
    await filters.getByRole("button", { name: "Visa produkter" }).click();
    await expect(page).toHaveURL(/size=110/);
    expect(await shownCount(page)).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe("in the phone's drawer", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 1024, "a drawer below 1024 px");

  for (const { language, path } of LISTINGS) {
    test(`${language}: the apply button stays in view and says how many products it will show`, async ({ page }) => {
      const t = words(language);
      await page.goto(path);
      await waitForHydration(page, "form.filters[data-hydrated='true']");
      const all = await shownCount(page);
      const filters = await openFilters(page, language);
      const many = (n: number) => t.applyCount.replace("{count}", String(n));
      await expect(filters.getByRole("button", { name: many(all) })).toBeInViewport();

      // The sort box sits above the size heading, not over it.
      const sort = await filters.getByRole("combobox", { name: t.sort }).boundingBox();
      const sizeHeading = await filters.getByRole("group", { name: t.size }).locator("legend").boundingBox();
      expect((sort?.y ?? 0) + (sort?.height ?? 0)).toBeLessThanOrEqual(sizeHeading?.y ?? 0);

      await filters.getByRole("group", { name: t.size }).getByText("110", { exact: true }).click();
      // The products stay until the shopper asks; the button already knows how many there will be.
      const apply = filters.getByRole("button", { name: /\d/ });
      await expect(apply).not.toHaveAccessibleName(many(all));
      const promised = digits(await apply.textContent());
      expect(promised).toBeGreaterThan(0);
      expect(promised).toBeLessThan(all);
      expect(await shownCount(page)).toBe(all);
      // Down at the last brand, it is still in view.
      await filters.getByRole("group", { name: t.brand }).locator("label").last().scrollIntoViewIfNeeded();
      await expect(apply).toBeInViewport();
      await apply.click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?size=110$`));
      await expect.poll(() => shownCount(page)).toBe(promised);
    });
  }
});
