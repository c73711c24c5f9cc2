import { chromium } from "@playwright/test";

const base = "http://localhost:4750";
const out = process.argv[2] ?? "/tmp/m/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
async function product(request, market, language) {
  for (let n = 100_001; n < 100_200; n++) {
    const a = await request.get(`${base}/api/products/LN${n}?market=${market}&language=${language}`);
    if (!a.ok()) continue;
    const g = await a.json();
    const v = g.variants.find((x) => x.inStock);
    if (!v) continue;
    const r = await request.post(`${base}/api/cart/items`, {
      headers: { origin: base },
      data: { product: { variantId: v.variantId, quantity: 1 }, options: { market }, language },
    });
    if (r.ok()) return;
  }
}
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  await context.addCookies([{ name: "ln_consent", value: "skipped-by-test", url: base }]);
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  const email = `shots.${width}.${Date.now()}@example.com`;
  await page.request.post(`${base}/api/account/register`, {
    headers: { origin: base },
    data: { firstName: "Alva", email, mobilePhone: "070-123 45 67", password: "a long secret", memberTerms: true },
  });
  const headers = { origin: base };
  await page.request.post(`${base}/api/user/addresses`, {
    headers,
    data: { market: "de", firstName: "Greta", lastName: "Lind", street: "Lindenweg 2", postalCode: "80331", city: "München" },
  });
  await page.request.post(`${base}/api/user/addresses`, {
    headers,
    data: { market: "de", firstName: "Olle", lastName: "Lind", street: "Hauptstraße 4", postalCode: "10115", city: "Berlin" },
  });
  await page.request.post(`${base}/api/user/addresses`, {
    headers,
    data: { market: "se", firstName: "Alva", lastName: "Berg", street: "Storgatan 1", postalCode: "11122", city: "Stockholm" },
  });
  await page.goto(`${base}/se/user/settings`);
  await page.locator(".account__address-edit summary").first().click();
  await shot("settings-se");
  await product(page.request, "de", "de");
  await page.goto(`${base}/de/checkout/`);
  await shot("checkout-de");
  await page.getByRole("button", { name: "Bestellung abschicken" }).or(page.locator(".checkout__pay")).first().click();
  await page.waitForURL(/confirmation/);
  const number = new URL(page.url()).searchParams.get("order");
  await shot("confirmation-de");
  await page.goto(`${base}/de/user/orders`);
  await shot("orders-de");
  await page.goto(`${base}/de/user/orders/${number}`);
  await shot("order-de");
  await page.goto(`${base}/de/user/orders/LN000000-000000`);
  await shot("order-404-de");
  for (const m of ["se", "fi", "pl", "fr"]) {
    await product(page.request, m, m === "se" ? "sv" : m);
    await page.goto(`${base}/${m}/checkout/`);
    await page.locator(".checkout-header").screenshot({ path: `${out}/checkout-header-${m}-${width}.png` });
  }
  await page.goto(`${base}/se`);
  await page.waitForTimeout(2500);
  const trigger = page.locator(".topbar .market-switcher__trigger");
  await trigger.hover();
  await page.waitForSelector(".market-switcher--topbar[data-hydrated='true']");
  await trigger.click();
  await page.getByRole("radio", { name: "Polska · PLN" }).check();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/switcher-se-${width}.png` });
  await page.keyboard.press("Escape");
  if (width < 1024) {
    await page
      .locator(".mobile-menu")
      .hover()
      .catch(() => {});
    await page.waitForSelector(".mobile-menu[data-hydrated='true']").catch(() => {});
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/mobile-menu-se-${width}.png` });
  }
  await context.close();
}
await browser.close();
