/**
 * The real Sanity Studio (sanity@6.9.2, unchanged) running offline on the
 * local Content Lake: sign in, edit, publish, and the schema's validation
 * stopping an invalid perk. Each test edits its own perk, but they run one after
 * another: an edit in one tab reorders the Studio's perk list under a click in another.
 */
import { expect, type Page, test } from "@playwright/test";
import { LAKE_PROJECT, LAKE_TEST_USERS, lakeOrigin } from "./lake.ts";

const [EDITOR, MARKETER] = LAKE_TEST_USERS;
const origin = lakeOrigin();

test.use({ ignoreHTTPSErrors: true, baseURL: origin });
test.skip(({ isMobile }) => isMobile, "the Studio is a desktop tool");
// The Studio is a large single-page app: its first load and sign-in take several seconds on a busy machine.
test.describe.configure({ mode: "default", timeout: 120_000 });

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto("/studio");
  await page.getByRole("link", { name: "Little North account" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Little North Studio" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: /Swedish/ })).toBeVisible({ timeout: 30_000 });
}

/** Opens a Swedish perk through the Studio's structure, as an editor would. */
async function openSwedishPerk(page: Page, title: string) {
  await page.getByRole("link", { name: /Swedish/ }).click();
  await page.getByRole("link", { name: "Perks" }).click();
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible({ timeout: 15_000 });
}

/** Reads a document through the lake's API, from the page, with the token the Studio keeps in local storage. */
async function published(page: Page, id: string): Promise<Record<string, unknown> | undefined> {
  const { status, documents } = await page.evaluate(
    async ({ key, url }) => {
      const token = (JSON.parse(localStorage.getItem(key) ?? "{}") as { token?: string }).token;
      const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return {
        status: response.status,
        documents: ((await response.json()) as { documents?: Record<string, unknown>[] }).documents,
      };
    },
    { key: `__studio_auth_token_${LAKE_PROJECT}`, url: `${origin}/v2025-02-19/data/doc/production/${id}` },
  );
  expect(status, "the Studio keeps its token where Sanity's Studio reads it").toBe(200);
  return documents?.[0];
}

/** Waits until the Studio has saved its draft (the lake has it), so what follows is about the saved state. */
async function draftSaved(page: Page, id: string, field: string, value: string) {
  await expect.poll(async () => (await published(page, `drafts.${id}`))?.[field], { timeout: 15_000 }).toBe(value);
}

const perkText = (doc: Record<string, unknown> | undefined) =>
  (doc?.text as { children: { text: string }[] }[] | undefined)?.[0]?.children.map((child) => child.text).join("");

test("an editor changes a Swedish perk's text and publishes it", async ({ page }) => {
  await signIn(page, EDITOR);
  await openSwedishPerk(page, "60 dagars öppet köp");
  const text = page.locator('[data-testid="field-text"] [contenteditable="true"]');
  await text.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("60 dagars öppet köp – även på rean");
  await expect(page.getByTestId("action-publish")).toBeEnabled({ timeout: 15_000 });
  await page.getByTestId("action-publish").click();
  await expect(page.getByText(/was published/)).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => perkText(await published(page, "perk-sv-se-open-purchase")))
    .toBe("60 dagars öppet köp – även på rean");
  expect(await published(page, "drafts.perk-sv-se-open-purchase")).toBeUndefined();
});

test("a bad category id list keeps a perk from being published", async ({ page }) => {
  await signIn(page, EDITOR);
  await openSwedishPerk(page, "Leverans inom 2–4 vardagar");
  await page.locator('[data-testid="field-categoryID"] input').fill("201, shoes");
  await draftSaved(page, "perk-sv-se-delivery-time", "categoryID", "201, shoes");
  // The draft is saved, as Sanity saves every draft; the schema's rule is what keeps it from the shop.
  await expect(page.getByText("Write category ids as whole numbers separated by commas").first()).toBeAttached();
  await expect(page.getByTestId("action-publish")).toBeDisabled();
  expect((await published(page, "perk-sv-se-delivery-time"))?.categoryID ?? null).toBeNull();
});

test("an unsafe link keeps a perk from being published", async ({ page }) => {
  await signIn(page, EDITOR);
  await openSwedishPerk(page, "10 % rabatt för medlemmar i family");
  const before = await published(page, "perk-sv-se-member-discount");
  await page.locator('[data-testid="field-link"] input').fill("javascript:alert(1)");
  await page.locator('[data-testid="field-linkText"] input').fill("Bli medlem");
  await draftSaved(page, "perk-sv-se-member-discount", "linkText", "Bli medlem");
  await expect(page.getByTestId("action-publish")).toBeDisabled();
  expect((await published(page, "perk-sv-se-member-discount"))?.link).toBe(before?.link);
});

test("a marketer may read perks but not change them", async ({ page }) => {
  await signIn(page, MARKETER);
  await openSwedishPerk(page, "Fri frakt över 699 kr");
  await expect(page.locator('[data-testid="field-text"] [contenteditable="true"]')).toHaveCount(0);
  await expect(page.getByText("does not have permission to edit this document")).toBeVisible();
  await expect(page.getByTestId("action-publish")).toBeDisabled();
});
