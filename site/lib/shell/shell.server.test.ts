import { describe, expect, it } from "vitest";
import { createNdjsonSource } from "#lib/content/local-source.server.ts";
import type { ContentSource } from "#lib/content/source.ts";
import { storefront } from "#lib/markets/markets.ts";
import type { PageHead } from "./page-head.ts";
import { loadShell } from "./shell.server.ts";

const dataset = createNdjsonSource("seed/content.ndjson");
const SITE = new URL("https://littlenorth.example");

/** The dataset, counting the queries that read a language's site settings. */
function counted(): { source: ContentSource; settingsReads: () => number } {
  const queries: string[] = [];
  return {
    source: {
      kind: "local",
      fetch: (query, params) => {
        queries.push(query);
        return dataset.fetch(query, params);
      },
    },
    settingsReads: () => queries.filter((query) => query.includes('_type == "siteSettings"')).length,
  };
}

const se = storefront("se");
const jeans: PageHead = {
  storefront: se,
  title: "Jeans",
  description: "Jeans för barn",
  canonicalPath: "/se/kille/jeans",
  rest: "/kille/jeans",
  pathIn: (sf) => `${sf.basePath}/x`,
  categories: [1],
};

describe("loadShell", () => {
  it("gives a page every part of its shell, reading the site settings once", async () => {
    const { source, settingsReads } = counted();
    const shell = await loadShell(jeans, SITE, {
      content: source,
      brands: async () => [{ name: "Fjällbarn", slug: "fjallbarn" }],
    });
    expect(settingsReads()).toBe(1);
    expect(shell.title).toBe("Jeans – Little North");
    expect(shell.canonicalPath).toBe("/se/kille/jeans");
    expect(shell.alternates.map((a) => a.hreflang)).toContain("x-default");
    expect(shell.visible).toMatchObject({ checkoutHeader: false, footer: true, alertBanner: true });
    expect(shell.settings.copyright).not.toBe("");
    expect(shell.perks.length).toBeGreaterThan(0);
    expect(shell.primary.map((i) => i.name).slice(0, 2)).toEqual(["Kille", "Tjej"]);
    const brands = shell.primary.find((i) => i.name === "Varumärken");
    // The brand list: all brands, then the brands under their letter.
    expect(brands?.children.map((c) => [c.name, c.href])).toEqual([
      ["Alla varumärken", "/se/varumarken"],
      ["F", null],
    ]);
    expect(brands?.children[1]?.children.map((c) => [c.name, c.href])).toEqual([["Fjällbarn", "/se/varumarken/fjallbarn"]]);
    expect(shell.mobile.length).toBeGreaterThan(5);
    expect(shell.footer.length).toBeGreaterThan(0);
    expect(shell.switcher.options.length).toBeGreaterThan(8);
    expect(shell.switchTargets.no).toBe("/no/x");
    expect(shell.switcher.options.find((o) => o.value === "no")).not.toHaveProperty("href");
    expect(shell.headerKey).toBe("header|se|sv|1");
  });

  it("gives checkout its own header and never asks the catalog for the menu's brands", async () => {
    const { source, settingsReads } = counted();
    const checkout: PageHead = { ...jeans, title: "Kassa", canonicalPath: "/se/checkout/", rest: "/checkout/", pathIn: null };
    const shell = await loadShell(checkout, SITE, {
      content: source,
      brands: () => Promise.reject(new Error("the checkout asked for the brands")),
    });
    expect(settingsReads()).toBe(1);
    expect(shell.visible).toMatchObject({ checkoutHeader: true, alertBanner: false });
    expect(shell.banner).toBeNull();
    expect(shell.backToCart).toBe(true);
    expect(shell.alternates).toEqual([]);
    expect(shell.headerKey).toBe("header|se|sv|0");
  });

  it("leaves the stores page out of the footer where the market has no stores", async () => {
    const flat = (items: { href: string | null; children: never[] }[]): (string | null)[] =>
      items.flatMap((i) => [i.href, ...flat(i.children)]);
    const sweden = await loadShell({ ...jeans, pathIn: null }, SITE, { content: dataset, brands: async () => [] });
    expect(sweden.settings.storesLink).not.toBeNull();
    expect(flat(sweden.footer as never)).toContain(sweden.settings.storesPage);
    const norway = storefront("no", { english: true });
    const shell = await loadShell(
      { ...jeans, storefront: norway, canonicalPath: "/no/en/boys", rest: "/boys", pathIn: null },
      SITE,
      {
        content: dataset,
        brands: async () => [],
      },
    );
    expect(shell.settings.storesLink).toBeNull();
    expect(shell.settings.storesPage).not.toBeNull();
    expect(flat(shell.footer as never)).not.toContain(shell.settings.storesPage);
  });
});
