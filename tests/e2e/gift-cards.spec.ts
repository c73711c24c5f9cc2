import { expect, test } from "@playwright/test";
import { dictionary } from "#lib/i18n/index.ts";
import { allStorefronts, type Language } from "#lib/markets/markets.ts";
import type { LanguageSeed } from "#seed/content/types.ts";
import { htmlOf, seriousViolations, skipConsent } from "./helpers.ts";

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
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const seedOf = async (language: Language) =>
    ((await import(`../../seed/content/languages/${language}.ts`)) as { default: LanguageSeed }).default;
  // Every storefront's footer and page as the server writes them (desktop project: the same HTML at every width);
  // the browser follows the link in three storefronts at both widths (on a phone the footer is an accordion).
  if (!isMobile)
    for (const sf of allStorefronts()) {
      const seed = await seedOf(sf.language);
      const title = MY_GIFT_CARDS[sf.language];
      const href = await page.evaluate(
        ({ html, footerLabel, name }) =>
          [
            ...(new DOMParser()
              .parseFromString(html, "text/html")
              .querySelector(`footer[aria-label="${footerLabel}"]`)
              ?.querySelectorAll("a") ?? []),
          ]
            .find((a) => a.textContent?.trim() === name)
            ?.getAttribute("href") ?? null,
        { html: await htmlOf(request, sf.basePath), footerLabel: dictionary(sf.language).shell.footer.label, name: title },
      );
      expect(href, sf.basePath).toBe(`${sf.basePath}/page/${seed.pages.giftCards?.slug}`);
      const shown = await page.evaluate(
        (html) => {
          const doc = new DOMParser().parseFromString(html, "text/html");
          const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
          return { heading: text(doc.querySelector("main h1")), main: text(doc.querySelector("main")) };
        },
        await htmlOf(request, href as string),
      );
      expect(shown.heading, sf.basePath).toBe(title);
      expect(shown.main, sf.basePath).toContain("service@littlenorth.shop");
      // The page's first section says that checkout has no gift card code field (written per language in the seed).
      const paying = seed.pages.giftCards?.body[2];
      expect(paying && "p" in paying, sf.basePath).toBe(true);
      expect(shown.main, sf.basePath).toContain((paying as { p: string }).p.replace(/\s+/g, " ").trim());
    }
  for (const sf of allStorefronts().filter((sf) => ["/se", "/de/en", "/pl"].includes(sf.basePath))) {
    const seed = await seedOf(sf.language);
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
    const paying = seed.pages.giftCards?.body[2];
    await expect(main).toContainText((paying as { p: string }).p);
  }
  expect(await seriousViolations(page)).toEqual([]);
});
