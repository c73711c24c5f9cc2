import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { createLocalSource } from "./local-source.server.ts";
import { getPerks, perksForPage } from "./perks.server.ts";

const block = (text: string) => [
  { _type: "block", _key: "b", style: "normal", markDefs: [], children: [{ _type: "span", _key: "s", text, marks: [] }] },
];

const source = createLocalSource({
  documents: [
    {
      _id: "p2",
      _type: "perk",
      language: "en",
      market: "se",
      orderRank: 2,
      text: block("Free shipping over 699 kr"),
      link: "/page/delivery",
      linkText: "Read more",
    },
    { _id: "p1", _type: "perk", language: "en", orderRank: 1, text: block("10 % for members"), link: null, linkText: null },
    {
      _id: "p3",
      _type: "perk",
      language: "en",
      market: "pl",
      orderRank: 0,
      text: block("Free shipping from 299 zł"),
      link: null,
      linkText: null,
    },
    {
      _id: "p4",
      _type: "perk",
      language: "sv",
      market: "se",
      orderRank: 0,
      text: block("Fri frakt över 699 kr"),
      link: null,
      linkText: null,
    },
  ],
});

describe("perks of a storefront", () => {
  it("takes its language, and perks for its market or for every market, in order", async () => {
    const perks = await getPerks(storefront("se", { english: true }), source);
    expect(perks.map((p) => p.plainText)).toEqual(["10 % for members", "Free shipping over 699 kr"]);
    expect(perks[1]?.text).toEqual(block("Free shipping over 699 kr"));
  });

  it("prefixes links with the storefront", async () => {
    const [, shipping] = await getPerks(storefront("se", { english: true }), source);
    expect(shipping?.href).toBe("/se/en/page/delivery");
    expect(shipping?.linkText).toBe("Read more");
  });

  it("drops links the shop refuses, so no perk renders javascript:, data:, vbscript: or another host", async () => {
    const hostile = [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,<b>x</b>",
      "vbscript:x",
      "//evil.example",
      "/\\evil.example",
    ];
    const perks = await getPerks(
      storefront("se"),
      createLocalSource({
        documents: hostile.map((link, i) => ({
          _id: `h${i}`,
          _type: "perk",
          language: "sv",
          orderRank: i,
          text: block(`Perk ${i}`),
          link,
          linkText: "Läs mer",
        })),
      }),
    );
    expect(perks).toHaveLength(hostile.length);
    for (const perk of perks) expect([perk.href, perk.linkText]).toEqual([null, null]);
  });
});

describe("perks of a page (specification 5: categoryID and excludeCategoryID)", () => {
  const perk = (id: string, categoryID: string | null, excludeCategoryID: string | null) => ({
    id,
    text: block(id),
    plainText: id,
    href: null,
    linkText: null,
    categoryID,
    excludeCategoryID,
  });
  const perks = [
    perk("shipping", null, null),
    perk("open-purchase", null, "201,158"),
    perk("sealed-package", "201", null),
    perk("shoes-only", "182", null),
  ];
  const ids = (categories: readonly number[] | null) => perksForPage(perks, categories).map((p) => p.id);

  it("shows only perks without categoryID where the page has no category", () => {
    expect(ids(null)).toEqual(["shipping", "open-purchase"]);
  });

  it("applies the rules over the category and its ancestors", () => {
    expect(ids([110])).toEqual(["shipping", "open-purchase"]);
    expect(ids([201, 202])).toEqual(["shipping", "sealed-package"]);
    expect(ids([158])).toEqual(["shipping"]);
    expect(ids([182, 186, 1167])).toEqual(["shipping", "open-purchase", "shoes-only"]);
  });
});
