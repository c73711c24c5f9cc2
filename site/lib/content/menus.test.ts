import { describe, expect, it } from "vitest";
import { storefront } from "../markets/markets";
import { createLocalSource, createNdjsonSource } from "./local-source";
import { getShellMenus, getShellSettings, type NavItem, navHref, toNavItems } from "./menus";

const dataset = createNdjsonSource("seed/content.ndjson");

function depth(items: NavItem[]): number {
  return items.length ? 1 + Math.max(...items.map((i) => depth(i.children))) : 0;
}

describe("menu links", () => {
  const se = storefront("se");
  it("prefixes shop paths, keeps https and in-page anchors, drops # and unsafe schemes", () => {
    expect(navHref(se, "/kille/jeans")).toBe("/se/kille/jeans");
    expect(navHref(se, "https://help.littlenorth.shop/sv")).toBe("https://help.littlenorth.shop/sv");
    expect(navHref(se, "#cookie-settings")).toBe("#cookie-settings");
    expect(navHref(se, "#")).toBeNull();
    expect(navHref(se, "javascript:alert(1)")).toBeNull();
    expect(navHref(se, "//evil.example")).toBeNull();
    expect(navHref(se, "data:text/html,hi")).toBeNull();
  });

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
    const menus = await getShellMenus(storefront("pl", true), dataset);
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

describe("shell settings", () => {
  it("gives the stores link to Sweden only", async () => {
    const se = await getShellSettings(storefront("se"), dataset);
    expect(se.storesLink).toMatch(/^\/se\/page\//);
    expect(se.customerServiceLink).toMatch(/^\/se\/page\//);
    const seEn = await getShellSettings(storefront("se", true), dataset);
    expect(seEn.customerServiceLink).toMatch(/^\/se\/en\/page\//);
    expect((await getShellSettings(storefront("no"), dataset)).storesLink).toBeNull();
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
    const s = await getShellSettings(storefront("se", true), source);
    expect(s.social.map((n) => n.network)).toEqual(["tiktok"]);
    expect(s.customerServiceLink).toBeNull();
    expect(s.memberClub).toBeNull();
  });
});
