import { describe, expect, it } from "vitest";
import { storefront } from "../markets/markets";
import { createLocalSource } from "./local-source";
import { getPerks } from "./perks";

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
    const perks = await getPerks(storefront("se", true), source);
    expect(perks.map((p) => p.text)).toEqual(["10 % for members", "Free shipping over 699 kr"]);
  });

  it("prefixes links with the storefront", async () => {
    const [, shipping] = await getPerks(storefront("se", true), source);
    expect(shipping?.link).toBe("/se/en/page/delivery");
  });
});
