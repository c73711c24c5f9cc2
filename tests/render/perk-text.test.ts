/**
 * Perk text is Portable Text (specification 3; issue 11.14): emphasis and links
 * inside it reach the shopper wherever the perk shows (the top bar, the market
 * switcher, the product page), rendered by the shop's rich-text path, its links
 * prefixed for the storefront like every content link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentDoc, inside, openShop, type Shop, seedDocuments } from "./shop.ts";

/** "Fri frakt över **699 kr** – [läs mer](/page/leverans)" as an editor writes it in the Studio. */
const RICH = [
  {
    _type: "block",
    _key: "b0",
    style: "normal",
    markDefs: [{ _type: "link", _key: "l0", href: "/page/leverans" }],
    children: [
      { _type: "span", _key: "s0", text: "Fri frakt över ", marks: [] },
      { _type: "span", _key: "s1", text: "699 kr", marks: ["strong"] },
      { _type: "span", _key: "s2", text: " – ", marks: [] },
      { _type: "span", _key: "s3", text: "villkoren", marks: ["l0"] },
    ],
  },
];

function withRichPerk(): ContentDoc[] {
  return seedDocuments().map((doc) =>
    doc._type === "perk" && doc.language === "sv" && doc.key === "free-shipping" ? { ...doc, text: RICH } : doc,
  );
}

describe("perk text renders as rich text", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop(withRichPerk());
  }, 120_000);
  afterAll(() => shop?.close());

  const rich = (html: string) =>
    html.includes("<strong>699 kr</strong>") && html.includes('<a href="/se/page/leverans">villkoren</a>');

  it("in the top bar's carousel and the market switcher of the home page", async () => {
    const html = await shop.render("index.astro", { market: "se" }, "/se");
    const lines = inside(html, "perk-carousel__line", "p");
    expect(lines.some(rich), "carousel").toBe(true);
    const switcher = inside(html, "market-switcher__perks", "section");
    expect(switcher.length).toBe(2);
    expect(switcher.every(rich), "both switchers").toBe(true);
    // Its plain words stay available where markup cannot go.
    expect(html).toContain('title="Fri frakt över 699 kr – villkoren"');
  });

  it("on a product page", async () => {
    const html = await shop.render(
      "[...path].astro",
      { market: "se", path: "brand-product-100003-sv-100003" },
      "/se/brand-product-100003-sv-100003",
    );
    const perks = inside(html, "product__perks", "ul");
    expect(perks.length).toBe(1);
    expect(rich(perks[0] ?? ""), "product perks").toBe(true);
  });
});
