import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { createLocalSource, createNdjsonSource } from "./local-source.server.ts";
import { footerFor, getShellMenus, getShellSettings, type NavItem, toNavItems } from "./menus.server.ts";

const dataset = createNdjsonSource("seed/content.ndjson");

function depth(items: NavItem[]): number {
  return items.length ? 1 + Math.max(...items.map((i) => depth(i.children))) : 0;
}

describe("menu links", () => {
  const se = storefront("se");
  it("cuts menus deeper than four levels and skips nameless items", () => {
    const leaf = (n: number): Record<string, unknown> => ({
      _key: `k${n}`,
      name: `L${n}`,
      link: "/x",
      type: "MegaNav",
      subMenu: n < 6 ? [leaf(n + 1)] : [],
    });
    const items = toNavItems(se, [leaf(1), { _key: "empty", name: " ", link: "/y" }] as never);
    expect(items).toHaveLength(1);
    expect(depth(items)).toBe(4);
  });
});

describe("shell menus from the dataset", () => {
  it("gives Sweden its primary, mobile and footer menus with prefixed links", async () => {
    const menus = await getShellMenus(storefront("se"), dataset);
    const names = menus.primary.map((i) => i.name);
    expect(names.slice(0, 4)).toEqual(["Kille", "Tjej", "Nyheter", "Rea"]);
    expect(menus.primary[0]?.href).toBe("/se/kille");
    const sale = menus.primary.find((i) => i.name === "Rea");
    expect(sale?.color).toBe("red");
    const brands = menus.primary.find((i) => i.name === "Varumärken");
    expect(brands).toMatchObject({ group: true, href: null, children: [] });
    expect(depth(menus.mobile)).toBeLessThanOrEqual(4);
    expect(menus.mobile.length).toBeGreaterThan(5);
  });

  it("lists the Polish mobile menu in the specification's order", async () => {
    const menus = await getShellMenus(storefront("pl"), dataset);
    expect(menus.mobile).toHaveLength(9);
    expect(menus.mobile.slice(0, 4).map((i) => i.href)).toEqual([
      "/pl/chlopak",
      "/pl/dziewczynki",
      "/pl/nowosci",
      "/pl/wyprzedaz",
    ]);
  });

  it("resolves payment logos of the footer to served files and keeps the cookie settings anchor", async () => {
    const menus = await getShellMenus(storefront("pl", { english: true }), dataset);
    const payment = menus.footer.at(-1);
    expect(payment?.children.length).toBeGreaterThan(3);
    for (const method of payment?.children ?? []) expect(method.image?.src).toMatch(/\.svg(\?|$)/);
    const links = menus.footer.flatMap((g) => g.children).map((i) => i.href);
    expect(links).toContain("#cookie-settings");
    expect(links.filter((l) => l?.startsWith("/"))).not.toHaveLength(0);
    for (const l of links) if (l?.startsWith("/")) expect(l.startsWith("/pl/en/")).toBe(true);
  });

  it("marks external links", async () => {
    const menus = await getShellMenus(storefront("de"), dataset);
    const all = menus.footer.flatMap((g) => g.children);
    expect(all.find((i) => i.href?.startsWith("https://"))?.external).toBe(true);
    expect(all.find((i) => i.href?.startsWith("/de/"))?.external).toBe(false);
  });
});

describe("mega menu pictures", () => {
  it("come with the top-level groups of the primary menu, checked and prefixed like every content link", async () => {
    const menus = await getShellMenus(storefront("se"), dataset);
    const [boys, girls] = menus.primary;
    expect(boys?.images.map((p) => p.href)).toEqual(["/se/kille/ytterklader", "/se/kille/skor/kangor-och-boots/vinterkangor"]);
    expect(girls?.images).toHaveLength(2);
    for (const p of [...(boys?.images ?? []), ...(girls?.images ?? [])]) {
      expect(p.image.alt.length).toBeGreaterThan(10);
      expect(p.image.src).toMatch(/\.svg/);
      expect([p.image.width, p.image.height]).toEqual([600, 750]);
    }
    expect(menus.mobile.every((i) => i.images.length === 0)).toBe(true);
  });

  it("drop a picture without alternative text and a link the shop refuses", () => {
    const [group] = toNavItems(storefront("se"), [
      {
        _key: "g",
        name: "Kille",
        link: "/kille",
        type: "MegaNav",
        images: [
          {
            _key: "a",
            alt: "En jacka",
            link: "javascript:alert(1)",
            _sanityAsset: "image@file://./assets/editorial/tile-outerwear-600x750.svg",
          },
          { _key: "b", alt: "", link: "/kille", _sanityAsset: "image@file://./assets/editorial/tile-outerwear-600x750.svg" },
        ],
      },
    ]);
    expect(group?.images.map((p) => [p.key, p.href])).toEqual([["a", null]]);
  });
});

describe("shell settings", () => {
  it("gives the stores link to Sweden only", async () => {
    const se = await getShellSettings(storefront("se"), dataset);
    expect(se.storesLink).toMatch(/^\/se\/page\//);
    expect(se.customerServiceLink).toMatch(/^\/se\/page\//);
    const seEn = await getShellSettings(storefront("se", { english: true }), dataset);
    expect(seEn.customerServiceLink).toMatch(/^\/se\/en\/page\//);
    expect(seEn.storesLink).toBe("/se/en/page/stores");
    expect((await getShellSettings(storefront("no"), dataset)).storesLink).toBeNull();
    expect((await getShellSettings(storefront("no", { english: true }), dataset)).storesLink).toBeNull();
  });

  it("keeps the stores page in the footer only where the market shows the stores link", async () => {
    const footerLinks = async (sf: ReturnType<typeof storefront>) => {
      const [menus, settings] = await Promise.all([getShellMenus(sf, dataset), getShellSettings(sf, dataset)]);
      const links: (string | null)[] = [];
      const walk = (items: typeof menus.footer) => {
        for (const item of items) {
          links.push(item.href);
          walk(item.children);
        }
      };
      walk(footerFor(menus.footer, settings));
      return links;
    };
    expect(await footerLinks(storefront("se", { english: true }))).toContain("/se/en/page/stores");
    expect(await footerLinks(storefront("se"))).toContain("/se/page/butiker");
    const noEn = await footerLinks(storefront("no", { english: true }));
    expect(noEn).not.toContain("/no/en/page/stores");
    // Only the stores page goes: the rest of the English footer stays.
    expect(noEn).toContain("/no/en/page/contact");
  });

  it("follows each market's settings, in its language and in English alike", async () => {
    const market = (code: string, showStoresLink: boolean, showMemberBlock: boolean) => ({
      _id: `marketSettings-${code}`,
      _type: "marketSettings",
      market: code,
      showStoresLink,
      showMemberBlock,
    });
    const settings = (language: string) => ({
      _id: `siteSettings-${language}`,
      _type: "siteSettings",
      language,
      customerServiceLink: "/page/kontakt",
      storesLink: "/page/stores",
    });
    // A store opens in Norway, and Sweden's club takes a break: the markets' settings say so.
    const source = createLocalSource({
      documents: [settings("nb"), settings("sv"), settings("en"), market("no", true, true), market("se", false, false)],
    });
    const no = await getShellSettings(storefront("no"), source);
    expect([no.storesLink, no.marketMemberBlock]).toEqual(["/no/page/stores", true]);
    const noEn = await getShellSettings(storefront("no", { english: true }), source);
    expect([noEn.storesLink, noEn.marketMemberBlock]).toEqual(["/no/en/page/stores", true]);
    const se = await getShellSettings(storefront("se"), source);
    expect([se.storesLink, se.marketMemberBlock]).toEqual([null, false]);
    // Without settings a market has no stores link and offers the club.
    const dk = await getShellSettings(storefront("dk"), createLocalSource({ documents: [settings("da")] }));
    expect([dk.storesLink, dk.marketMemberBlock]).toEqual([null, true]);
  });

  it("keeps the specification in the seed: stores in Sweden, no member block in Poland and France", async () => {
    for (const [code, stores, club] of [
      ["se", true, true],
      ["no", false, true],
      ["pl", false, false],
      ["fr", false, false],
    ] as const) {
      for (const english of [false, true]) {
        const s = await getShellSettings(storefront(code, { english }), dataset);
        expect([s.storesLink !== null, s.marketMemberBlock], `${code}${english ? "/en" : ""}`).toEqual([stores, club]);
      }
    }
  });

  it("lists three social networks, member block and copyright", async () => {
    const s = await getShellSettings(storefront("fi"), dataset);
    expect(s.social.map((n) => n.network)).toEqual(["facebook", "instagram", "tiktok"]);
    expect(s.memberClub?.heading).toBeTruthy();
    expect(s.copyright).toMatch(/Little North/);
  });

  it("refuses social links that are not https", async () => {
    const source = createLocalSource({
      documents: [
        {
          _id: "s",
          _type: "siteSettings",
          language: "en",
          customerServiceLink: "javascript:alert(1)",
          social: { facebook: "javascript:alert(1)", instagram: "http://insecure.example", tiktok: "https://tiktok.com/@x" },
          copyright: "© Little North",
        },
      ],
    });
    const s = await getShellSettings(storefront("se", { english: true }), source);
    expect(s.social.map((n) => n.network)).toEqual(["tiktok"]);
    expect(s.customerServiceLink).toBeNull();
    expect(s.memberClub).toBeNull();
  });
});
