import { expect, test } from "@playwright/test";
import { allStorefronts, MARKET_CODES } from "#lib/markets/markets.ts";
import { hreflangOf } from "#lib/markets/seo.ts";
import {
  DESKTOP_ONLY,
  layoutShifts,
  onPhoneIfSampled,
  PHONE_ONLY,
  recordLayoutShifts,
  resetLayoutShifts,
  seriousViolations,
  skipConsent,
  waitForHydration,
} from "./helpers.ts";

const storefronts = allStorefronts();

test("the bare domain leads to Sweden's home", DESKTOP_ONLY, async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/se$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
});

for (const sf of storefronts) {
  test(
    `${sf.basePath}: language, title, hreflang and a hydrated island${onPhoneIfSampled(sf.basePath)}`,
    DESKTOP_ONLY,
    async ({ page }) => {
      const response = await page.goto(sf.basePath);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", sf.language);
      await expect(page).toHaveTitle(/Little North/);

      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href") ?? "").pathname]));
      expect(alternates).toHaveLength(storefronts.length + 1);
      expect(alternates).toContainEqual([hreflangOf(sf), sf.basePath]);
      expect(alternates).toContainEqual(["x-default", "/se"]);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe(sf.basePath);

      // The perk carousel: static first paint, then enhanced.
      const carousel = page.getByRole("region", { name: /.+/ }).filter({ has: page.locator(".perk-carousel__line") });
      await expect(carousel).toBeVisible();
      await waitForHydration(page);
    },
  );
}

test("the perk carousel rotates every four seconds, shifts nothing, and pauses on hover", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.clock.install();
  await page.goto("/se");
  // The carousel's own hydration: its timer starts then, and time only moves when the test says.
  await waitForHydration(page, ".perk-carousel[data-hydrated='true']");
  // Every line is in the HTML; one shows at a time.
  const line = page.locator(".perk-carousel__line:visible");
  await expect(line).toHaveCount(1);
  const first = await line.textContent();
  await resetLayoutShifts(page);
  await page.clock.runFor(4000);
  await expect(line).not.toHaveText(first ?? "");
  const second = await line.textContent();
  // A line of another width enters as a new element: rotating shifts nothing on the page.
  expect(await layoutShifts(page)).toEqual([]);
  await line.hover();
  await page.clock.runFor(12_000);
  await expect(line).toHaveText(second ?? "");
});

test("the perk carousel stays still for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/de");
  await waitForHydration(page, ".perk-carousel[data-hydrated='true']");
  const line = page.locator(".perk-carousel__line:visible");
  const first = await line.textContent();
  await page.clock.runFor(12_000);
  await expect(line).toHaveText(first ?? "");
});

test("the skip link moves focus to the main content", async ({ page, baseURL }) => {
  // A first visit opens the consent dialog; this test is about the skip link.
  await skipConsent(page, baseURL);
  await page.goto("/fi");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Siirry sisältöön" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

for (const market of [MARKET_CODES[0], "pl"] as const) {
  test(`axe finds no serious violation on /${market}`, async ({ page }) => {
    await page.goto(`/${market}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("nothing shifts while a page streams in over a slow connection", async ({ page, baseURL }) => {
  test.skip(test.info().project.name !== "mobile", "the narrow top bar is where a half-parsed header showed");
  await skipConsent(page, baseURL);
  await recordLayoutShifts(page);
  // About 30 KB/s: the document arrives in many chunks, and the browser may paint between them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 30_000,
    uploadThroughput: 30_000,
  });
  await page.goto("/se/guider", { waitUntil: "load" });
  await waitForHydration(page, ".market-switcher--topbar[data-hydrated='true']");
  expect(await layoutShifts(page)).toEqual([]);
  // Which chunk boundary the browser paints at is chance: a crumb painted before its link arrived
  // stands where it stands with its link (it stood 8 px lower, then moved up: a flaky shift elsewhere).
  const moved = await page.locator(".breadcrumbs li").evaluateAll((crumbs) =>
    crumbs.map((crumb) => {
      const whole = crumb.getBoundingClientRect().top;
      const link = crumb.firstElementChild as Element;
      link.remove();
      const before = crumb.getBoundingClientRect().top;
      crumb.append(link);
      return before - whole;
    }),
  );
  expect(moved).toEqual([0, 0]);
});

test.describe("the top bar on a phone", PHONE_ONLY, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/pl", "/fi/en", "/se"]) {
    test(`${path}: every perk keeps to one line, so the bar never changes height`, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await waitForHydration(page, ".perk-carousel[data-hydrated='true']");
      const bar = page.locator(".topbar");
      const height = (await bar.boundingBox())?.height ?? 0;
      // One line of 2.5rem: a perk that wraps makes the bar taller.
      expect(height).toBeLessThanOrEqual(41);
      // Through a whole round of lines (no storefront has more than five on its home page).
      for (let i = 0; i < 5; i++) {
        const line = page.locator(".perk-carousel__line:visible");
        const box = await line.boundingBox();
        const lineHeight = await line.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
        const words = line.locator("span").first();
        expect((await words.boundingBox())?.height ?? 99, `line ${i}`).toBeLessThan(lineHeight * 1.5);
        expect(box?.height, `line ${i}`).toBeLessThanOrEqual(height);
        expect((await bar.boundingBox())?.height, `line ${i}`).toBe(height);
        await page.clock.runFor(4000);
      }
      // A line cut short keeps its full words in its title (and for screen readers in the text itself).
      for (const line of await page.locator(".perk-carousel__line").all()) {
        const words = ((await line.locator("span").first().textContent()) ?? "").trim();
        expect(words).toBe(await line.getAttribute("title"));
      }
    });
  }
});
