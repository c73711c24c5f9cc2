import { expect, test } from "@playwright/test";
import { skipConsent } from "./helpers.ts";
import { inStock, startTlsProxy } from "./servers.ts";

/**
 * Issue 12, item 7: behind a TLS proxy (SITE_URL is its origin, TRUST_PROXY lets
 * the shop believe its X-Forwarded-* headers) cookies are Secure, HSTS is sent,
 * and the form posts (add to cart without JavaScript, checkout) are not refused.
 */
let proxy: Awaited<ReturnType<typeof startTlsProxy>>;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  proxy = await startTlsProxy();
});
test.afterAll(async () => {
  await proxy?.close();
});

test.use({ ignoreHTTPSErrors: true, javaScriptEnabled: false });

test("without JavaScript, add to cart and checkout work through the HTTPS proxy, with Secure cookies", async ({
  page,
  baseURL,
}) => {
  const [product] = await inStock(baseURL as string, 1, 100500);
  await skipConsent(page, proxy.origin);
  const first = await page.goto(`${proxy.origin}${product?.fullSlug}`);
  expect(first?.headers()["strict-transport-security"]).toContain("max-age=");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`^${proxy.origin}/se/`));

  await page.locator("input[name=variant]:not(:disabled)").first().check();
  await page.getByRole("button", { name: "Lägg i varukorgen", exact: true }).click();
  await expect(page).toHaveURL(/[?&]added=1/);
  expect(new URL(page.url()).origin).toBe(proxy.origin);
  const cookies = await page.context().cookies(proxy.origin);
  const cart = cookies.find((c) => c.name === "cartToken");
  expect(cart).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });

  await page.goto(`${proxy.origin}/se/checkout/`);
  await page.getByLabel("E-postadress").fill("anna@example.com");
  await page.getByLabel("Mobilnummer").fill("070-123 45 67");
  await page.getByLabel("Förnamn").fill("Anna");
  await page.getByLabel("Efternamn").fill("Svensson");
  await page.getByLabel("Gatuadress").fill("Storgatan 1");
  await page.getByLabel("Postnummer", { exact: true }).fill("11122");
  await page.getByLabel("Ort", { exact: true }).fill("Stockholm");
  await page.getByRole("button", { name: "Slutför köp" }).click();
  await expect(page.getByRole("heading", { name: "Tack för din beställning!" })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(proxy.origin);
  const checkout = (await page.context().cookies(proxy.origin)).find((c) => c.name === "checkoutToken");
  expect(checkout?.secure).toBe(true);
});
