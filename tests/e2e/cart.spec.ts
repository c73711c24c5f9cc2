import { expect, type Page, test } from "@playwright/test";
import { skipConsent, waitForHydration } from "./helpers";

/** A product page with a size in stock, found from a listing. */
async function openProduct(page: Page) {
  await page.goto("/se/kille/jeans");
  const href = await page.locator(".product-card a").first().getAttribute("href");
  await page.goto(href as string);
  await waitForHydration(page, "form.product__form[data-hydrated='true']");
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
}

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

test("the empty cart shows its message", async ({ page }) => {
  await page.goto("/se");
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
  await page.getByRole("button", { name: /^Varukorg, antal varor/ }).click();
  const drawer = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("Din varukorg är tom.")).toBeVisible();
});

test("the drawer works by keyboard: Escape closes it and focus returns", async ({ page }) => {
  await page.goto("/se");
  const button = page.getByRole("button", { name: /^Varukorg, antal varor/ });
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
  await button.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});

test("no size chosen gives a clear message", async ({ page }) => {
  await openProduct(page);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Välj en storlek först." })).toBeVisible();
});

test("product page → add → drawer → checkout → confirmation", async ({ page }) => {
  await openProduct(page);
  await page.locator("input[name=variant]:not(:disabled)").first().check({ force: true });
  await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
  const drawer = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(drawer).toBeVisible();
  await expect(page.getByRole("button", { name: /^Varukorg, antal varor/ })).toHaveAccessibleName(/1/);
  await expect(drawer.getByText("Delsumma")).toBeVisible();
  await expect(drawer.getByText("Frakten räknas ut i kassan.")).toBeVisible();
  await drawer.getByRole("link", { name: "Till kassan" }).click();

  await expect(page).toHaveURL(/\/se\/checkout\/$/);
  await page.getByRole("button", { name: "Slutför köp" }).click();
  await expect(page.getByRole("alert")).toContainText("Kontrollera fälten");
  await expect(page.getByText("Fyll i det här fältet.").first()).toBeVisible();

  await page.getByLabel("E-postadress").fill("anna@example.com");
  await page.getByLabel("Mobilnummer").fill("070-123 45 67");
  await page.getByLabel("Förnamn").fill("Anna");
  await page.getByLabel("Efternamn").fill("Svensson");
  await page.getByLabel("Gatuadress").fill("Storgatan 1");
  await page.getByLabel("Postnummer", { exact: true }).fill("1234");
  await page.getByLabel("Ort", { exact: true }).fill("Stockholm");
  await page.getByRole("button", { name: "Slutför köp" }).click();
  await expect(page.getByText("Ange ett postnummer som 123 45.")).toBeVisible();
  await page.getByLabel("Postnummer", { exact: true }).fill("11122");
  await page.getByRole("button", { name: "Slutför köp" }).click();

  await expect(page.getByRole("heading", { name: "Tack för din beställning!" })).toBeVisible();
  await expect(page.getByText("111 22 Stockholm")).toBeVisible();
  await page.goto("/se");
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
  await expect(page.getByRole("button", { name: /^Varukorg, antal varor/ })).toHaveAccessibleName(/0/);
});
