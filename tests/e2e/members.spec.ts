import { expect, type Page, test } from "@playwright/test";
import { POSTAL_CODES } from "#lib/commerce/checkout/address.ts";
import { fill } from "#lib/i18n/fill.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { type Storefront, storefront } from "#lib/markets/markets.ts";
import {
  addAnyProduct,
  DESKTOP_ONLY,
  layoutShifts,
  onPhoneIfSampled,
  prefixShifts,
  recordLayoutShifts,
  registerByApi,
  seriousViolations,
  skipConsent,
} from "./helpers.ts";

/**
 * Issue 29, items 6 and 7: a member's checkout starts filled in and offers their address
 * book, kept in /user/settings; /user/orders shows each order's lines with pictures,
 * delivery, status and totals, with a page per order; the confirmation shows pictures and
 * the delivery method. Three storefronts of different languages, at both widths.
 */

interface Place {
  sf: Storefront;
  home: { street: string; postalCode: string; city: string; written: string };
  granny: { street: string; postalCode: string; city: string };
}

const PLACES: Place[] = [
  {
    sf: storefront("se"),
    home: { street: "Storgatan 1", postalCode: "11122", city: "Stockholm", written: "111 22" },
    granny: { street: "Sjövägen 4", postalCode: "181 30", city: "Lidingö" },
  },
  {
    sf: storefront("de"),
    home: { street: "Hauptstraße 4", postalCode: "10115", city: "Berlin", written: "10115" },
    granny: { street: "Lindenweg 2", postalCode: "80331", city: "München" },
  },
  {
    sf: storefront("fr"),
    home: { street: "12 rue de Rivoli", postalCode: "75001", city: "Paris", written: "75001" },
    granny: { street: "3 allée des Tilleuls", postalCode: "69002", city: "Lyon" },
  },
];

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
  await recordLayoutShifts(page);
});

const origin = (baseURL: string | undefined) => new URL(baseURL ?? "http://localhost").origin;

/** The checkout form's fields, by their labels. */
function checkoutFields(page: Page, sf: Storefront) {
  const t = dictionary(sf.language).cart.checkout;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    email: field(t.email),
    phone: field(t.phone),
    firstName: field(t.firstName),
    lastName: field(t.lastName),
    street: field(t.street),
    postalCode: field(t.postalCode),
    city: field(t.city),
  };
}

for (const { sf, home, granny } of PLACES) {
  const t = dictionary(sf.language);
  const user = t.account.user;

  test(`${sf.basePath}: the address book in the settings adds, checks, changes, chooses the default and deletes${onPhoneIfSampled(sf.basePath)}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await registerByApi(page.request, baseURL, false, "Alva");
    await page.goto(`${sf.basePath}/user/settings`);
    const book = page.getByRole("region", { name: user.addressesHeading });
    await expect(book.getByText(user.noAddresses)).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // The add form is open while the book is empty; the country is the storefront's.
    const add = book.locator("form[data-address-form='new']");
    await expect(add.getByLabel(user.country)).toHaveValue(sf.market.code);
    await add.getByLabel(t.cart.checkout.firstName, { exact: true }).fill("Alva");
    await add.getByLabel(t.cart.checkout.lastName, { exact: true }).fill("Berg");
    await add.getByLabel(t.cart.checkout.street, { exact: true }).fill(home.street);
    await add.getByLabel(t.cart.checkout.postalCode, { exact: true }).fill("1234");
    await add.getByLabel(t.cart.checkout.city, { exact: true }).fill(home.city);
    await add.getByRole("button", { name: user.saveAddress }).click();
    // The checkout's own rule and words: a postal code of this country.
    const postal = add.getByLabel(t.cart.checkout.postalCode, { exact: true });
    await expect(postal).toHaveAttribute("aria-invalid", "true");
    await expect(postal).toHaveAccessibleDescription(
      fill(t.cart.errors.postalCode, { example: POSTAL_CODES[sf.market.code].example }),
    );
    await postal.fill(home.postalCode);
    await add.getByRole("button", { name: user.saveAddress }).click();
    await expect(book.getByRole("status")).toHaveText(user.addressSaved);
    const items = book.getByRole("listitem");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`${home.written} ${home.city}`);
    await expect(items.first().getByText(user.defaultAddress, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A second address, then it becomes the default.
    await book.getByText(user.addAddress).click();
    await add.getByLabel(t.cart.checkout.firstName, { exact: true }).fill("Greta");
    await add.getByLabel(t.cart.checkout.lastName, { exact: true }).fill("Berg");
    await add.getByLabel(t.cart.checkout.street, { exact: true }).fill(granny.street);
    await add.getByLabel(t.cart.checkout.postalCode, { exact: true }).fill(granny.postalCode);
    await add.getByLabel(t.cart.checkout.city, { exact: true }).fill(granny.city);
    await add.getByRole("button", { name: user.saveAddress }).click();
    await expect(items).toHaveCount(2);
    await book.getByRole("button", { name: new RegExp(`^${user.makeDefault}: Greta Berg`) }).click();
    await expect(items.first()).toContainText(granny.street);
    await expect(items.first().getByText(user.defaultAddress, { exact: true })).toBeVisible();
    await expect(items.nth(1).getByText(user.defaultAddress, { exact: true })).toHaveCount(0);

    // Changing the first: its own form, filled with it.
    await items.first().getByText(user.change).click();
    const edit = items.first().locator("form");
    await expect(edit.getByLabel(t.cart.checkout.street, { exact: true })).toHaveValue(granny.street);
    await edit.getByLabel(t.cart.checkout.street, { exact: true }).fill(`${granny.street} B`);
    await edit.getByRole("button", { name: user.saveAddress }).click();
    await expect(items.first()).toContainText(`${granny.street} B`);

    await book.getByRole("button", { name: new RegExp(`^${user.delete}: Greta Berg`) }).click();
    await expect(book.getByRole("status")).toHaveText(user.addressDeleted);
    await expect(items).toHaveCount(1);
    // The one left is the default now.
    await expect(items.first().getByText(user.defaultAddress, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(
    `${sf.basePath}: a member's checkout is filled in (account, last delivery, address book), never for anyone else${onPhoneIfSampled(sf.basePath)}`,
    DESKTOP_ONLY,
    async ({ page, baseURL, browser }) => {
      test.setTimeout(120_000);
      const email = await registerByApi(page.request, baseURL, true, "Alva");
      await addAnyProduct(page.request, baseURL, sf);
      const answer = await page.goto(`${sf.basePath}/checkout/`);
      expect(answer?.headers()["cache-control"]).toBe("private, no-store");
      const fields = checkoutFields(page, sf);
      // Before the first order: what the account knows.
      await expect(fields.email).toHaveValue(email);
      await expect(fields.phone).toHaveValue("070-123 45 67");
      await expect(fields.firstName).toHaveValue("Alva");
      await expect(fields.street).toHaveValue("");
      expect(await layoutShifts(page)).toEqual([]);
      await fields.lastName.fill("Berg");
      await fields.street.fill(home.street);
      await fields.postalCode.fill(home.postalCode);
      await fields.city.fill(home.city);
      await page.getByRole("button", { name: t.cart.checkout.placeOrder }).click();
      await expect(page.getByRole("heading", { name: t.cart.confirmation.title })).toBeVisible();

      // The next checkout: the last delivery address.
      await addAnyProduct(page.request, baseURL, sf);
      await page.goto(`${sf.basePath}/checkout/`);
      await expect(fields.lastName).toHaveValue("Berg");
      await expect(fields.street).toHaveValue(home.street);
      await expect(fields.postalCode).toHaveValue(home.written);
      await expect(fields.city).toHaveValue(home.city);

      // With an address book: its default, and every address of this country to choose from.
      const headers = { origin: origin(baseURL) };
      const address = { market: sf.market.code, firstName: "Greta", lastName: "Lind", ...granny };
      expect((await page.request.post("/api/user/addresses", { headers, data: { ...address, isDefault: true } })).status()).toBe(
        201,
      );
      const other = { ...address, firstName: "Olle", street: `${granny.street} C` };
      expect((await page.request.post("/api/user/addresses", { headers, data: other })).status()).toBe(201);
      await page.goto(`${sf.basePath}/checkout/`);
      await expect(fields.firstName).toHaveValue("Greta");
      await expect(fields.street).toHaveValue(granny.street);
      const saved = page.getByRole("list", { name: t.cart.checkout.savedAddresses });
      await expect(saved.getByRole("link")).toHaveCount(2);
      await expect(saved.getByRole("link", { name: /^Greta Lind/ })).toHaveAttribute("aria-current", "true");
      await saved.getByRole("link", { name: /^Olle Lind/ }).click();
      await expect(fields.firstName).toHaveValue("Olle");
      await expect(fields.street).toHaveValue(other.street);
      await expect(saved.getByRole("link", { name: /^Olle Lind/ })).toHaveAttribute("aria-current", "true");
      expect(await seriousViolations(page)).toEqual([]);

      // Another shopper on another browser gets an empty form.
      const guest = await browser.newContext();
      const guestPage = await guest.newPage();
      await skipConsent(guestPage, baseURL);
      await addAnyProduct(guestPage.request, baseURL, sf);
      await guestPage.goto(`${sf.basePath}/checkout/`);
      await expect(checkoutFields(guestPage, sf).email).toHaveValue("");
      await expect(checkoutFields(guestPage, sf).street).toHaveValue("");
      await expect(guestPage.getByRole("list", { name: t.cart.checkout.savedAddresses })).toHaveCount(0);
      await guest.close();
    },
  );

  test(
    `${sf.basePath}: orders show their lines with pictures, delivery, status and totals, each on its own page, only to their owner${onPhoneIfSampled(sf.basePath)}`,
    DESKTOP_ONLY,
    async ({ page, baseURL, browser }) => {
      test.setTimeout(120_000);
      await registerByApi(page.request, baseURL, true, "Alva");
      const product = await addAnyProduct(page.request, baseURL, sf);
      await page.goto(`${sf.basePath}/checkout/`);
      expect(await prefixShifts(page, ".checkout__summary")).toEqual([]);
      const fields = checkoutFields(page, sf);
      await fields.lastName.fill("Berg");
      await fields.street.fill(home.street);
      await fields.postalCode.fill(home.postalCode);
      await fields.city.fill(home.city);
      await page
        .getByRole("group", { name: t.cart.checkout.shipping, exact: true })
        .getByRole("radio", { name: new RegExp(t.cart.checkout.express) })
        .check();
      await page.getByRole("button", { name: t.cart.checkout.placeOrder }).click();

      // The confirmation: the line's picture and the delivery method.
      await expect(page.getByRole("heading", { name: t.cart.confirmation.title })).toBeVisible();
      const number = new URL(page.url()).searchParams.get("order") as string;
      const confirmation = page.getByRole("region", { name: t.cart.checkout.summary });
      await expect(confirmation.getByRole("img", { name: product })).toBeVisible();
      await expect(confirmation.getByRole("definition").filter({ hasText: t.cart.checkout.express })).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await prefixShifts(page, ".order-details")).toEqual([]);

      await page.goto(`${sf.basePath}/user/orders`);
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: fill(user.orderNumber, { number }) }) });
      await expect(card.getByRole("img", { name: product })).toBeVisible();
      await expect(card).toContainText(`${user.orderStatus}: ${user.orderStatuses.placed}`);
      await expect(card).toContainText(t.cart.checkout.express);
      expect(await layoutShifts(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await prefixShifts(page, ".account__orders")).toEqual([]);
      await card.getByRole("link", { name: fill(user.viewOrder, { number }) }).click();

      await expect(page).toHaveURL(`${sf.basePath}/user/orders/${number}`);
      await expect(page.getByRole("heading", { level: 1, name: fill(user.orderTitle, { number }) })).toBeVisible();
      const details = page.getByRole("region", { name: t.cart.checkout.summary });
      await expect(details.getByRole("img", { name: product })).toBeVisible();
      await expect(details).toContainText(user.orderStatuses.placed);
      await expect(details).toContainText(t.cart.checkout.express);
      await expect(details).toContainText(home.street);
      expect(await layoutShifts(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await prefixShifts(page, ".order-details")).toEqual([]);

      // Someone else's order is no page at all, the same 404 as a number nobody has.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await skipConsent(otherPage, baseURL);
      await registerByApi(otherPage.request, baseURL, true, "Otto");
      for (const tried of [number, "LN000000-000000"]) {
        const answer = await otherPage.goto(`${sf.basePath}/user/orders/${tried}`);
        expect(answer?.status()).toBe(404);
        await expect(otherPage.getByRole("heading", { level: 1, name: t.catalog.notFound.title })).toBeVisible();
        await expect(otherPage.getByText(home.street)).toHaveCount(0);
      }
      await other.close();
    },
  );
}
