/**
 * What a page keeps of what it rendered before (ADR 19, ADR 43 stop 45): the header with its
 * mega menu, once per storefront, the market switchers of the top bar and the footer, once per
 * storefront and perks (stops 47 and 48), and each product card, once per card. Astro evaluates the
 * props of a slot's components as soon as the slot exists, rendered or not, so the header is
 * given the shell and reads the menus itself.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { openShop, type Shop, seedDocuments } from "./shop.ts";

/** How often each wrapped function ran: what a page made again rather than took from a kept copy. */
const { calls, counted } = vi.hoisted(() => {
  const calls = { withBrandList: 0, productPicture: 0, useModalDialog: 0, sizeLabel: 0 };
  const counted =
    <A extends unknown[], R>(name: keyof typeof calls, fn: (...args: A) => R) =>
    (...args: A): R => {
      calls[name]++;
      return fn(...args);
    };
  return { calls, counted };
});
vi.mock("#lib/shell/nav.ts", async (original) => {
  const real = await original<typeof import("#lib/shell/nav.ts")>();
  return { ...real, withBrandList: counted("withBrandList", real.withBrandList) };
});
vi.mock("#lib/commerce/catalog/pictures/picture.ts", async (original) => {
  const real = await original<typeof import("#lib/commerce/catalog/pictures/picture.ts")>();
  return { ...real, productPicture: counted("productPicture", real.productPicture) };
});
vi.mock("#lib/commerce/catalog/sizes.ts", async (original) => {
  const real = await original<typeof import("#lib/commerce/catalog/sizes.ts")>();
  return { ...real, sizeLabel: counted("sizeLabel", real.sizeLabel) };
});
vi.mock("#islands/use-modal-dialog.ts", async (original) => {
  const real = await original<typeof import("#islands/use-modal-dialog.ts")>();
  return { ...real, useModalDialog: counted("useModalDialog", real.useModalDialog) };
});

let shop: Shop;
beforeAll(async () => {
  shop = await openShop(seedDocuments());
}, 120_000);
afterAll(() => shop?.close());

it("a page that reuses the kept header does not make its menus", async () => {
  const contact = (market: string, slug: string) => shop.render("page/[slug].astro", { market, slug }, `/${market}/page/${slug}`);
  const first = await contact("se", "kontakta-oss");
  // The primary menu and the mobile menu, each with the brand list.
  expect(calls.withBrandList).toBe(2);
  const again = await contact("se", "kontakta-oss");
  expect(calls.withBrandList).toBe(2);
  // The same header, its menu and brand list included, from the kept copy.
  const menu = (html: string) => html.match(/<header class="site-header"[\s\S]*?<\/header>/)?.[0];
  expect(menu(first)).toContain("Varumärken");
  expect(menu(again)).toBe(menu(first));
  // Another storefront has a header of its own, made once.
  await contact("no", "kontakt-oss");
  expect(calls.withBrandList).toBe(4);
});

it("a product card is made once, and a page of cards made before is the same page, with the quick add's script", async () => {
  const listing = (query = "") => shop.render("[...path].astro", { market: "se", path: "kille/skor" }, `/se/kille/skor${query}`);
  const cards = (html: string) => html.match(/<li class="product-card"[\s\S]*?<\/li>/g) ?? [];
  const quickAdd = /<script type="module" src="[^"]*ProductCard[^"]*"><\/script>/;
  const first = await listing();
  const made = calls.productPicture;
  expect(cards(first).length).toBeGreaterThan(1);
  expect(made).toBe(cards(first).length);
  expect(first).toMatch(quickAdd);

  // Sorted another way: the same cards in another order, none made again.
  const sorted = await listing("?sort=price-desc");
  expect(calls.productPicture).toBe(made);
  expect(cards(sorted).toSorted()).toEqual(cards(first).toSorted());
  expect(sorted).toMatch(quickAdd);
  // The English storefront's cards are its own: other words, other links.
  const english = await shop.render("en/[...path].astro", { market: "se", path: "en/boys/shoes" }, "/se/en/boys/shoes");
  expect(calls.productPicture).toBe(made + cards(english).length);
  expect(cards(english)[0]).toContain('href="/se/en/');
});

it("a listing's filters are made once for the same filters and facets, and anew for other filters", async () => {
  // Girls' shoes: a listing no other test here renders.
  const listing = (query = "") => shop.render("[...path].astro", { market: "se", path: "tjej/skor" }, `/se/tjej/skor${query}`);
  const filters = (html: string) => html.match(/<div class="filters-panel">[\s\S]*?<\/form>\s*<\/div>/)?.[0] ?? "";
  const before = calls.sizeLabel;
  const first = await listing();
  const made = calls.sizeLabel - before;
  // One label for each size the filter offers.
  expect(made).toBeGreaterThan(1);
  expect(made).toBe(filters(first).match(/name="size"/g)?.length);
  // A second page with the same filters (another address of it, a later render) takes the kept copy.
  const again = await listing("?utm_source=mail");
  expect(calls.sizeLabel - before).toBe(made);
  expect(filters(again)).toBe(filters(first));
  // A size picked: other filters, made anew, with that size checked and counted on the toggle.
  const size = /name="size" value="([^"]+)"/.exec(filters(first))?.[1];
  const picked = await listing(`?size=${size}`);
  expect(calls.sizeLabel - before).toBe(2 * made);
  expect(filters(picked)).toContain(`name="size" value="${size}" checked`);
  expect(filters(picked)).toContain('<span aria-hidden="true">1</span>');
});

it("both market switchers are kept once for a storefront's pages, each page writing where they lead from it", async () => {
  // Denmark: a storefront no other test here renders, so its first page makes both switchers.
  const page = (slug: string) => shop.render("page/[slug].astro", { market: "dk", slug }, `/dk/page/${slug}`);
  const before = calls.useModalDialog;
  const contact = await page("kontakt");
  // The header's mobile menu and the two switchers made; Astro's React renderer renders a component twice,
  // once to check that it is one.
  expect(calls.useModalDialog - before).toBe(6);
  const switchers = (html: string) => html.match(/<astro-island[^>]*MarketSwitcher[\s\S]*?<\/astro-island>/g) ?? [];
  expect(switchers(contact)).toHaveLength(2);
  // The next page takes both from their kept copies (the header is kept too): no island rendered on it.
  const delivery = await page("levering");
  expect(calls.useModalDialog - before).toBe(6);
  expect(switchers(delivery)).toEqual(switchers(contact));
  expect(switchers(contact).join("")).not.toContain("/se/page/");
  const targets = (html: string) =>
    [...html.matchAll(/data-switch-targets="([^"]*)"/g)].map(([, json]) => JSON.parse((json ?? "").replaceAll("&quot;", '"')));
  expect(targets(contact)).toHaveLength(2);
  expect(targets(contact)[0]).toEqual(targets(contact)[1]);
  expect(targets(contact)[0]).toMatchObject({
    dk: "/dk/page/kontakt",
    se: "/se/page/kontakta-oss",
    en: "/dk/en/page/contact",
  });
  expect(targets(delivery)[0].dk).toBe("/dk/page/levering");
});

it("a page has Astro's island scripts once, whether its islands were rendered for it or come from kept copies", async () => {
  const islandElement = /customElements\.get\("astro-island"\)/g;
  const interaction = /new Event\("astro:interaction"\)/g;
  const page = (market: string, slug: string) => shop.render("page/[slug].astro", { market, slug }, `/${market}/page/${slug}`);
  // Finland's first page renders its header and switchers; its second takes them all from kept copies.
  for (const html of [await page("fi", "ota-yhteytta"), await page("fi", "toimitus")]) {
    expect(html.match(/<astro-island/g)?.length).toBeGreaterThan(2);
    expect(html.match(islandElement)).toHaveLength(1);
    expect(html.match(interaction)).toHaveLength(1);
    // Before the first island, so each island finds them when it is parsed.
    expect(html.search(islandElement)).toBeLessThan(html.indexOf("<astro-island"));
  }
});
