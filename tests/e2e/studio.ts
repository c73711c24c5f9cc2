/** Driving the real Studio in the browser tests. */
import { expect, type Page } from "@playwright/test";
import { LAKE_PROJECT } from "./lake.ts";

type StudioUser = { email: string; password: string };

/**
 * Signs in through the lake's own sign-in page, from the Studio at the page's origin (its `baseURL`, or
 * `origin`), as an editor does: the Studio, its "Little North account" link, the form, and back.
 */
export async function signInOnPage(page: Page, user: StudioUser, origin = "") {
  await page.goto(`${origin}/studio`);
  await page.getByRole("link", { name: "Little North account" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Little North Studio" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: /Swedish/ })).toBeVisible({ timeout: 30_000 });
}

/**
 * Gives the page's Studio the token `user` gets from the lake's sign-in (the same form post and code
 * exchange as `signInOnPage`, through the page's own request context), where the Studio keeps it, so
 * the Studio's next load starts signed in. The Studio is a large app: a walk through the sign-in page
 * loads it twice, and one test walks it (studio-lake.spec.ts); the others start signed in (ADR 42).
 */
export async function storeStudioToken(page: Page, user: StudioUser, origin: string) {
  const studio = new URL(origin);
  // The Studio's host (`littlenorth.localhost`) is one only a browser resolves: the calls go to the lake at localhost.
  const lake = `https://localhost:${studio.port}`;
  const answer = await page.request.post(`${lake}/login`, {
    form: { email: user.email, password: user.password },
    headers: { origin: lake },
    maxRedirects: 0,
  });
  expect(answer.status(), `sign-in of ${user.email}`).toBe(303);
  const sid = new URL(answer.headers().location as string).hash.replace("#sid=", "");
  const exchanged = await page.request.get(`${lake}/v1/auth/fetch?sid=${encodeURIComponent(sid)}`);
  expect(exchanged.status()).toBe(200);
  const { token } = (await exchanged.json()) as { token: string };
  // Local storage is the origin's: a small answer of the lake's own puts the page there first.
  await page.goto(`${studio.origin}/v1/ping`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `__studio_auth_token_${LAKE_PROJECT}`,
    value: JSON.stringify({ token }),
  });
}

/** Opens the Studio signed in as `user` (see `storeStudioToken`), at its structure's first pane. */
export async function signIn(page: Page, user: StudioUser, origin: string) {
  await storeStudioToken(page, user, origin);
  await page.goto(`${origin}/studio`);
  await expect(page.getByRole("link", { name: /Swedish/ })).toBeVisible({ timeout: 30_000 });
}
