import { expect, test } from "@playwright/test";
import { allStorefronts, MARKET_CODES } from "../../site/lib/markets/markets";
import { hreflangOf } from "../../site/lib/markets/seo";
import {
  layoutShiftSoFar,
  recordLayoutShifts,
  resetLayoutShift,
  seriousViolations,
  skipConsent,
  waitForHydration,
} from "./helpers";

const storefronts = allStorefronts();

test("the bare domain leads to Sweden's home", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/se$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
});

for (const sf of storefronts) {
  test(`${sf.basePath}: language, title, hreflang and a hydrated island`, async ({ page }) => {
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

    // The perk carousel is the island: static first paint, then hydrated.
    const carousel = page.getByRole("region", { name: /.+/ }).filter({ has: page.locator(".perk-carousel__line") });
    await expect(carousel).toBeVisible();
    await waitForHydration(page);
  });
}

test("the perk carousel rotates every four seconds, shifts nothing, and pauses on hover", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.clock.install();
  await page.goto("/se");
  // The carousel's own hydration: its timer starts then, and time only moves when the test says.
  await waitForHydration(page, ".perk-carousel[data-hydrated='true']");
  const line = page.locator(".perk-carousel__line");
  const first = await line.textContent();
  await resetLayoutShift(page);
  await page.clock.runFor(4000);
  await expect(line).not.toHaveText(first ?? "");
  const second = await line.textContent();
  // A line of another width enters as a new element: rotating shifts nothing on the page.
  expect(await layoutShiftSoFar(page)).toBe(0);
  await line.hover();
  await page.clock.runFor(12_000);
  await expect(line).toHaveText(second ?? "");
});

test("the perk carousel stays still for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/de");
  await waitForHydration(page, ".perk-carousel[data-hydrated='true']");
  const line = page.locator(".perk-carousel__line");
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
  expect(await layoutShiftSoFar(page)).toBe(0);
});
