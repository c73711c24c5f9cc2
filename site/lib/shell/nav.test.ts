import { describe, expect, it } from "vitest";
import type { NavItem } from "#lib/content/menus.server.ts";
import { mobileRow, withBrandList } from "./nav.ts";
import { decodeNav, encodeNav } from "./nav-codec.ts";

const item = (over: Partial<NavItem>): NavItem => ({
  key: "k",
  name: "n",
  href: "/x",
  external: false,
  group: false,
  color: null,
  image: null,
  images: [],
  children: [],
  ...over,
});

describe("the brand entry", () => {
  it("opens the brand list: its link, then the brands A–Z under their letters, as the brand list page groups them", () => {
    const brands = [
      { name: "Ärtan", href: "/se/varumarken/artan" },
      { name: "Nordkid", href: "/se/varumarken/nordkid" },
      { name: "Fjällbarn", href: "/se/varumarken/fjallbarn" },
      { name: "Frostling", href: "/se/varumarken/frostling" },
    ];
    const [entry, boys] = withBrandList(
      [item({ key: "b", name: "Varumärken", href: null, group: true }), item({ key: "g", group: true, children: [item({})] })],
      { href: "/se/varumarken", label: "Alla varumärken", locale: "sv-SE", brands },
    );
    const children = entry?.children ?? [];
    expect(children[0]).toEqual(expect.objectContaining({ name: "Alla varumärken", href: "/se/varumarken", children: [] }));
    // Letters are headings without a page; Ä comes after Z in Swedish.
    expect(children.slice(1).map((c) => [c.name, c.href, c.children.map((b) => b.name)])).toEqual([
      ["F", null, ["Fjällbarn", "Frostling"]],
      ["N", null, ["Nordkid"]],
      ["Ä", null, ["Ärtan"]],
    ]);
    expect(children[1]?.children[0]?.href).toBe("/se/varumarken/fjallbarn");
    expect(new Set(children.flatMap((c) => [c.key, ...c.children.map((b) => b.key)])).size).toBe(8);
    // Groups with content keep it.
    expect(boys?.children).toHaveLength(1);
    expect(boys?.children[0]?.href).toBe("/x");
  });

  it("keeps the link to the brand list when the catalog gives no brands", () => {
    const [entry] = withBrandList([item({ key: "b", href: null, group: true })], {
      href: "/no/merker",
      label: "Alle merker",
      locale: "nb-NO",
      brands: [],
    });
    expect(entry?.children.map((c) => c.href)).toEqual(["/no/merker"]);
  });
});

describe("the mobile menu's rows", () => {
  const brandList = {
    href: "/se/varumarken",
    label: "Alla varumärken",
    locale: "sv-SE",
    brands: [{ name: "Nordkid", href: "/se/varumarken/nordkid" }],
  };

  it("lists a brand letter's links in place, and only the letters the shell flags as headings", () => {
    const [brands] = decodeNav(encodeNav(withBrandList([item({ key: "b", href: null, group: true })], brandList)));
    const rows = (brands?.children ?? []).map((c) => [c.name, mobileRow(c, 1)]);
    expect(rows).toEqual([
      ["Alla varumärken", "link"],
      ["N", "heading"],
    ]);
  });

  it("opens a level for a CMS item with children and no page of its own (# or a refused link), nested groups included", () => {
    // A Link item with `#` and children, holding a group without a page that has links of its own.
    const cms = item({
      key: "c",
      name: "Kampanjer",
      href: null,
      group: false,
      children: [
        item({ key: "d", name: "Vinter", href: null, children: [item({ key: "e", name: "Overaller", href: "/se/overaller" })] }),
      ],
    });
    const [campaigns] = decodeNav(encodeNav(withBrandList([cms], brandList)));
    expect(campaigns && mobileRow(campaigns, 0)).toBe("level");
    const [winter] = campaigns?.children ?? [];
    expect(winter && mobileRow(winter, 1)).toBe("level");
    expect(winter?.children.map((c) => [c.name, mobileRow(c, 2)])).toEqual([["Overaller", "link"]]);
  });

  it("stops at the fourth level: there an item is its link, or nothing without one", () => {
    const deep = item({ href: null, children: [item({})] });
    expect(mobileRow(deep, 2)).toBe("level");
    expect(mobileRow(deep, 3)).toBe("none");
    expect(mobileRow({ ...deep, href: "/se/x" }, 3)).toBe("link");
  });
});
