import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { alternates } from "#lib/markets/seo.ts";
import {
  alternatesMapper,
  chosenStorefront,
  marketOptions,
  SWITCH_TARGETS_ATTRIBUTE,
  switchTarget,
  switchTargetsAround,
  triggerTexts,
} from "./switch.ts";

const se = storefront("se");
const seEn = storefront("se", { english: true });
const pl = storefront("pl");
const plEn = storefront("pl", { english: true });

describe("switchTarget", () => {
  it("leads from a home to the chosen storefront's home", () => {
    expect(switchTarget(se, pl, "/")).toBe("/pl");
    expect(switchTarget(se, seEn, "/")).toBe("/se/en");
    expect(switchTarget(plEn, se, "")).toBe("/se");
  });

  it("keeps the page when the language stays the same", () => {
    expect(switchTarget(seEn, plEn, "/boys/jeans")).toBe("/pl/en/boys/jeans");
  });

  it("leads to the chosen market's home when the language changes", () => {
    expect(switchTarget(se, pl, "/page/kontakt")).toBe("/pl");
    expect(switchTarget(se, seEn, "/kille/jeans")).toBe("/se/en");
  });

  it("uses a mapper when one is given, and the home when it finds nothing", () => {
    const map = (rest: string) => (rest === "/kille" ? "/chlopak" : null);
    expect(switchTarget(se, pl, "/kille", map)).toBe("/pl/chlopak");
    expect(switchTarget(se, pl, "/tjej", map)).toBe("/pl");
  });
});

describe("switching to the equivalent page", () => {
  const site = "https://shop.example";
  // A Swedish-only page (the stores) and a page every language has (a category listing, a product).
  const jeans = alternates(
    site,
    (sf) => `${sf.basePath}/${{ sv: "kille/jeans", pl: "chlopak/jeansy" }[sf.language as "sv" | "pl"] ?? "boys/jeans"}`,
  );
  const stores = alternates(site, (sf) => (sf.language === "sv" ? `${sf.basePath}/page/butiker` : null));

  it("keeps the category, product or topic in the chosen storefront", () => {
    expect(switchTarget(se, pl, "/kille/jeans", alternatesMapper(jeans))).toBe("/pl/chlopak/jeansy");
    expect(switchTarget(se, plEn, "/kille/jeans", alternatesMapper(jeans))).toBe("/pl/en/boys/jeans");
    expect(switchTarget(plEn, se, "/boys/jeans", alternatesMapper(jeans))).toBe("/se/kille/jeans");
  });

  it("falls back to the chosen storefront's home where the page does not exist", () => {
    expect(switchTarget(se, pl, "/page/butiker", alternatesMapper(stores))).toBe("/pl");
    expect(switchTarget(se, seEn, "/page/butiker", alternatesMapper(stores))).toBe("/se/en");
  });

  it("reads the path of an alternate as URL does, without its query or fragment", () => {
    const searched = alternates(site, (sf) => `${sf.basePath}/${sf.language === "sv" ? "sök" : "search"}?q=a b#results`);
    expect(switchTarget(se, plEn, "/s%C3%B6k", alternatesMapper(searched))).toBe("/pl/en/search");
    expect(switchTarget(plEn, se, "/search", alternatesMapper(searched))).toBe("/se/s%C3%B6k");
    const home = alternates("https://shop.example:8443", (sf) => sf.basePath);
    expect(switchTarget(se, pl, "/", alternatesMapper(home))).toBe("/pl");
    expect(switchTarget(pl, seEn, "/x", alternatesMapper(home))).toBe("/se/en");
  });

  it("keeps a page without alternates (checkout) within the same language", () => {
    expect(switchTarget(seEn, plEn, "/checkout/", alternatesMapper([]))).toBe("/pl/en/checkout/");
    expect(switchTarget(se, pl, "/checkout/", alternatesMapper([]))).toBe("/pl");
  });
});

describe("market options", () => {
  it("lists eight markets by name and currency, then English for the current market; flags are drawn, not emoji", () => {
    const options = marketOptions(pl);
    expect(options).toHaveLength(9);
    expect(options[0]).toMatchObject({ value: "se", label: "Sverige · SEK", market: "se" });
    expect(options[7]).toMatchObject({ value: "pl", label: "Polska · PLN", market: "pl" });
    expect(options[8]).toMatchObject({ value: "en", label: "English · Polska · PLN", market: "pl", english: true });
    for (const o of options) expect(o.label).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it("gives the trigger its texts without an emoji flag, which Windows shows as two letters", () => {
    expect(triggerTexts(se)).toEqual({ current: "Sverige · SEK", short: "SE" });
    expect(triggerTexts(plEn)).toEqual({ current: "English · Polska · PLN", short: "PL · EN" });
  });

  it("reads a select value back into a storefront", () => {
    expect(chosenStorefront(pl, "en")?.basePath).toBe("/pl/en");
    expect(chosenStorefront(pl, "de")?.basePath).toBe("/de");
    expect(chosenStorefront(pl, "xx")).toBeNull();
  });
});

describe("where the switcher leads from the page it is on", () => {
  /** An element inside one that carries the attribute with `value` (null: none around it). */
  const inside = (value: string | null) =>
    ({
      closest: (selector: string) =>
        value === null || selector !== `[${SWITCH_TARGETS_ATTRIBUTE}]`
          ? null
          : { getAttribute: (name: string) => (name === SWITCH_TARGETS_ATTRIBUTE ? value : null) },
    }) as unknown as Element;

  it("reads the page's paths by select value", () => {
    expect(switchTargetsAround(inside('{"se":"/se/page/kontakta-oss","en":"/se/en/page/contact"}'))).toEqual({
      se: "/se/page/kontakta-oss",
      en: "/se/en/page/contact",
    });
  });

  it("gives none, never a crash or a link elsewhere, when there are none or they are not the shop's paths", () => {
    expect(switchTargetsAround(null)).toEqual({});
    expect(switchTargetsAround(inside(null))).toEqual({});
    expect(switchTargetsAround(inside("{not json"))).toEqual({});
    expect(switchTargetsAround(inside('["/se"]'))).toEqual({});
    expect(
      switchTargetsAround(
        inside('{"no":"https://evil.example/","dk":"//evil.example","pl":"/\\\\evil.example","fi":7,"de":"/de"}'),
      ),
    ).toEqual({
      de: "/de",
    });
  });
});
