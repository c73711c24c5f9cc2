import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, skipConsent, waitForHydration } from "./helpers.ts";

/** A listing with its cards' quick-add script and the cart button ready. */
async function openListing(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page, "html[data-quick-add='ready']");
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
}

const cartButton = (page: Page) => page.getByRole("button", { name: /^Varukorg, antal varor/ });
const drawerOf = (page: Page) => page.getByRole("dialog", { name: "Din varukorg" });

/** The first card with a quick-add button, and the product's name as the card shows it. */
async function firstCard(page: Page) {
  const card = page
    .locator(".product-card")
    .filter({ has: page.locator(".quick-add") })
    .first();
  const brand = (await card.locator(".product-card__brand").textContent())?.trim();
  const product = (await card.locator(".product-card__name").textContent())?.trim();
  return { card, name: `${brand} ${product}` };
}

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

test("a card's size chooser adds the chosen size: the drawer shows it and the count goes up", async ({ page }) => {
  await openListing(page, "/se/kille/jeans");
  await expect(cartButton(page)).toHaveAccessibleName(/\b0\b/);
  const { card, name } = await firstCard(page);
  const add = card.getByRole("button", { name: `Lägg ${name} i varukorgen` });
  // The button sits beside the product link, not inside it.
  expect(await add.evaluate((button) => button.closest("a"))).toBeNull();
  await add.click();

  const chooser = page.getByRole("dialog", { name: `Välj storlek för ${name}` });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByText("Välj storlek", { exact: true })).toBeVisible();
  const size = chooser.locator(".quick-add__size").first();
  await expect(size).toBeFocused();
  const label = (await size.textContent())?.trim();
  await size.click();

  await expect(chooser).toBeHidden();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`Storlek ${label}`)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(/\b1\b/);
});

test("when the quick add cannot load, the shopper is told, and the next click tries again", async ({ page }) => {
  let refused = 0;
  await page.route(/\/_astro\/quick-add\.client\.[\w-]+\.js$/, (route) => {
    refused++;
    return route.abort("internetdisconnected");
  });
  await openListing(page, "/se/kategorier/presentkort");
  const { card, name } = await firstCard(page);
  const add = card.getByRole("button", { name: `Lägg ${name} i varukorgen` });
  await add.click();
  await expect(page.getByText("Vi kunde inte lägga varan i varukorgen. Försök igen.")).toBeVisible();
  expect(refused).toBe(1);

  await page.unrouteAll();
  await add.click();
  await expect(drawerOf(page)).toBeVisible();
});

test("a one-size product (a gift card) goes straight to the cart", async ({ page }) => {
  await openListing(page, "/se/kategorier/presentkort");
  const { card, name } = await firstCard(page);
  await card.getByRole("button", { name: `Lägg ${name} i varukorgen` }).click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("One size")).toBeVisible();
  await expect(page.locator(".quick-add__chooser")).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName(/\b1\b/);
});

test("quick add works by keyboard: Escape closes the chooser and focus returns to the button", async ({ page }) => {
  await openListing(page, "/se/kille/jeans");
  const { card, name } = await firstCard(page);
  const add = card.getByRole("button", { name: `Lägg ${name} i varukorgen` });
  // Tab from the card's link reaches its button next.
  await card.locator(".product-card__link").focus();
  await page.keyboard.press("Tab");
  await expect(add).toBeFocused();

  await page.keyboard.press("Enter");
  const chooser = page.getByRole("dialog", { name: `Välj storlek för ${name}` });
  await expect(chooser).toBeVisible();
  await expect(chooser.locator(".quick-add__size").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chooser).toBeHidden();
  await expect(add).toBeFocused();

  // Open again (no second lookup), close with the close button, open once more and choose.
  await page.keyboard.press("Enter");
  await expect(chooser).toBeVisible();
  await expect(chooser.locator(".quick-add__size").first()).toBeFocused();
  await chooser.getByRole("button", { name: "Stäng" }).press("Enter");
  await expect(chooser).toBeHidden();
  await expect(add).toBeFocused();
  await page.keyboard.press("Space");
  await expect(chooser).toBeVisible();
  await page.keyboard.press("Enter");

  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(/\b1\b/);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
});

test("axe finds no serious violation with the size chooser open", async ({ page }) => {
  await openListing(page, "/se/kille/jeans");
  expect(await seriousViolations(page)).toEqual([]);
  const { card } = await firstCard(page);
  await card.locator(".quick-add").click();
  await expect(page.getByRole("dialog", { name: /^Välj storlek för / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** How far `inner` reaches outside `outer` on any side, in px (0 when inside). */
const overflow = (inner: Box, outer: Box) =>
  Math.max(
    0,
    outer.x - inner.x,
    outer.y - inner.y,
    inner.x + inner.width - (outer.x + outer.width),
    inner.y + inner.height - (outer.y + outer.height),
  );
type Box = { x: number; y: number; width: number; height: number };

test("the size chooser stays inside the screen and its card, for cards at either edge and near the top", async ({ page }) => {
  await openListing(page, "/se/kille/jeans");
  const cards = page.locator(".product-card").filter({ has: page.locator(".quick-add") });
  // The first row's first and last cards: the left and right edges of the grid.
  const tops = await cards.evaluateAll((all) => all.map((c) => Math.round(c.getBoundingClientRect().top)));
  const lastOfRow = tops.lastIndexOf(tops[0] ?? 0);
  expect(lastOfRow).toBeGreaterThan(0);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const screen = { x: 0, y: 0, ...viewport };

  for (const [index, scroll] of [
    [0, "middle"],
    [lastOfRow, "middle"],
    // Scrolled so the card's top is above the screen: the chooser must not follow it there.
    [0, "cut"],
  ] as const) {
    const card = cards.nth(index);
    await card.evaluate((el, how) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: how === "cut" ? top + el.getBoundingClientRect().height / 3 : top - 120, behavior: "instant" });
    }, scroll);
    const name = await card.locator(".quick-add").getAttribute("data-label");
    await card.locator(".quick-add").click();
    const chooser = page.getByRole("dialog", { name: name ?? "" });
    await expect(chooser).toBeVisible();
    const [box, cardBox] = [await chooser.boundingBox(), await card.boundingBox()];
    if (!box || !cardBox) throw new Error("no box");
    expect(overflow(box, screen), `card ${index} (${scroll}) off screen`).toBeLessThanOrEqual(1);
    expect(overflow(box, cardBox), `card ${index} (${scroll}) outside its card`).toBeLessThanOrEqual(1);
    // Every size can be reached: the first and the last in view (the chooser scrolls when they are many).
    await chooser.locator(".quick-add__size").last().scrollIntoViewIfNeeded();
    await expect(chooser.locator(".quick-add__size").last()).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(chooser).toBeHidden();
  }
});
