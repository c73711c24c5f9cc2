import { createHash, createHmac } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { signEclub } from "#lib/account/eclub.server.ts";
import { memberUnitPrice } from "#lib/commerce/cart/pricing.ts";
import { eclubSecret } from "#lib/secrets.server.ts";
import { freshEmail, registerByApi, seriousViolations, skipConsent, waitForHydration } from "./helpers.ts";

/** A token signed with the shop's key but valid until the year 3000, as signEclub refuses to make one. */
function farFutureEclub(secret: string, contactId: string): string {
  const payload = Buffer.from(JSON.stringify({ contactId, exp: Date.UTC(3000, 0, 1) / 1000 })).toString("base64url");
  return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
}

/** Opens the desktop hover menu of the account icon and returns it. */
async function openAccountMenu(page: Page) {
  const menu = page.locator("[data-account-menu]");
  await menu.hover();
  const panel = menu.locator(".account-menu__panel");
  await expect(panel).toBeVisible();
  return panel;
}

/** Server flows are the same at every width: they run once, in the desktop project. */
function serverFlowOnce() {
  test.skip(test.info().project.name === "mobile", "a server flow, the same at every width: run once, on desktop");
}

/** Fills the Swedish checkout the page is on and places the order; answers its number. */
async function placeSwedishOrder(page: Page, email: string, firstName: string) {
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Mobilnummer").fill("070-123 45 67");
  await page.getByLabel("Förnamn").fill(firstName);
  await page.getByLabel("Efternamn").fill("Svensson");
  await page.getByLabel("Gatuadress").fill("Storgatan 1");
  await page.getByLabel("Postnummer", { exact: true }).fill("11122");
  await page.getByLabel("Ort", { exact: true }).fill("Stockholm");
  await page.getByRole("button", { name: "Slutför köp" }).click();
  await expect(page.getByRole("heading", { name: "Tack för din beställning!" })).toBeVisible();
  return new URL(page.url()).searchParams.get("order") as string;
}

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

test.describe("account menu on desktop", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "the hover menu is a desktop menu");

  for (const [market, login, join] of [
    ["se", "Logga in", "Bli medlem – få 10 %"],
    ["de", "Anmelden", "Mitglied werden – 10 % sparen"],
    ["pl", "Zaloguj się", "Dołącz do klubu – zyskaj 10 %"],
  ] as const) {
    test(`anonymous in /${market}: log in and become a member, by mouse and keyboard`, async ({ page }) => {
      await page.goto(`/${market}`);
      const panel = await openAccountMenu(page);
      await expect(panel.getByRole("link")).toHaveText([login, join]);
      await expect(page.locator("[data-account-link]")).toHaveAttribute("href", `/${market}/login`);
      await page.mouse.move(0, 0);
      await page.locator("[data-account-link]").focus();
      await expect(panel).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link", { name: login })).toBeFocused();
    });
  }

  for (const [market, hello, mine, settings, logout, orders] of [
    ["de", "Hallo Alva!", "Mein Konto", "Einstellungen", "Abmelden", "Bestellungen"],
    ["fr", "Bonjour Alva !", "Mon compte", "Paramètres", "Se déconnecter", "Commandes"],
    ["nl", "Hoi Alva!", "Mijn pagina's", "Instellingen", "Uitloggen", "Bestellingen"],
  ] as const) {
    test(`authenticated in /${market}: greeting, my pages, settings, logout; members also orders and offers`, async ({
      page,
      baseURL,
    }) => {
      await registerByApi(page.request, baseURL, false);
      await page.goto(`/${market}`);
      await expect(page.getByRole("link", { name: mine, exact: true }).first()).toHaveAttribute("href", `/${market}/user`);
      let panel = await openAccountMenu(page);
      await waitForHydration(page, "[data-account-menu][data-hydrated='true']");
      await expect(panel.getByText(hello)).toBeVisible();
      await expect(panel.getByRole("link")).toHaveText([mine, settings]);
      await expect(panel.getByRole("button", { name: logout })).toBeVisible();

      // Members-only pages send others to /user with the reason.
      await page.goto(`/${market}/user/orders`);
      await expect(page).toHaveURL(new RegExp(`/${market}/user\\?reason=members-only$`));
      await expect(page.getByRole("status")).toBeVisible();

      await page.context().clearCookies();
      await skipConsent(page, baseURL);
      await registerByApi(page.request, baseURL, true);
      await page.goto(`/${market}`);
      panel = await openAccountMenu(page);
      await waitForHydration(page, "[data-account-menu][data-hydrated='true']");
      await expect(panel.getByRole("link")).toHaveCount(4);
      await expect(panel.getByRole("link", { name: orders })).toHaveAttribute("href", `/${market}/user/orders`);
      await expect(panel.getByRole("link").nth(2)).toHaveAttribute("href", `/${market}/user/offers`);
    });
  }
});

test("register → join → member price → order → /user/orders → logout clears cart and checkout cookies", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto("/se/login");
  const email = freshEmail("anna");
  const register = page.locator("form[data-account-form='register']");
  await register.getByLabel("Förnamn").fill("Anna");
  await register.getByLabel("E-post").fill(email);
  await register.getByLabel("Mobilnummer").fill("070-123 45 67");
  await register.getByLabel("Lösenord").fill("a long secret");
  await expect(register.getByText("Minst 10 tecken.")).toBeVisible();
  await expect(register.getByRole("checkbox")).not.toBeChecked();
  await register.getByRole("button", { name: "Skapa konto" }).click();

  await expect(page).toHaveURL(/\/se\/user$/);
  await expect(page.getByRole("heading", { name: "Välkommen, Anna" })).toBeVisible();
  await page.getByRole("button", { name: "Bli medlem" }).click();
  await expect(page.getByText("Du är medlem i family")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Mina sidor" }).getByRole("link", { name: "Ordrar" })).toBeVisible();

  // A full-priced product: the member discount applies to it (ADR 17).
  await page.goto("/se/kille/jeans");
  const card = page
    .locator(".product-card")
    .filter({ hasNot: page.locator(".price--sale") })
    .first();
  await page.goto((await card.locator("a").first().getAttribute("href")) as string);
  await waitForHydration(page, "form.product__form[data-hydrated='true']");
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
  await page.locator("input[name=variant]:not(:disabled)").first().check({ force: true });
  await page.getByRole("button", { name: "Lägg i varukorgen", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(drawer.getByText("Medlemsrabatt 10 %")).toBeVisible();
  // Swedish amounts: "399 kr", "39,90 kr"; compared in öre.
  const ore = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d,]/g, "").replace(",", ".")) * 100);
  const line = ore(await drawer.locator(".cart-line__price").first().textContent());
  const discount = ore(await drawer.locator(".cart-drawer__discount span").nth(1).textContent());
  // The member price is whole kronor, rounded down (docs/rules.md): 399 kr → 359 kr, a discount of 40 kr.
  expect(line - discount).toBe(memberUnitPrice(line, "SEK"));
  await drawer.getByRole("link", { name: "Till kassan" }).click();

  await expect(page.getByText("Medlemsrabatt 10 %")).toBeVisible();
  const number = await placeSwedishOrder(page, email, "Anna");

  await page.goto("/se/user/orders");
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();

  const names = async () => (await context.cookies()).map((c) => c.name);
  expect(await names()).toEqual(expect.arrayContaining(["cartToken", "checkoutToken"]));
  await page.getByRole("navigation", { name: "Mina sidor" }).getByRole("button", { name: "Logga ut" }).click();
  await expect(page).toHaveURL(/\/se$/);
  expect(await names()).not.toContain("cartToken");
  expect(await names()).not.toContain("checkoutToken");
  expect((await names()).some((n) => n.includes("session_token"))).toBe(false);
  await page.goto("/se/user");
  await expect(page).toHaveURL(/\/se\/login\?next=/);
});

test("a guest order joins the account once the mailed link confirms the address", async ({ page, request }) => {
  serverFlowOnce();
  test.setTimeout(120_000);
  const email = freshEmail("vera");

  // As a guest: one full-priced product, then the checkout.
  await page.goto("/se/kille/jeans");
  await page.goto((await page.locator(".product-card a").first().getAttribute("href")) as string);
  await waitForHydration(page, "form.product__form[data-hydrated='true']");
  await waitForHydration(page, ".cart-button[data-hydrated='true']");
  await page.locator("input[name=variant]:not(:disabled)").first().check({ force: true });
  await page.getByRole("button", { name: "Lägg i varukorgen", exact: true }).click();
  await page.getByRole("dialog", { name: "Din varukorg" }).getByRole("link", { name: "Till kassan" }).click();
  const number = await placeSwedishOrder(page, email, "Vera");

  // Then an account with the same address, as a member: the order is not theirs yet.
  await page.goto("/se/login");
  const register = page.locator("form[data-account-form='register']");
  await register.getByLabel("Förnamn").fill("Vera");
  await register.getByLabel("E-post").fill(email);
  await register.getByLabel("Mobilnummer").fill("070-123 45 67");
  await register.getByLabel("Lösenord").fill("a long secret");
  await register.getByRole("checkbox").check();
  await register.getByRole("button", { name: "Skapa konto" }).click();
  await expect(page).toHaveURL(/\/se\/user$/);
  await expect(page.getByText("Bekräfta din e-postadress för att se beställningar")).toBeVisible();
  await page.goto("/se/user/orders");
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toHaveCount(0);

  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await answer.json()) as { mails: { kind: string; subject: string; text: string }[] };
  const mail = mails.find((m) => m.kind === "verify-email");
  expect(mail?.subject).toBe("Bekräfta din e-postadress");
  const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
  expect(link.pathname).toBe("/se/login/verify");

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Bekräfta din e-postadress", level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "Din e-postadress är bekräftad. Beställningar du gjort som gäst med den finns nu i ditt konto.",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Till Mina sidor" }).click();
  await expect(page.getByText("Bekräfta din e-postadress för att se beställningar")).toHaveCount(0);
  await page.goto("/se/user/orders");
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();

  // A link that was tampered with confirms nothing.
  await page.goto(`${link.pathname}?token=${link.searchParams.get("token")?.slice(0, -3)}abc`);
  await expect(page.getByRole("status")).toHaveText(
    "Länken har gått ut eller hör inte till något konto. Logga in så kan du få en ny från Mina sidor.",
  );
});

test("the reset and confirmation pages of mails exist in the English storefronts too", async ({ page }) => {
  serverFlowOnce();
  await page.goto("/de/en/login/reset?token=abcdefghijklmnopqrstuvwxyz");
  await expect(page.getByRole("heading", { name: "Choose a new password", level: 1 })).toBeVisible();
  await page.goto("/pl/en/login/verify?token=abcdefghijklmnopqrstuvwxyz");
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address", level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/This link has expired/);
});

test("a wrong password is answered in the shopper's language", async ({ page }) => {
  serverFlowOnce();
  await page.goto("/fi/login");
  const form = page.locator("form[data-account-form='sign-in']");
  await form.getByLabel("Sähköposti").fill(freshEmail("nobody"));
  await form.getByLabel("Salasana").fill("not the password");
  await form.getByRole("button", { name: "Kirjaudu sisään" }).click();
  await expect(form.getByRole("alert")).toHaveText("Sähköposti tai salasana on väärin.");
});

test("a forgotten password: the reset link arrives in the shopper's language, works once, and the new password signs in", async ({
  page,
  request,
  baseURL,
}) => {
  serverFlowOnce();
  const email = await registerByApi(request, baseURL, false, "Noor");
  await page.goto("/nl/login");
  await page.getByText("Wachtwoord vergeten?").click();
  const forgot = page.locator("form[data-account-form='forgot']");
  await forgot.getByLabel("E-mailadres").fill(email);
  await forgot.getByRole("button", { name: "Link versturen" }).click();
  await expect(forgot.getByRole("status")).toHaveText(
    "Als er een account met dit e-mailadres bestaat, is er een link onderweg. Die is een uur geldig.",
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The mail, read from the local outbox as a developer would.
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  const { mails } = (await answer.json()) as { mails: { kind: string; subject: string; text: string }[] };
  const mail = mails.find((m) => m.kind === "password-reset");
  expect(mail?.subject).toBe("Kies een nieuw wachtwoord");
  expect(mail?.text).toContain("Hoi Noor,");
  const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
  expect(link.pathname).toBe("/nl/login/reset");

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Kies een nieuw wachtwoord", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("a brand new secret");
  await page.getByRole("button", { name: "Nieuw wachtwoord opslaan" }).click();
  await expect(page.getByRole("status")).toHaveText("Je wachtwoord is gewijzigd. Je kunt er nu mee inloggen.");

  // The same link a second time: refused, in Dutch.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("yet another secret");
  await page.getByRole("button", { name: "Nieuw wachtwoord opslaan" }).click();
  await expect(page.getByRole("alert")).toHaveText("De link is verlopen of al gebruikt. Vraag een nieuwe aan.");

  await page.getByRole("link", { name: "Naar inloggen" }).click();
  const signIn = page.locator("form[data-account-form='sign-in']");
  await signIn.getByLabel("E-mailadres").fill(email);
  await signIn.getByLabel("Wachtwoord").fill("a brand new secret");
  await signIn.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/nl\/user$/);
});

test("registering sends analytics the hashed e-mail when advertising consent was given", async ({ page }) => {
  serverFlowOnce();
  const email = freshEmail("emil");
  await page.addInitScript(() => {
    localStorage.setItem(
      "ln.consentMode",
      JSON.stringify({ ad_storage: "granted", ad_personalization: "granted", analytics_storage: "granted" }),
    );
    // What the page pushes to the dataLayer, kept across the navigation that follows a registration.
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    const layer = w.dataLayer;
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      const seen = JSON.parse(sessionStorage.getItem("pushed") ?? "[]") as unknown[];
      sessionStorage.setItem("pushed", JSON.stringify([...seen, ...items.filter((i) => (i as { event?: string })?.event)]));
      return push(...items);
    };
  });
  await page.goto("/se/login");
  const form = page.locator("form[data-account-form='register']");
  await form.getByLabel("Förnamn").fill("Emil");
  await form.getByLabel("E-post").fill(email.toUpperCase());
  await form.getByLabel("Mobilnummer").fill("070-123 45 67");
  await form.getByLabel("Lösenord").fill("a long secret");
  await form.getByRole("button", { name: "Skapa konto" }).click();
  await expect(page).toHaveURL(/\/se\/user$/);
  const pushed = await page.evaluate(() => JSON.parse(sessionStorage.getItem("pushed") ?? "[]") as unknown[]);
  expect(pushed).toContainEqual({ event: "email_hashed", email_hashed: createHash("sha256").update(email).digest("hex") });
});

test("the cookie choice of a signed-in shopper reaches the customer record, only when it differs", async ({ page, baseURL }) => {
  serverFlowOnce();
  await registerByApi(page.request, baseURL, false, "Greta");
  await page.context().clearCookies({ name: "ln_consent" });
  const syncs: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/customer/consents") && r.method() === "POST") syncs.push(r.postDataJSON());
  });
  const consents = async () =>
    ((await (await page.request.get("/api/customer")).json()) as { data: { attributes: { consents: unknown[] } } }).data
      .attributes.consents;

  await page.goto("/se");
  await page.getByRole("button", { name: "Godkänn alla" }).click();
  await expect.poll(consents).toEqual(
    expect.arrayContaining([
      { id: "adStorage", value: true },
      { id: "adPersonalization", value: true },
    ]),
  );
  expect(syncs).toHaveLength(1);

  // Only necessary cookies from now on: both advertising consents turn false on the record.
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Cookieinställningar" }).click();
  const settings = page.getByRole("dialog", { name: "Cookieinställningar" });
  await settings.getByRole("button", { name: "Endast nödvändiga" }).click();
  await expect.poll(consents).toEqual(
    expect.arrayContaining([
      { id: "adStorage", value: false },
      { id: "adPersonalization", value: false },
    ]),
  );
  expect(syncs).toHaveLength(2);

  // The same choice again changes nothing, so nothing is sent.
  await footer.getByRole("button", { name: "Cookieinställningar" }).click();
  await settings.getByRole("button", { name: "Endast nödvändiga" }).click();
  await expect(settings).toBeHidden();
  await page.waitForLoadState("networkidle");
  expect(syncs).toHaveLength(2);
});

test("members see the offers live now, from the Studio's member offers, in their language", async ({ page, baseURL }) => {
  serverFlowOnce();
  await registerByApi(page.request, baseURL, true, "Maja");
  await page.goto("/se/user/offers");
  const offers = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
  await expect(offers).toHaveCount(1);
  await expect(offers.getByRole("heading", { name: "10 % på höstens nyheter" })).toBeVisible();
  await expect(offers).toContainText("Gäller till och med 31 december 2027");
  await expect(offers.getByRole("link", { name: "Handla erbjudandet" })).toHaveAttribute("href", "/se/nyheter");
  // The back-to-school offer ended in August.
  await expect(page.getByText("Skolstart med family")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/fi/user/offers");
  await expect(page.getByRole("heading", { name: "10 % syksyn uutuuksista" })).toBeVisible();
  await expect(page.getByText("Voimassa 31. joulukuuta 2027 asti")).toBeVisible();
});

test("the settings change the password with the current one, in the shopper's language", async ({ page, baseURL }) => {
  serverFlowOnce();
  await registerByApi(page.request, baseURL, false);
  await page.goto("/de/user/settings");
  const form = page.getByRole("form", { name: "Passwort" });
  await form.getByLabel("Aktuelles Passwort").fill("a long secret");
  await form.getByLabel("Neues Passwort", { exact: true }).fill("a changed secret");
  await form.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByText("Dein Passwort wurde geändert. Auf allen anderen Geräten bist du abgemeldet.")).toBeVisible();
  await expect(form.getByLabel("Aktuelles Passwort")).toHaveValue("");
  // The old password no longer proves anything.
  await form.getByLabel("Aktuelles Passwort").fill("a long secret");
  await form.getByLabel("Neues Passwort", { exact: true }).fill("yet another secret");
  await form.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(form.getByRole("alert")).toHaveText("Das aktuelle Passwort ist falsch.");
  // The first change's toast leaves after four seconds, fading: axe reading its text half faded found a contrast the
  // toast never has at rest (a retried run of stop 60's CI). The page is checked once it has gone.
  await expect(page.getByText("Dein Passwort wurde geändert. Auf allen anderen Geräten bist du abgemeldet.")).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a failing settings update shows 'user.error' as a toast", async ({ page, baseURL }) => {
  await registerByApi(page.request, baseURL, false);
  await page.goto("/dk/user/settings");
  await page.route("**/api/user/update", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"INTERNAL","message":"x"}}' }),
  );
  await page.locator("form[data-account-form='settings']").getByLabel("Fornavn").fill("Else");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByText("Vi kunne ikke gemme dine ændringer. Prøv igen.")).toBeVisible();
});

test("login and my pages have no serious accessibility violations", async ({ page, baseURL }) => {
  await page.goto("/se/login");
  expect(await seriousViolations(page)).toEqual([]);
  await registerByApi(page.request, baseURL, false);
  for (const path of ["/se/user", "/se/user/settings"]) {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test("soft login: a valid eclub link identifies the visitor, expired and forged ones do nothing; the parameter leaves the address", async ({
  page,
  baseURL,
}) => {
  serverFlowOnce();
  const res = await page.request.post("/api/account/register", {
    headers: { origin: new URL(baseURL ?? "http://localhost").origin },
    data: {
      firstName: "Eli",
      email: freshEmail("eli"),
      mobilePhone: "070-123 45 67",
      password: "a long secret",
      memberTerms: false,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await (await page.request.get("/api/customer")).json()) as { data: { id: string } };
  await page.context().clearCookies();
  await skipConsent(page, baseURL);
  const week = new Date(Date.now() + 7 * 86_400_000);
  const secret = eclubSecret();

  for (const [eclub, identified] of [
    [signEclub(secret, data.id, new Date(Date.now() - 60_000)), false],
    [signEclub("a forger's secret of some length", data.id, week), false],
    // Signed with the shop's key, but for the year 3000: no link lives longer than 30 days (issue 26).
    [farFutureEclub(secret, data.id), false],
    [signEclub(secret, data.id, week), true],
  ] as const) {
    const answered = page.waitForResponse((r) => r.url().includes("/api/customer/identity"));
    await page.goto(`/se/kille?eclub=${encodeURIComponent(eclub)}`);
    expect((await answered).status()).toBe(identified ? 200 : 400);
    await expect(page).toHaveURL(/\/se\/kille$/);
    if (identified) await expect(page.locator("html")).toHaveAttribute("data-soft-login", "true");
    else await expect(page.locator("html")).not.toHaveAttribute("data-soft-login", "true");
  }
});
