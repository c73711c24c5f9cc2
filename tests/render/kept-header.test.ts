/**
 * The header with its mega menu is rendered once per storefront and kept (ADR 19); a page that
 * reuses it must not make its menus again either (ADR 43, stop 45). Astro evaluates the props
 * of a slot's components as soon as the slot exists, rendered or not, so the header is given
 * the shell and reads the menus itself.
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
