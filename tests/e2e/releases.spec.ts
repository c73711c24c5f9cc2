/**
 * Issue 31: a campaign as a content release. A marketer and an editor build it in the
 * real Studio (the marketer's banner, the editor's perk and home hero, in Swedish and
 * English), preview it in the shop, and schedule it; the lake publishes it at its time
 * (its clock injected through LAKE_CLOCK_FILE), all of it at once, and the shop shows
 * it within 5 s; unscheduled it stays unpublished; a lake down at the time publishes it
 * at start, once. The lake runs in a process of its own here, so it can be restarted
 * and its clock moved without touching the other specs' lake.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { SanityClient } from "@sanity/client";
import { shopEnvForLake } from "#lib/content/lake-env.server.ts";
import { setFileClock } from "#studio/lake/clock.ts";
import { seriousViolations } from "./helpers.ts";
import { LAKE_TEST_USERS } from "./lake.ts";
import { type LakeProcess, startLakeProcess, userClient } from "./lake-process.ts";
import { freePort, type ShopProcess, secondDatabase, startShop } from "./servers.ts";
import { signIn, storeStudioToken } from "./studio.ts";

const [EDITOR, MARKETER] = LAKE_TEST_USERS;
/** How long a publish may take to reach the shop (issue 15), a scheduled one too (issue 31). */
const LIVE_WITHIN_MS = 5000;

/** What the campaign changes, per storefront: the banner, the free-shipping perk and the home hero. */
const CAMPAIGN = {
  se: {
    banner: "Black Friday: 30 % på allt",
    perk: "Fri frakt på allt under Black Friday",
    hero: "Black Friday är här",
  },
  en: {
    banner: "Black Friday: 30 % off everything",
    perk: "Free shipping on everything for Black Friday",
    hero: "Black Friday is here",
  },
};
const BEFORE = { se: { hero: "Snart kommer snön" }, en: { hero: "Ready for the first snow?" } };

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "the Studio is a desktop tool, and the servers behave the same at every width");
test.use({ ignoreHTTPSErrors: true });

let dir = "";
let port = 0;
let db: ReturnType<typeof secondDatabase> | undefined;
let lake: LakeProcess | undefined;
let shop: ShopProcess | undefined;
let releaseId = "";

const clockFile = () => join(dir, "clock");
const startLake = () =>
  startLakeProcess(dir, port, {
    env: { ...db?.env, LAKE_CLOCK_FILE: clockFile() },
    users: [...LAKE_TEST_USERS],
  });
const studio = () => (lake as LakeProcess).ready.origin;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  dir = mkdtempSync(join(tmpdir(), "ln-rel-"));
  port = await freePort();
  db = secondDatabase();
  lake = await startLake();
  shop = await startShop({
    ...db.env,
    ...shopEnvForLake(lake.ready),
    CONTENT_CACHE_DIR: mkdtempSync(join(tmpdir(), "ln-rel-copies-")),
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await lake?.stop();
  db?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What a storefront shows now: its banner (from the banner API its pages ask), and the HTML of its home page. */
async function storefront(path: "/se" | "/se/en", base = (shop as ShopProcess).base, init: RequestInit = {}) {
  const [html, banners] = await Promise.all([
    fetch(`${base}${path}?t=${Date.now()}`, init).then((r) => r.text()),
    fetch(`${base}/api/globals/se/banner${path === "/se/en" ? "?language=en" : ""}`, init).then((r) => r.text()),
  ]);
  return { html, banners };
}

/** Whether every part of the campaign shows on both storefronts (true), none does (false), or some do (the parts that do). */
async function campaignShown(): Promise<boolean | string[]> {
  const shown: string[] = [];
  for (const [path, texts] of [
    ["/se", CAMPAIGN.se],
    ["/se/en", CAMPAIGN.en],
  ] as const) {
    const { html, banners } = await storefront(path);
    if (banners.includes(texts.banner)) shown.push(`${path} banner`);
    if (html.includes(texts.perk)) shown.push(`${path} perk`);
    if (html.includes(texts.hero)) shown.push(`${path} hero`);
  }
  return shown.length === 6 ? true : shown.length === 0 ? false : shown;
}

/** Opens a Swedish document through the Studio's structure, in the release the Studio is in, and adds it to the release. */
async function addToRelease(page: Page, list: string, title: RegExp) {
  await page.getByRole("link", { name: /Swedish/ }).click();
  await page.getByRole("link", { name: list, exact: true }).click();
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Add to release" }).click();
  await expect(page.getByRole("button", { name: "Add to release" })).toHaveCount(0, { timeout: 15_000 });
}

async function version(client: SanityClient, id: string) {
  return client.getDocument(`versions.${releaseId}.${id}`);
}

test("a marketer and an editor build the campaign as a release in the Studio and preview it in the shop", async ({ browser }) => {
  test.setTimeout(420_000);
  const ready = (lake as LakeProcess).ready;
  const marketer = await userClient(ready, MARKETER);
  const editor = await userClient(ready, EDITOR);
  // The shop before the campaign (its first pages also warm it: a cold render is not the five seconds' to pay).
  const before = await storefront("/se");
  expect(before.html).toContain(BEFORE.se.hero);
  expect(await campaignShown()).toBe(false);

  // The marketer creates the release in the Studio's release tool and puts the Swedish banner in it.
  const marketerContext = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await marketerContext.newPage();
  await storeStudioToken(page, MARKETER, studio());
  await page.goto(`${studio()}/studio/releases`);
  await page.getByRole("button", { name: "New release" }).first().click();
  await page.getByTestId("release-form-title").fill("Black Friday");
  await page.getByTestId("submit-release-button").click();
  // The Studio pins the new release (`perspective=`), waits a second, then opens its page. When its releases
  // store has not heard of the release by then (a busy browser: its refetch started 1.2 s after the create in
  // one CI run), the page says "This release could not be found" and goes back to the list, still pinned.
  // So the pin, which both paths leave, names the release.
  await expect(page).toHaveURL(/[?&]perspective=r[\w-]+/, { timeout: 15_000 });
  releaseId = new URL(page.url()).searchParams.get("perspective") as string;
  expect(await marketer.getDocument(`_.releases.${releaseId}`)).toMatchObject({
    _type: "system.release",
    state: "active",
    metadata: { title: "Black Friday" },
  });
  await page.getByRole("link", { name: "Structure" }).first().click();
  await addToRelease(page, "Alert banners", /Mellanrea/);
  await page.getByTestId("field-text").getByRole("textbox").fill(CAMPAIGN.se.banner);
  await expect
    .poll(async () => (await version(marketer, "banner-sv-se-live"))?.text, { timeout: 15_000 })
    .toBe(CAMPAIGN.se.banner);
  // The English banner as the Studio's "Add to release" and an edit send it.
  await marketer.createVersion({ baseId: "banner-en-se-live", publishedId: "banner-en-se-live", releaseId });
  await marketer.patch(`versions.${releaseId}.banner-en-se-live`).set({ text: CAMPAIGN.en.banner }).commit();
  // A marketer puts no perk in a release: the lake refuses it, whatever the client.
  await expect(
    marketer.createVersion({ baseId: "perk-sv-se-free-shipping", publishedId: "perk-sv-se-free-shipping", releaseId }),
  ).rejects.toMatchObject({
    statusCode: 403,
  });

  // The editor, in the same release, changes the Swedish perk in the Studio; the other versions as the Studio sends them.
  const editorContext = await browser.newContext({ ignoreHTTPSErrors: true });
  const editorPage = await editorContext.newPage();
  await signIn(editorPage, EDITOR, studio());
  await editorPage.getByTestId("global-perspective-menu-button").click();
  await editorPage.getByRole("menuitem").filter({ hasText: "Black Friday" }).click();
  await expect(editorPage).toHaveURL(new RegExp(`perspective=${releaseId}`));
  await addToRelease(editorPage, "Perks", /Fri frakt över/);
  const text = editorPage.locator('[data-testid="field-text"] [contenteditable="true"]');
  await text.click();
  await editorPage.keyboard.press("ControlOrMeta+a");
  await editorPage.keyboard.type(CAMPAIGN.se.perk);
  await expect
    .poll(async () => JSON.stringify((await version(editor, "perk-sv-se-free-shipping"))?.text), { timeout: 15_000 })
    .toContain(CAMPAIGN.se.perk);
  for (const [id, language] of [
    ["perk-en-se-free-shipping", "en"],
    ["homePage-sv", "se"],
    ["homePage-en", "en"],
  ] as const) {
    await editor.createVersion({ baseId: id, publishedId: id, releaseId });
    const patch = id.startsWith("perk")
      ? { "text[0].children[0].text": CAMPAIGN.en.perk }
      : { 'modules[_key=="m0"].heading': CAMPAIGN[language].hero };
    await editor.patch(`versions.${releaseId}.${id}`).set(patch).commit();
  }
  await editorContext.close();

  // Preview: "Preview in the shop" in the release opens the shop with the release's perspective.
  // The marketer's tab still shows the Swedish banner, in the release.
  await expect(page.getByTestId("field-text").getByRole("textbox")).toHaveValue(CAMPAIGN.se.banner);
  // The Studio of these tests was built for a shop at the default address: its link is followed on this spec's shop.
  await marketerContext.route("http://localhost:4321/api/preview**", (route) => {
    const link = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: `${shop?.base}${link.pathname}${link.search}` } });
  });
  await page.getByTestId("action-menu-button").click();
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("menuitem", { name: "Preview in the shop" }).click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`^${shop?.base}/se$`), { timeout: 30_000 });
  await expect(tab.getByRole("region", { name: "Förhandsvisning" })).toContainText("Du ser en release");
  await expect(tab.locator("body")).toContainText(CAMPAIGN.se.hero);
  await expect(tab.locator("body")).toContainText(CAMPAIGN.se.perk);
  expect(await seriousViolations(tab)).toEqual([]);
  await tab.screenshot({ path: test.info().outputPath("release-preview-se.png") });
  const cookies = (await marketerContext.cookies(shop?.base)).map((c) => `${c.name}=${c.value}`).join("; ");
  const previewed = await storefront("/se/en", shop?.base, { headers: { cookie: cookies } });
  expect(previewed.html).toContain(CAMPAIGN.en.hero);
  expect(previewed.banners).toContain(CAMPAIGN.en.banner);
  const answer = await fetch(`${shop?.base}/se`, { headers: { cookie: cookies } });
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  // Shoppers meanwhile see the shop as it is.
  expect(await campaignShown()).toBe(false);
  await marketerContext.close();
});

test("scheduled a minute ahead, the campaign goes live at its time, all of it within 5 s; unscheduled, it never does", async () => {
  test.setTimeout(120_000);
  const marketer = await userClient((lake as LakeProcess).ready, MARKETER);
  const publishAt = new Date(Math.ceil((Date.now() + 60_000) / 1000) * 1000);
  // The action the Studio's "Schedule for publishing" sends.
  await marketer.releases.schedule({ releaseId, publishAt: publishAt.toISOString() });
  // Unscheduled before its time: the time passes and nothing changes.
  setFileClock(clockFile(), new Date(publishAt.getTime() - 5000));
  await marketer.releases.unschedule({ releaseId });
  setFileClock(clockFile(), new Date(publishAt.getTime() + 2000));
  await new Promise((done) => setTimeout(done, 1500));
  expect(await campaignShown()).toBe(false);
  expect(await marketer.getDocument(`_.releases.${releaseId}`)).toMatchObject({ state: "active" });

  // Scheduled again; ten seconds before its time the shop is unchanged, at its time it all shows.
  const second = new Date(publishAt.getTime() + 60_000);
  await marketer.releases.schedule({ releaseId, publishAt: second.toISOString() });
  setFileClock(clockFile(), new Date(second.getTime() - 10_000));
  await new Promise((done) => setTimeout(done, 1000));
  expect(await campaignShown()).toBe(false);
  setFileClock(clockFile(), second);
  const due = performance.now();
  let seen: boolean | string[] = false;
  while (seen !== true) {
    seen = await campaignShown();
    // Together: never a storefront with part of the campaign for longer than one look.
    expect(performance.now() - due, `only ${JSON.stringify(seen)} showed`).toBeLessThan(LIVE_WITHIN_MS);
  }
  console.log(`scheduled release: live on both storefronts ${Math.round(performance.now() - due)} ms after its time`);
  expect(await marketer.getDocument(`_.releases.${releaseId}`)).toMatchObject({ state: "published" });
});

test("a lake down at a release's time publishes it when it starts, once", async () => {
  test.setTimeout(180_000);
  const ready = (lake as LakeProcess).ready;
  const editor = await userClient(ready, EDITOR);
  const { releaseId: cyberMonday } = await editor.releases.create({ metadata: { title: "Cyber Monday" } });
  await editor.createVersion({ baseId: "homePage-sv", publishedId: "homePage-sv", releaseId: cyberMonday });
  await editor.patch(`versions.${cyberMonday}.homePage-sv`).set({ 'modules[_key=="m0"].heading': "Cyber Monday" }).commit();
  const at = new Date(Date.now() + 3_600_000);
  await editor.releases.schedule({ releaseId: cyberMonday, publishAt: at.toISOString() });
  await lake?.stop();
  setFileClock(clockFile(), new Date(at.getTime() + 60_000));
  lake = await startLake();
  const editorAgain = await userClient(lake.ready, EDITOR);
  await expect.poll(async () => (await storefront("/se")).html, { timeout: LIVE_WITHIN_MS * 4 }).toContain("Cyber Monday");
  // Published at start, and not again on the ticks after it.
  await new Promise((done) => setTimeout(done, 1500));
  expect(lake.output().split(`scheduled release "${cyberMonday}" published`)).toHaveLength(2);
  expect(await editorAgain.getDocument(`_.releases.${cyberMonday}`)).toMatchObject({ state: "published" });
});
