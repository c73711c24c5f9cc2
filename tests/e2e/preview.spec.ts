import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { type ShopProcess, secondDatabase, startFakeSanity, startShop } from "./servers.ts";

/**
 * Draft preview (issue 14): a shop reading a Sanity project, an editor's draft of the
 * first Swedish perk, and the preview secrets the Studio's "Preview in the shop" writes.
 */
const PUBLISHED = "Fri frakt över 699 kr";
const DRAFT = "Fri frakt på allt i helgen";
const SECRET = "e2e-preview-secret-written-by-the-studio";
const OLD_SECRET = "e2e-preview-secret-from-yesterday";

const draftPerk = {
  _id: "drafts.perk-sv-se-free-shipping",
  _type: "perk",
  language: "sv",
  market: "se",
  key: "free-shipping",
  orderRank: 0,
  text: [
    {
      _type: "block",
      _key: "tb0",
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: "ts0", text: DRAFT, marks: [] }],
    },
  ],
  link: "/page/leverans",
  linkText: "Läs mer",
  categoryID: null,
  excludeCategoryID: null,
};
const secret = (id: string, value: string, updatedAt: Date) => ({
  _id: `drafts.${id}`,
  _type: "sanity.previewUrlSecret",
  _updatedAt: updatedAt.toISOString(),
  secret: value,
  source: "little-north-studio",
  studioUrl: "https://studio.example/studio",
});

test.describe.configure({ mode: "serial" });

let cms: Awaited<ReturnType<typeof startFakeSanity>>;
let shop: ShopProcess;
let cleanup = () => {};

test.beforeAll(async () => {
  // A second shop process on a database of its own (PGlite loads its catalog first).
  test.setTimeout(180_000);
  cms = await startFakeSanity([
    draftPerk,
    secret("a1", SECRET, new Date()),
    secret("a2", OLD_SECRET, new Date(Date.now() - 2 * 3600_000)),
  ]);
  const db = secondDatabase();
  cleanup = db.cleanup;
  shop = await startShop({
    ...db.env,
    SANITY_PROJECT_ID: "test",
    SANITY_DATASET: "production",
    SANITY_API_HOST: cms.apiHost,
    SANITY_READ_TOKEN: "e2e-read-token",
    CONTENT_CACHE_DIR: `/tmp/ln-preview-${process.pid}-${Date.now()}`,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await cms?.close();
  cleanup();
});

const previewLink = (value: string, path: string) =>
  `${shop.base}/api/preview?sanity-preview-secret=${encodeURIComponent(value)}&sanity-preview-pathname=${encodeURIComponent(path)}`;

test("an editor sees a draft on the real page through the Studio's link; shoppers never do", async ({ page, browser }) => {
  // The shopper's page first, so the render cache holds the published one.
  await page.goto(`${shop.base}/se`);
  await expect(page.locator("body")).toContainText(PUBLISHED);

  const editor = await browser.newContext();
  const editorPage = await editor.newPage();
  const answer = await editorPage.goto(previewLink(SECRET, "/se"));
  expect(new URL(editorPage.url()).pathname).toBe("/se");
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  await expect(editorPage.locator("body")).toContainText(DRAFT);
  const bar = editorPage.getByRole("region", { name: "Förhandsvisning" });
  await expect(bar).toContainText("Du ser utkast som inte är publicerade än.");
  expect((await new AxeBuilder({ page: editorPage }).include(".preview-bar").analyze()).violations).toEqual([]);

  // The cookie box asks a shopper on a first visit; an editor's preview (the Studio's frame) never opens it by itself.
  await expect(page.getByRole("button", { name: "Godkänn alla" })).toBeVisible();
  await editorPage.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 4000 }), { timeout: 4000 })),
  );
  await editorPage.waitForLoadState("networkidle");
  await expect(editorPage.getByRole("button", { name: "Godkänn alla" })).toHaveCount(0);

  // Right after, the shopper still gets the published page (the preview was kept by nobody).
  const shopperAgain = await page.goto(`${shop.base}/se`);
  expect(shopperAgain?.headers()["cache-control"]).toContain("public");
  await expect(page.locator("body")).toContainText(PUBLISHED);
  await expect(page.locator("body")).not.toContainText(DRAFT);
  await expect(page.getByRole("region", { name: "Förhandsvisning" })).toHaveCount(0);

  // Ending the preview returns the editor to the page as shoppers see it.
  await bar.getByRole("button", { name: "Avsluta förhandsvisningen" }).click();
  await expect(editorPage).toHaveURL(`${shop.base}/se`);
  await expect(editorPage.locator("body")).toContainText(PUBLISHED);
  await expect(editorPage.getByRole("region", { name: "Förhandsvisning" })).toHaveCount(0);
  await editor.close();
});

test("an expired or guessed link, or a forged cookie, shows nothing unpublished", async ({ page, context }) => {
  for (const value of [OLD_SECRET, "guessed"]) {
    const response = await page.request.get(previewLink(value, "/se"), { maxRedirects: 0 });
    expect(response.status(), value).toBe(401);
    expect((await response.json()).error.code).toBe("PREVIEW_LINK_INVALID");
  }
  await context.addCookies([{ name: "ln_preview", value: `${Date.now() + 600_000}.${"A".repeat(43)}`, url: shop.base }]);
  await page.goto(`${shop.base}/se`);
  await expect(page.locator("body")).toContainText(PUBLISHED);
  await expect(page.locator("body")).not.toContainText(DRAFT);
});
