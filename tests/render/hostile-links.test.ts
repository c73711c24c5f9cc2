/**
 * Stored XSS through content links (issue 12.1): every link field of every
 * content type, and a link inside every Portable Text block, is replaced with a
 * hostile address; then every kind of page the shop renders is rendered from
 * that dataset (through Astro's container API, as the build and the server render
 * them) and its HTML is checked: no hostile address may appear anywhere, as an
 * href, in an island's props or as text, and every URL attribute must be one the
 * shop could have written itself.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentDoc, type Json, openShop, type Shop, seedDocuments } from "./shop.ts";

/**
 * Every payload carries this marker, so a leak shows wherever it lands. The dot keeps
 * it out of base64 and hex: server islands' encrypted props once spelled "lnxSS" by chance.
 */
const MARK = "ln.xss";
const HOSTILE = [
  `javascript:alert('${MARK}')`,
  `JaVaScRiPt:alert('${MARK}')`,
  ` javascript:alert('${MARK}')`,
  `\tjavascript:alert('${MARK}')`,
  `java\nscript:alert('${MARK}')`,
  `java\u0000script:alert('${MARK}')`,
  `data:text/html,<script>alert('${MARK}')</script>`,
  `DATA:text/html;base64,${Buffer.from(`<script>alert('${MARK}')</script>`).toString("base64")}#${MARK}`,
  `vbscript:msgbox("${MARK}")`,
  `//${MARK}.evil.example/x`,
  `/\\${MARK}.evil.example/x`,
  `\\\\${MARK}.evil.example/x`,
  `&#106;avascript:alert('${MARK}')`,
  `&#x6A;&#x61;vascript:alert('${MARK}')`,
  `javascript&colon;alert('${MARK}')`,
  `%6Aavascript:alert('${MARK}')`,
  `https:${MARK}.evil.example`,
  `/page/x" onmouseover="alert('${MARK}')`,
  `/page/"><script>alert('${MARK}')</script>`,
];

/** Fields that hold a link in the schema (menu items, perks, banners, settings, modules, rich-text links). */
const LINK_FIELDS = new Set(["link", "url", "href", "termsLink", "customerServiceLink", "storesLink"]);

let next = 0;
const hostile = () => HOSTILE[next++ % HOSTILE.length] as string;

/** Replaces links in place and gives every Portable Text block a hostile link mark; records the types it touched. */
function poison(value: Json, touch: () => void): void {
  if (Array.isArray(value)) {
    for (const item of value) poison(item, touch);
    return;
  }
  if (!value || typeof value !== "object") return;
  if (value._type === "block" && Array.isArray(value.children)) {
    const key = `x${next}`;
    value.markDefs = [...((value.markDefs as Json[] | undefined) ?? []), { _key: key, _type: "link", href: hostile() }];
    const first = value.children[0] as { marks?: string[] } | undefined;
    if (first) first.marks = [...(first.marks ?? []), key];
    touch();
  }
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === "string" && LINK_FIELDS.has(key)) {
      value[key] = hostile();
      touch();
    } else if (key === "social" && field && typeof field === "object" && !Array.isArray(field)) {
      for (const network of Object.keys(field)) field[network] = hostile();
      touch();
    } else {
      poison(field as Json, touch);
    }
  }
}

const touchedTypes = new Set<string>();

function hostileDocuments(): ContentDoc[] {
  const docs = seedDocuments();
  for (const doc of docs) poison(doc, () => touchedTypes.add(doc._type));
  return docs;
}

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** A URL the shop itself writes: a same-origin path, a fragment, a query, or an http(s) address. */
function isShopUrl(raw: string): boolean {
  const url = decode(raw);
  if (url !== url.trim() || /[\u0000-\u001f\\]/.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  return url === "" || url.startsWith("#") || url.startsWith("?") || /^https?:\/\/[^/]/i.test(url);
}

/** Problems in one page's HTML: the marker anywhere, or a URL attribute the shop would not write. */
function problems(html: string): string[] {
  const found: string[] = [];
  const at = html.toLowerCase().indexOf(MARK);
  if (at >= 0) found.push(`hostile link in the HTML: …${html.slice(Math.max(0, at - 120), at + 40)}…`);
  for (const m of html.matchAll(
    /\s(href|src|action|formaction|xlink:href|poster|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi,
  )) {
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    const urls = m[1]?.toLowerCase() === "srcset" ? value.split(",").map((c) => c.trim().split(/\s+/)[0] ?? "") : [value];
    for (const url of urls) if (!isShopUrl(url)) found.push(`${m[1]}="${value}"`);
  }
  return found;
}

describe("hostile links in every kind of content never reach a page", () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await openShop(hostileDocuments());
  }, 120_000);

  afterAll(() => shop?.close());

  it("poisons every content type that holds a link or rich text", () => {
    for (const type of [
      "menu",
      "perk",
      "siteSettings",
      "alertBanner",
      "homePage",
      "clubPage",
      "staticPage",
      "guideArticle",
      "inspoPage",
      "washingAdvice",
      "categoryInfo",
    ])
      expect(touchedTypes, type).toContain(type);
  });

  for (const [market, english, listing, product, brands] of [
    ["se", false, "/kille/jeans", "/brand-product-100001-sv-100001", "/varumarken"],
    ["pl", true, "/girls/klanningar", "/brand-product-100004-en-100004", "/brands"],
  ] as const) {
    const base = english ? `/${market}/en` : `/${market}`;

    it(`${base}: every editorial page (home, static and club pages, guides, inspiration, community)`, async () => {
      const pages = await shop.editorialPages(market, english);
      expect(pages.length).toBeGreaterThan(20);
      const kinds = new Set(pages.map((p) => p.family));
      expect(kinds.size).toBe(6);
      const failures: string[] = [];
      for (const { route, params, path } of pages) {
        const html = await shop.render(route, params, path);
        expect(html.includes("</html>"), path).toBe(true);
        failures.push(...problems(html).map((p) => `${path}: ${p}`));
      }
      expect(failures).toEqual([]);
    });

    it(`${base}: listing, product, search, brand list, 404, checkout and confirmation`, async () => {
      const failures: string[] = [];
      const shows: Record<string, string> = {
        [listing]: 'class="product-card',
        [product]: 'class="product__perks"',
        "/search?q=product": 'class="product-card',
        [brands]: "brands__group",
        "/nothing-here": "not-found",
      };
      for (const [rest, marker] of Object.entries(shows)) {
        const path = `${base}${rest}`;
        const html = await shop.render("[...path].astro", { market, path: rest.split("?")[0]?.slice(1) ?? "" }, path);
        // Shown in full (the page it is) with its shell; whole pages in a failure message help nobody.
        expect(html.includes(marker), `${path} shows ${marker}`).toBe(true);
        expect(html.includes('class="perk-carousel'), `${path} has its top bar`).toBe(true);
        failures.push(...problems(html).map((p) => `${path}: ${p}`));
      }
      for (const route of ["checkout/index.astro", "checkout/confirmation/index.astro"]) {
        const path = `${base}/${route.replace("index.astro", "")}`;
        const html = await shop.render(english ? `en/${route}` : route, { market }, path);
        expect(html.includes("</html>"), path).toBe(true);
        failures.push(...problems(html).map((p) => `${path}: ${p}`));
      }
      expect(failures).toEqual([]);
    });
  }

  it("the banner API answers no hostile banner", async () => {
    const { bannerResponse } = await import("#lib/shell/banner-api.server.ts");
    for (const [market, language] of [
      ["se", null],
      ["pl", "en"],
    ] as const) {
      const body = await (await bannerResponse(market, language)).text();
      expect(body.toLowerCase()).not.toContain(MARK);
      expect(JSON.parse(body).ctaBanners).toEqual([]);
    }
  });
});
