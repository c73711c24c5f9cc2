import { expect, test } from "@playwright/test";
import { dictionary } from "#lib/i18n/index.ts";
import { allStorefronts, type Language } from "#lib/markets/markets.ts";
import type { LanguageSeed } from "#seed/content/types.ts";
import { seriousViolations, skipConsent } from "./helpers.ts";

/** What specification 2.4 calls the "my gift cards" page, as a native speaker of each language names it. */
const MY_GIFT_CARDS: Record<Language, string> = {
  sv: "Mina presentkort",
  nb: "Mine gavekort",
  da: "Mine gavekort",
  fi: "Omat lahjakortit",
  nl: "Mijn cadeaukaarten",
  de: "Meine Geschenkkarten",
  fr: "Mes cartes cadeaux",
  pl: "Moje karty podarunkowe",
  en: "My gift cards",
};

test.beforeEach(async ({ page, baseURL }) => {
  await skipConsent(page, baseURL);
});

test("the footer's 'my gift cards' leads to that page, which says the checkout takes no gift card yet", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  // Every storefront on desktop; on a phone the footer is an accordion, opened in three.
  const storefronts = isMobile
    ? allStorefronts().filter((sf) => ["/se", "/de/en", "/pl"].includes(sf.basePath))
    : allStorefronts();
  for (const sf of storefronts) {
    const seed = ((await import(`../../seed/content/languages/${sf.language}.ts`)) as { default: LanguageSeed }).default;
    const title = MY_GIFT_CARDS[sf.language];
    await page.goto(sf.basePath);
    const footer = page.getByRole("contentinfo", { name: dictionary(sf.language).shell.footer.label });
    if (isMobile) await footer.getByText(seed.labels.customerService, { exact: true }).click();
    const link = footer.getByRole("link", { name: title, exact: true });
    await expect(link, sf.basePath).toHaveAttribute("href", `${sf.basePath}/page/${seed.pages.giftCards?.slug}`);
    await link.click();
    await expect(page.getByRole("heading", { level: 1 }), sf.basePath).toHaveText(title);
    const main = page.getByRole("main");
    await expect(main).toContainText("service@littlenorth.shop");
    // The page's first section says that checkout has no gift card code field (written per language in the seed).
    const paying = seed.pages.giftCards?.body[2];
    expect(paying && "p" in paying, sf.basePath).toBe(true);
    await expect(main).toContainText((paying as { p: string }).p);
  }
  expect(await seriousViolations(page)).toEqual([]);
});
