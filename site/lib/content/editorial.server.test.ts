import { describe, expect, it } from "vitest";
import { allStorefronts, LANGUAGES, storefront } from "#lib/markets/markets.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { RAIL_MAX, RAIL_MIN } from "#schemas/rules/editorial.ts";
import {
  getClubPage,
  getCommunityPage,
  getGuide,
  getGuides,
  getGuidesPage,
  getHomePage,
  getInspoArticle,
  getInspoIndex,
  guidePath,
  shoeGuidePath,
  toHomeModule,
} from "./editorial.server.ts";
import { createNdjsonSource } from "./local-source.server.ts";
import { getStaticPageIndex } from "./pages.server.ts";

const dataset = createNdjsonSource("seed/content.ndjson");
const se = storefront("se");

describe("home page modules", () => {
  it("keeps the editors' order and prefixes links for the storefront", () => {
    const raw = [
      { _type: "perkStripModule", _key: "a", heading: "Our promises" },
      { _type: "heroModule", _key: "b", heading: "Winter", text: "Warm", cta: "Shop", link: "/kategorier/ytterklader" },
      { _type: "productRailModule", _key: "c", title: "New", source: "new", count: 8 },
    ];
    const modules = raw.map((m) => toHomeModule(se, m));
    expect(modules.map((m) => m?.type)).toEqual(["perkStrip", "hero", "rail"]);
    expect(modules[1]).toMatchObject({ href: "/se/kategorier/ytterklader", image: null });
    expect(modules[2]).toMatchObject({ spec: { source: "new", count: 8 } });
  });

  it("drops modules an editor left incomplete and links that are not safe", () => {
    expect(toHomeModule(se, { _type: "heroModule", _key: "x", heading: " " })).toBeNull();
    expect(toHomeModule(se, { _type: "productRailModule", _key: "x", title: "T", source: "everything" })).toBeNull();
    expect(
      toHomeModule(se, {
        _type: "categoryTilesModule",
        _key: "x",
        heading: "H",
        tiles: [{ label: "A", link: "javascript:alert(1)" }],
      }),
    ).toBeNull();
    expect(toHomeModule(se, { _type: "somethingNew", _key: "x" })).toBeNull();
    // A rail without what its source needs, or a call to action without its button, would render half.
    expect(toHomeModule(se, { _type: "productRailModule", _key: "x", title: "T", source: "category", count: 8 })).toBeNull();
    expect(
      toHomeModule(se, {
        _type: "productRailModule",
        _key: "x",
        title: "T",
        source: "picked",
        productKeys: ["LN1", "LN2", "LN3"],
        count: 8,
      }),
    ).toBeNull();
    expect(toHomeModule(se, { _type: "memberCtaModule", _key: "x", heading: "Join", text: "10 %", cta: "" })).toBeNull();
    const hero = toHomeModule(se, { _type: "heroModule", _key: "x", heading: "H", link: "javascript:alert(1)" });
    expect(hero).toMatchObject({ href: null });
  });
});

describe.each(LANGUAGES)("editorial content in %s", (language) => {
  const sf = allStorefronts().find((s) => s.language === language) ?? se;

  it("has a seasonal home page: a hero first, category tiles, product rails of 4–24, a perk strip and the club", async () => {
    const home = await getHomePage(sf, dataset);
    expect(home?.title).toContain("Little North");
    const types = home?.modules.map((m) => m.type) ?? [];
    expect(types[0]).toBe("hero");
    for (const type of ["tiles", "textImage", "perkStrip", "memberCta"]) expect(types).toContain(type);
    const rails = home?.modules.filter((m) => m.type === "rail") ?? [];
    expect(rails.length).toBeGreaterThanOrEqual(4);
    for (const rail of rails) {
      expect(rail.spec.count).toBeGreaterThanOrEqual(RAIL_MIN);
      expect(rail.spec.count).toBeLessThanOrEqual(RAIL_MAX);
    }
    const hero = home?.modules[0];
    expect(hero?.type === "hero" && hero.image?.alt).toBeTruthy();
    expect(hero?.type === "hero" && hero.image?.width).toBe(1600);
  });

  it("has five guides with pictures, and the shoe-size guide holds the size table the foot hint points to", async () => {
    const guides = await getGuides(language, dataset);
    expect(guides.map((g) => g.topic)).toEqual(["size-guide", "shoe-size", "winter-layers", "care", "gift-card"]);
    expect((await getGuidesPage(language, dataset))?.title).toBeTruthy();
    const shoe = await shoeGuidePath(language, dataset);
    expect(shoe).toMatch(new RegExp(`^/${ROUTES[language].guides}/[a-z0-9-]+$`));
    const slug = shoe?.split("/").at(-1) ?? "";
    const guide = await getGuide(language, slug, dataset);
    const tables = (guide?.body ?? []).filter((b) => b._type === "table");
    expect(tables).toHaveLength(1);
    expect(JSON.stringify(tables[0])).toContain('"41"');
    expect(guidePath(language, slug)).toBe(shoe);
  });

  it("has inspiration pages with a hero and 4–24 curated products", async () => {
    const pages = (await getInspoIndex(dataset)).filter((p) => p.language === language);
    expect(pages).toHaveLength(2);
    for (const p of pages) {
      const page = await getInspoArticle(language, p.slug ?? "", dataset);
      expect(page?.heading).toBeTruthy();
      expect(page?.image?.alt).toBeTruthy();
      expect(page?.productKeys?.length).toBeGreaterThanOrEqual(RAIL_MIN);
      expect(page?.productKeys?.length).toBeLessThanOrEqual(RAIL_MAX);
    }
  });

  it("has a community shop with six shoppable looks", async () => {
    const page = await getCommunityPage(language, dataset);
    expect(page?.looks).toHaveLength(6);
    for (const look of page?.looks ?? []) {
      expect(look.image?.alt).toBeTruthy();
      expect(look.productKeys?.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("has a member club page where the menus link, with the terms link", async () => {
    const [club, index] = await Promise.all([getClubPage(language, dataset), getStaticPageIndex(dataset)]);
    expect(club?.benefits).toHaveLength(4);
    expect(club?.steps).toHaveLength(3);
    const entry = index.find((p) => p.language === language && p.topic === "memberClub");
    expect(entry).toMatchObject({ _type: "clubPage", slug: club?.slug });
    const terms = index.find((p) => p.language === language && p.topic === "membershipTerms");
    expect(club?.termsLink).toBe(`/page/${terms?.slug}`);
  });
});
