/**
 * The alert banner is part of the page's HTML (issue 25, item 15): a page shows the live
 * banner from its first paint, and a page without one shows no band (its banner area is
 * hidden), so nothing is reserved for a banner that never comes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentDoc, openShop, type Shop, seedDocuments } from "./shop.ts";

const CONTACT = { route: "page/[slug].astro", params: { market: "se", slug: "kontakta-oss" }, path: "/se/page/kontakta-oss" };

describe("the alert banner in the page's HTML", () => {
  it("is not on the home page at all", async () => {
    const html = await shop.render("index.astro", { market: "se" }, "/se");
    expect(html).not.toMatch(/alert-banner/);
  });

  let shop: Shop;
  let documents: ContentDoc[];
  beforeAll(async () => {
    documents = seedDocuments();
    // Sweden's live banner has ended; the other markets keep theirs.
    const ended = documents.map((doc) =>
      doc._type === "alertBanner" && doc.market === "se" ? { ...doc, endsAt: "2026-01-01T00:00:00Z" } : doc,
    );
    shop = await openShop(ended);
  }, 120_000);
  afterAll(() => shop?.close());

  it("leaves no band for a banner when none is live", async () => {
    const html = await shop.render(CONTACT.route, CONTACT.params, CONTACT.path);
    expect(html).toContain("Kontakta oss");
    // Only the hidden place the page's script may fill, should a banner start after this render.
    expect(html).toMatch(/<aside class="alert-banner-area"[^>]*\bhidden\b[^>]*><\/aside>/);
    expect(html).not.toMatch(/class="alert-banner alert-banner--/);
  });

  it("renders a live banner as a link in the page, with its colour", async () => {
    const html = await shop.render("page/[slug].astro", { market: "no", slug: "kontakt-oss" }, "/no/page/kontakt-oss");
    const live = documents.find((d) => d._type === "alertBanner" && d._id === "banner-nb-no-live");
    expect(html).toMatch(
      new RegExp(`<a class="alert-banner alert-banner--${live?.background}" href="/no/[^"]+">${live?.text}</a>`),
    );
  });
});
