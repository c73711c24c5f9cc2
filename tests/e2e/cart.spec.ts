import { expect, type Page, test } from "@playwright/test";
import { DESKTOP_ONLY, PHONE_ONLY, skipConsent, waitForHydration } from "./helpers.ts";

/** A product page with a size in stock, found from a listing. */
async function openProduct(page: Page) {
  await page.goto("/se/kille/jeans");
  const href = await page.locator(".product-card a").first().getAttribute("href");
  await page.goto(href as string);
  await waitForHydration(page, "form.product__form[data-hydrated='true']");
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
}

/** Puts one product in the cart through its page, and closes the drawer. */
async function fillCart(page: Page) {
  await openProduct(page);
  await page.locator("input[name=variant]:not(:disabled)").first().check({ force: true });
  // The cart's answer is checked first, so a failing add reports what the server said rather than a missing drawer.
  const added = page.waitForResponse((r) => r.url().endsWith("/api/cart/items") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Lägg i varukorgen", exact: true }).click();
  const answer = await added;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByRole("dialog", { name: "Din varukorg" })).toBeVisible();
  await page.keyboard.press("Escape");
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
  // An empty state has a drawing and a way on (issue 18).
  await expect(drawer.locator("svg.illustration")).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Se nyheterna" })).toHaveAttribute("href", "/se/nyheter");
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

test("the count shows and adding opens the drawer before the cart button's code has loaded (ADR 21)", async ({ page }) => {
  const cartButtonCode: string[] = [];
  page.on("request", (r) => {
    if (/\/_astro\/CartButton\.[\w-]+\.js/.test(r.url())) cartButtonCode.push(r.url());
  });
  await page.goto("/se/kille/jeans");
  const href = await page.locator(".product-card a").first().getAttribute("href");
  await page.goto(href as string);
  await waitForHydration(page, "form.product__form[data-hydrated='true']");
  expect(cartButtonCode).toEqual([]);
  // Nobody has pointed at the cart button: the add wakes it to open its drawer.
  await page.locator("input[name=variant]:not(:disabled)").first().check({ force: true });
  await page.getByRole("button", { name: "Lägg i varukorgen", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(".cart-line")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Varukorg, antal varor: 1" })).toBeVisible();

  // The next page shows the count from the header's own script; the island's code stays away.
  cartButtonCode.length = 0;
  await page.goto("/se");
  await expect(page.getByRole("banner").getByRole("link", { name: "Varukorg, antal varor: 1" })).toBeVisible();
  await expect(page.locator(".cart-button__count")).toHaveText("1");
  await page.waitForLoadState("networkidle");
  expect(cartButtonCode).toEqual([]);
});

test(
  "the add is answered before Astro: the cart in one piece, its cookie and the security headers (ADR 49)",
  DESKTOP_ONLY,
  async ({ request, baseURL }) => {
    const group = (await (await request.get("/api/products/LN100001?market=se")).json()) as {
      variants: { variantId: number; size: string; inStock: boolean }[];
    };
    const variant = group.variants.find((v) => v.inStock);
    if (!variant) throw new Error("LN100001 has no size in stock");
    const answer = await request.post("/api/cart/items", {
      headers: { origin: baseURL as string, "accept-encoding": "identity" },
      data: { product: { variantId: variant.variantId, quantity: 2 }, options: { market: "se" } },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const cart = (await answer.json()) as {
      items: { productKey: string; size: string; quantity: number }[];
      totalQuantity: number;
    };
    expect(cart.items.map((i) => [i.productKey, i.size, i.quantity])).toEqual([["LN100001", variant.size, 2]]);
    expect(cart.totalQuantity).toBe(2);
    const headers = answer.headers();
    // Astro streams an answer in chunks; the server in front of it writes this one whole, with its length.
    expect(headers["content-length"]).toBe(String((await answer.body()).byteLength));
    expect(headers["set-cookie"]).toMatch(/^cartToken=[\w-]{43}; Max-Age=5184000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  },
);

test("no size chosen gives a clear message", async ({ page }) => {
  await openProduct(page);
  await page.getByRole("button", { name: "Lägg i varukorgen", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Välj en storlek först." })).toBeVisible();
});

test("product page → add → drawer → checkout → confirmation", async ({ page }) => {
  await openProduct(page);
  await page.locator("input[name=variant]:not(:disabled)").first().check({ force: true });
  await page.getByRole("button", { name: "Lägg i varukorgen", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(drawer).toBeVisible();
  await expect(page.getByRole("button", { name: /^Varukorg, antal varor/ })).toHaveAccessibleName(/1/);
  await expect(drawer.getByText("Delsumma")).toBeVisible();
  await expect(drawer.getByText("Frakten räknas ut i kassan.")).toBeVisible();
  // The nudge names whole kronor, as prices are (one pair of jeans is under the 699 kr threshold).
  const subtotal = Number(((await drawer.locator(".cart-drawer__subtotal strong").textContent()) ?? "").replace(/\D/g, ""));
  expect(subtotal).toBeLessThan(700);
  await expect(drawer.getByText(new RegExp(`^Handla för ${700 - subtotal}\\s*kr till för fri frakt$`))).toBeVisible();
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
  // The shop sends no e-mail yet: the confirmation must not say it did.
  await expect(page.getByText(/Spara ordernumret/)).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/skickat|bekräftelse till/i);
  await expect(page.getByText("anna@example.com")).toBeVisible();
  await page.goto("/se");
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
  await expect(page.getByRole("button", { name: /^Varukorg, antal varor/ })).toHaveAccessibleName(/0/);
});

test.describe("checkout on a phone", PHONE_ONLY, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the order lines and the total before the pay button", async ({ page }) => {
    await fillCart(page);
    await page.goto("/se/checkout/");
    const pay = page.getByRole("button", { name: "Slutför köp" });
    const payTop = (await pay.boundingBox())?.y ?? 0;
    const total = page.locator(".checkout__totals:visible dd.checkout__total");
    await expect(total).toHaveText(/\d+\s*kr/);
    const totalBox = await total.boundingBox();
    expect((totalBox?.y ?? Number.POSITIVE_INFINITY) + (totalBox?.height ?? 0)).toBeLessThanOrEqual(payTop);
    const line = await page.locator(".checkout__line").first().boundingBox();
    expect(line?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(payTop);
    // The summary and its button come after the form's fields.
    const city = await page.getByLabel("Ort", { exact: true }).boundingBox();
    expect(city?.y ?? 0).toBeLessThan(line?.y ?? 0);
  });
});

test("checkout has its own header: logo, secure checkout, the way back to the cart, no menus", async ({ page }) => {
  await fillCart(page);
  await page.goto("/se/checkout/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Little North, startsida" })).toHaveAttribute("href", "/se");
  await expect(header.getByText("Säker kassa")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Huvudmeny" })).toHaveCount(0);
  await expect(page.locator(".topbar, .perk-carousel, .mobile-menu")).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Sök" })).toHaveCount(0);
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
  await header.getByRole("button", { name: "Tillbaka till varukorgen" }).click();
  const drawer = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(".cart-line")).toHaveCount(1);
});

test("checkout lines up postal code and city, and shows shipping and payment as cards", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 640, "postal code and city share a row from 640 px");
  await fillCart(page);
  await page.goto("/se/checkout/");
  const postal = await page.getByLabel("Postnummer", { exact: true }).boundingBox();
  const city = await page.getByLabel("Ort", { exact: true }).boundingBox();
  expect(Math.abs((postal?.y ?? 0) - (city?.y ?? 1))).toBeLessThan(1);
  expect(Math.abs((postal?.height ?? 0) - (city?.height ?? 1))).toBeLessThan(1);

  const shipping = page.getByRole("group", { name: "Leverans" });
  const standard = shipping.locator("label").filter({ has: page.getByRole("radio", { name: /Standardleverans/ }) });
  const express = shipping.locator("label").filter({ has: page.getByRole("radio", { name: /Expressleverans/ }) });
  await expect(standard).toHaveCSS("border-top-style", "solid");
  await expect(standard).toHaveCSS("border-top-color", "rgb(31, 42, 68)");
  await express.click();
  await expect(page.getByRole("radio", { name: /Expressleverans/ })).toBeChecked();
  await expect(express).toHaveCSS("border-top-color", "rgb(31, 42, 68)");
  await expect(standard).not.toHaveCSS("border-top-color", "rgb(31, 42, 68)");
  const payment = page.getByRole("group", { name: "Betalning" }).locator("label").first();
  await expect(payment).toHaveCSS("border-top-style", "solid");
});
