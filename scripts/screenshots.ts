// Screenshots of the main pages of three storefronts, at a desktop (1280 px) and a phone
// (390 px) width, into .screenshots/ (git-ignored), to look at after a change of design
// (issue 18). Not a test: it asserts nothing; it prints what it wrote.
//
//   npm run build && PORT=4710 LAKE=0 node scripts/start.mjs --no-build   # a running shop
//   node scripts/screenshots.ts --base http://localhost:4710 [--out .screenshots] [--markets se,de,pl]
//
// Pages: home, a listing, the first product of that listing, the A–Z brand list, the guides,
// a search without results, the empty cart drawer and a missing page. Long pages are cut
// at MAX_HEIGHT, which is enough to judge a page's top and its first rows.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { MARKETS, type MarketCode } from "#lib/markets/markets.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { waitForHydration } from "../tests/e2e/helpers.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://localhost:4321" },
    out: { type: "string", default: ".screenshots" },
    markets: { type: "string", default: "se,de,pl" },
  },
});
const base = values.base.replace(/\/$/, "");
const MAX_HEIGHT = 3200;
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800, isMobile: false },
  { name: "phone", width: 390, height: 844, isMobile: true },
];

/**
 * Scrolls to the end and back so lazy pictures and server islands load, then waits for them.
 * (Not "networkidle": a page may keep a connection open, as the live-content listener does.)
 */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, 0);
  });
  // Pictures in the part that is shot; hidden ones (menus, drawers) never load and are not waited for.
  const loaded = () =>
    !document.querySelector(".rail__placeholder") &&
    [...document.images].every((i) => i.complete || i.getClientRects().length === 0 || i.getBoundingClientRect().top > 3200);
  await page.waitForFunction(loaded, undefined, { timeout: 10_000 }).catch(() => console.warn(`not settled: ${page.url()}`));
  await page.waitForTimeout(300);
}

async function shoot(page: Page, file: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) } });
  console.log(file);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const codes = values.markets.split(",") as MarketCode[];
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
      deviceScaleFactor: 1,
    });
    // A stored consent choice keeps the first-visit dialog out of the pictures.
    await context.addCookies([{ name: "ln_consent", value: "skipped-by-screenshots", url: base }]);
    const page = await context.newPage();
    for (const code of codes) {
      const market = MARKETS[code];
      if (!market) throw new Error(`unknown market ${code}`);
      const words = ROUTES[market.language];
      const dir = join(values.out, viewport.name);
      mkdirSync(dir, { recursive: true });
      const visit = async (name: string, path: string) => {
        await page.goto(`${base}/${code}${path}`);
        await settle(page);
        await shoot(page, join(dir, `${code}-${name}.png`));
      };
      await visit("home", "");
      await visit("listing", `/${words.boys}`);
      const product = await page.locator(".product-card__link").first().getAttribute("href");
      if (product) await visit("product", product.replace(`/${code}`, ""));
      await visit("brands", `/${words.brands}`);
      await visit("guides", `/${words.guides}`);
      await visit("search-empty", "/search?q=qqxxzz");
      await visit("not-found", "/no-such-page");
      // The empty cart: the drawer opens from the header's cart button once it has hydrated, which it does
      // when pointed at (ADR 21), as the browser tests point at it.
      await page.goto(`${base}/${code}`);
      await waitForHydration(page, ".cart-button[data-hydrated='true']");
      await page.locator(".cart-button").first().click();
      await page.locator("dialog[open]").first().waitFor();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: join(dir, `${code}-cart-empty.png`) });
      console.log(join(dir, `${code}-cart-empty.png`));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
