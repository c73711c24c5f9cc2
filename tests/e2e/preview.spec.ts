import AxeBuilder from "@axe-core/playwright";
import { devices, expect, test } from "@playwright/test";
import { editAttribute } from "#lib/content/edit-marks.ts";
import { skipConsent, waitForHydration } from "./helpers.ts";
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

/**
 * A phone as the mobile project has it (playwright.config.ts). That project skips this spec (its shop process and
 * fake Sanity are server behaviour, the same at every width), so the test that needs a phone opens one itself.
 */
const { defaultBrowserType: _, ...PHONE } = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };

/** The mark of a Swedish mobile menu item's label, as the server makes it: the item's `name` in the menu document. */
function menuMark(path: string): string {
  const mark = editAttribute(true, { id: "menu-sv-mobile", type: "menu", path });
  if (!mark) throw new Error(`no mark for ${path}`);
  return mark;
}

test("the mobile menu keeps its edit marks at every level once hydrated in a preview; a shopper's menu has none", async ({
  browser,
}) => {
  // Two browser contexts, each hydrating the menu and walking three levels: 26 s on this busy 2-core machine.
  test.setTimeout(60_000);
  const editor = await browser.newContext(PHONE);
  const page = await editor.newPage();
  await page.goto(previewLink(SECRET, "/se"));
  await expect(page.getByRole("region", { name: "Förhandsvisning" })).toBeVisible();
  // The drawer's items exist only as the island renders them from its props: every mark here came through hydration.
  await waitForHydration(page, ".mobile-menu[data-hydrated='true']");
  await page.getByRole("button", { name: "Öppna menyn" }).click();
  const top = page.getByRole("dialog", { name: "Huvudmeny" });
  const boy = top.getByRole("button", { name: "Kille", exact: true });
  await expect(boy).toHaveAttribute("data-sanity", menuMark('items[_key=="m1l"].name'));
  // Every item of the level names its menu document's item by key: the mobile menu's, and the club link the
  // mobile menu takes from the primary menu.
  const items = top.locator(".mobile-menu__list .mobile-menu__link");
  expect(await items.count()).toBeGreaterThan(3);
  for (const mark of await items.evaluateAll((links) => links.map((a) => a.getAttribute("data-sanity")))) {
    expect(mark).toMatch(/^id=menu-sv-(mobile|primary);type=menu;path=items:[^.;]+\.name;base=%2Fstudio$/);
  }

  await boy.click();
  const level2 = page.getByRole("dialog", { name: "Kille" });
  const jeans = level2.getByRole("button", { name: "Jeans", exact: true });
  await expect(jeans).toHaveAttribute("data-sanity", menuMark('items[_key=="m1l"].subMenu[_key=="m3"].name'));
  // Sanity's outline of what the editor points at is drawn in the open menu, which the browser shows above
  // everything else (its top layer); at the end of the page it was there but under the menu.
  await jeans.hover();
  await expect(page.locator("dialog[open] sanity-visual-editing").getByText("Open in Studio")).toBeVisible();
  await jeans.click();
  await expect(page.getByRole("dialog", { name: "Jeans" }).getByRole("link", { name: "Smala jeans" })).toHaveAttribute(
    "data-sanity",
    menuMark('items[_key=="m1l"].subMenu[_key=="m3"].subMenu[_key=="m0"].name'),
  );
  await editor.close();

  // A shopper walks the same levels: nothing on the page names a document.
  const shopper = await browser.newContext(PHONE);
  const shopperPage = await shopper.newPage();
  await skipConsent(shopperPage, shop.base);
  await shopperPage.goto(`${shop.base}/se`);
  await waitForHydration(shopperPage, ".mobile-menu[data-hydrated='true']");
  await shopperPage.getByRole("button", { name: "Öppna menyn" }).click();
  const shopperBoy = shopperPage.getByRole("dialog", { name: "Huvudmeny" }).getByRole("button", { name: "Kille", exact: true });
  await expect(shopperBoy).toBeVisible();
  await expect(shopperPage.locator("[data-sanity]")).toHaveCount(0);
  await shopperBoy.click();
  const shopperJeans = shopperPage.getByRole("dialog", { name: "Kille" }).getByRole("button", { name: "Jeans", exact: true });
  await expect(shopperJeans).toBeVisible();
  await expect(shopperPage.locator("[data-sanity]")).toHaveCount(0);
  await shopperJeans.click();
  await expect(shopperPage.getByRole("dialog", { name: "Jeans" }).getByRole("link", { name: "Smala jeans" })).toBeVisible();
  await expect(shopperPage.locator("[data-sanity]")).toHaveCount(0);
  await shopper.close();
});
