import { expect, test } from "@playwright/test";
import { WITH_IMAGES } from "./browser.ts";
import { isMobile, skipConsent, waitForHydration } from "./helpers.ts";

/**
 * The tests about pictures: that they load, which are fetched and when. The rest of the suite runs in a
 * browser that loads none (tests/e2e/browser.ts); these run in one that does, in workers of their own.
 */
test.use(WITH_IMAGES);

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

test("product pictures: the drawing of each product's kind, a second view on hover with a pointer only, 2–4 views on its page", async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/media/products/")) requested.push(r.url().split("/").pop() ?? "");
  });
  await page.goto("/se/kategorier/ytterklader");
  const card = page.locator(".product-card").first();
  const [front, second] = [card.locator(".product-card__image").first(), card.locator(".product-card__image--second")];
  // The card names its picture's kind and offers widths to choose from.
  expect(await front.getAttribute("srcset")).toMatch(/\.front\.240\.svg 240w, .+ 960w$/);
  await expect.poll(async () => front.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const before = await card.boundingBox();
  if (isMobile(page)) {
    // Nothing hovers on a phone: the second picture stays hidden and is never fetched.
    await expect(second).toBeHidden();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(500);
    expect(requested.filter((f) => /\.(back|detail)\./.test(f))).toEqual([]);
  } else {
    await expect(second).toHaveCSS("opacity", "0");
    await card.locator(".product-card__link").hover();
    await expect(second).toHaveCSS("opacity", "1");
    expect(await card.boundingBox()).toEqual(before);
  }

  const href = await card.locator(".product-card__link").getAttribute("href");
  await page.goto(href ?? "/");
  const views = page.locator(".product__gallery img");
  const count = await views.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(4);
  const sources = await views.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(new Set(sources).size).toBe(count);
  for (const [i, src] of sources.entries()) {
    const answer = await request.get(src ?? "");
    expect(answer.status(), src ?? "").toBe(200);
    expect(answer.headers()["content-type"]).toContain("image/svg+xml");
    expect(answer.headers()["cache-control"]).toContain("immutable");
    await expect(views.nth(i)).toHaveAttribute("alt", /.+/);
  }
  // Any other file name is a 404, never a server error.
  for (const bad of ["winter-jacket.plain.c0392b.side.480.svg", "nothing.svg", "..%2f..%2fpackage.json"]) {
    expect((await request.get(`/media/products/${bad}`)).status(), bad).toBe(404);
  }
});

test("an open group of the mega menu shows its pictures, each with its words and its link", async ({ page }) => {
  test.skip(isMobile(page), "the mega menu is the desktop navigation");
  await page.goto("/se");
  await waitForHydration(page, ".mega[data-hydrated='true']");
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await nav.getByRole("button", { name: "Kille" }).click();
  const jackets = nav.getByRole("link", { name: /vinterjacka/ });
  await expect(jackets).toBeVisible();
  await expect(jackets).toHaveAttribute("href", "/se/kille/ytterklader");
  const picture = jackets.getByRole("img");
  await expect(picture).toHaveAttribute("alt", /vinterjacka/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(nav.getByRole("link", { name: /vinterkängor/ })).toHaveAttribute(
    "href",
    "/se/kille/skor/kangor-och-boots/vinterkangor",
  );
  await nav.getByRole("button", { name: "Tjej" }).click();
  await expect(nav.getByRole("link", { name: /festklänning/ })).toHaveAttribute("href", "/se/tjej/klanningar");
});
