/**
 * What a page keeps of what it rendered before (ADR 19, ADR 43 stop 45): the header with its
 * mega menu, once per storefront, and each product card, once per card. Astro evaluates the
 * props of a slot's components as soon as the slot exists, rendered or not, so the header is
 * given the shell and reads the menus itself.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { openShop, type Shop, seedDocuments } from "./shop.ts";

const withBrandList = vi.hoisted(() => ({ calls: 0 }));
vi.mock("#lib/shell/nav.ts", async (original) => {
  const real = await original<typeof import("#lib/shell/nav.ts")>();
  return {
    ...real,
    withBrandList: (...args: Parameters<typeof real.withBrandList>) => {
      withBrandList.calls++;
      return real.withBrandList(...args);
    },
  };
});

const cardsDrawn = vi.hoisted(() => ({ calls: 0 }));
vi.mock("#lib/commerce/catalog/pictures/picture.ts", async (original) => {
  const real = await original<typeof import("#lib/commerce/catalog/pictures/picture.ts")>();
  return {
    ...real,
    productPicture: (...args: Parameters<typeof real.productPicture>) => {
      cardsDrawn.calls++;
      return real.productPicture(...args);
    },
  };
});

const dialogsRendered = vi.hoisted(() => ({ calls: 0 }));
vi.mock("#islands/use-modal-dialog.ts", async (original) => {
  const real = await original<typeof import("#islands/use-modal-dialog.ts")>();
  return {
    ...real,
    useModalDialog: (...args: Parameters<typeof real.useModalDialog>) => {
      dialogsRendered.calls++;
      return real.useModalDialog(...args);
    },
  };
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
  expect(withBrandList.calls).toBe(2);
  const again = await contact("se", "kontakta-oss");
  expect(withBrandList.calls).toBe(2);
  // The same header, its menu and brand list included, from the kept copy.
  const menu = (html: string) => html.match(/<header class="site-header"[\s\S]*?<\/header>/)?.[0];
  expect(menu(first)).toContain("Varumärken");
  expect(menu(again)).toBe(menu(first));
  // Another storefront has a header of its own, made once.
  await contact("no", "kontakt-oss");
  expect(withBrandList.calls).toBe(4);
});

it("a product card is made once, and a page of cards made before is the same page, with the quick add's script", async () => {
  const listing = (query = "") => shop.render("[...path].astro", { market: "se", path: "kille/skor" }, `/se/kille/skor${query}`);
  const cards = (html: string) => html.match(/<li class="product-card"[\s\S]*?<\/li>/g) ?? [];
  const quickAdd = /<script type="module" src="[^"]*ProductCard[^"]*"><\/script>/;
  const first = await listing();
  const made = cardsDrawn.calls;
  expect(cards(first).length).toBeGreaterThan(1);
  expect(made).toBe(cards(first).length);
  expect(first).toMatch(quickAdd);

  // Sorted another way: the same cards in another order, none made again.
  const sorted = await listing("?sort=price-desc");
  expect(cardsDrawn.calls).toBe(made);
  expect(cards(sorted).toSorted()).toEqual(cards(first).toSorted());
  expect(sorted).toMatch(quickAdd);
  // The English storefront's cards are its own: other words, other links.
  const english = await shop.render("en/[...path].astro", { market: "se", path: "en/boys/shoes" }, "/se/en/boys/shoes");
  expect(cardsDrawn.calls).toBe(made + cards(english).length);
  expect(cards(english)[0]).toContain('href="/se/en/');
});

it("the footer's market switcher is kept once for a storefront's pages, each page writing where both lead from it", async () => {
  const page = (slug: string) => shop.render("page/[slug].astro", { market: "se", slug }, `/se/page/${slug}`);
  const contact = await page("kontakta-oss");
  const switchers = (html: string) => html.match(/<astro-island[^>]*MarketSwitcher[\s\S]*?<\/astro-island>/g) ?? [];
  expect(switchers(contact)).toHaveLength(2);
  // The footer's is the kept copy: only the top bar's switcher renders its dialog on the next page (the header is
  // kept too); Astro's React renderer renders a component twice, once to check that it is one.
  const before = dialogsRendered.calls;
  const delivery = await page("leverans");
  expect(dialogsRendered.calls - before).toBe(2);
  expect(switchers(delivery)).toEqual(switchers(contact));
  expect(switchers(contact).join("")).not.toContain("/no/page/");
  const targets = (html: string) =>
    [...html.matchAll(/data-switch-targets="([^"]*)"/g)].map(([, json]) => JSON.parse((json ?? "").replaceAll("&quot;", '"')));
  expect(targets(contact)).toHaveLength(2);
  expect(targets(contact)[0]).toEqual(targets(contact)[1]);
  expect(targets(contact)[0]).toMatchObject({
    se: "/se/page/kontakta-oss",
    no: "/no/page/kontakt-oss",
    en: "/se/en/page/contact",
  });
  expect(targets(delivery)[0].se).toBe("/se/page/leverans");
});
