/** Driving the real Studio in the browser tests. */
import { expect, type Page } from "@playwright/test";

/** Signs in through the lake's own sign-in page, from the Studio at the page's origin (its `baseURL`, or `origin`). */
export async function signIn(page: Page, user: { email: string; password: string }, origin = "") {
  await page.goto(`${origin}/studio`);
  await page.getByRole("link", { name: "Little North account" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Little North Studio" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: /Swedish/ })).toBeVisible({ timeout: 30_000 });
}
