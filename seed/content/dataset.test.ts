/**
 * The committed content dataset against the schema and the specification:
 * every document validates with Sanity's own validator (offline, with a client
 * that answers GROQ from the dataset itself), and the rules of specification
 * sections 2.4, 3 and 9 hold in every language.
 */
import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { createSchema, type SanityClient, validateDocument, type Workspace } from "sanity";
import { describe, expect, it } from "vitest";
import { SHIPPING } from "#lib/commerce/checkout/shipping.ts";
import { parseNdjson, type SanityDocument } from "#lib/content/local-source.server.ts";
import { LANGUAGES, MARKET_CODES, MARKETS } from "#lib/markets/markets.ts";
import { schemaTypes } from "#schemas/index.ts";
import { amountsIn, checkAmounts } from "#schemas/rules/amounts.ts";
import { checkCategoryIds, parseCategoryIds } from "#schemas/rules/category-ids.ts";
import { checkLink } from "#schemas/rules/links.ts";
import { MAX_MENU_DEPTH, menuDepth } from "#schemas/rules/menu-depth.ts";
import { bannerStatus } from "#schemas/rules/schedule.ts";
import { FOOT_MEASURING_CATEGORY_IDS } from "./build.ts";
import { SPEC_ROUTES } from "./check.ts";

const docs = parseNdjson(readFileSync(new URL("../content.ndjson", import.meta.url), "utf8"));
const ofType = (type: string) => docs.filter((d) => d._type === type);
const byId = new Map(docs.map((d) => [d._id, d]));

/** Every string in a document, wherever it sits. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) if (!k.startsWith("_")) yield* strings(v, `${path}.${k}`);
}

interface Item {
  _key: string;
  name: string;
  link: string;
  type: string;
  menuColor?: string;
  subMenu: Item[];
}

function menu(language: string, kind: string): Item[] {
  const doc = byId.get(`menu-${language}-${kind}`);
  if (!doc) throw new Error(`no ${kind} menu for ${language}`);
  return doc.items as Item[];
}

function* walk(items: Item[]): Generator<Item> {
  for (const item of items) {
    yield item;
    yield* walk(item.subMenu);
  }
}

/** A Sanity client stand-in that answers the validators' GROQ from the dataset. */
const offlineClient = {
  fetch: async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: docs, params })).get(),
  withConfig() {
    return offlineClient;
  },
} as unknown as SanityClient;

const workspace = {
  schema: createSchema({ name: "default", types: schemaTypes }),
  getClient: () => offlineClient,
} as unknown as Workspace;

describe("the content dataset", () => {
  it("holds only published documents, with keys on every array item", () => {
    expect(docs.length).toBeGreaterThan(250);
    for (const doc of docs) expect(doc._id).not.toMatch(/^(drafts|versions)\./);
    const missingKeys: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        value.forEach((v, i) => {
          if (typeof v === "object" && v !== null && !("_key" in v)) missingKeys.push(`${path}[${i}]`);
          visit(v, `${path}[${i}]`);
        });
      } else if (typeof value === "object" && value !== null) {
        for (const [k, v] of Object.entries(value)) visit(v, `${path}.${k}`);
      }
    };
    for (const doc of docs) visit(doc, doc._id);
    expect(missingKeys).toEqual([]);
  });

  it("validates against the schema, document by document", async () => {
    const problems: string[] = [];
    for (const doc of docs) {
      const markers = await validateDocument({
        document: doc as never,
        workspace,
        getDocumentExists: async ({ id }) => byId.has(id),
        environment: "cli",
      });
      for (const m of markers) problems.push(`${doc._id} ${JSON.stringify(m.path)} ${m.level}: ${m.message}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("rejects what the schema forbids", async () => {
    const bad = [
      { _id: "x1", _type: "perk", language: "sv", text: [], categoryID: "201, 158" },
      {
        _id: "x2",
        _type: "alertBanner",
        language: "sv",
        market: "se",
        text: "Rea",
        url: "javascript:alert(1)",
        background: "pink",
        startsAt: "2026-12-01T00:00:00Z",
        endsAt: "2026-11-01T00:00:00Z",
      },
      { _id: "x3", _type: "menu", language: "sv", kind: "primary", items: [] },
      // The Swedish contact page has this address already; in Danish it would be free.
      {
        _id: "x4",
        _type: "staticPage",
        language: "sv",
        topic: "other",
        title: "Kontakt",
        description: "Kontakt.",
        slug: { _type: "slug", current: "kontakta-oss" },
        body: [],
      },
      {
        _id: "x5",
        _type: "staticPage",
        language: "da",
        topic: "other",
        title: "Kontakt",
        description: "Kontakt.",
        slug: { _type: "slug", current: "kontakta-oss" },
        body: [],
      },
    ];
    const levels: Record<string, string[]> = {};
    for (const doc of bad) {
      // As editors see it: outside the Studio, Sanity downgrades document-level rules to warnings.
      const markers = await validateDocument({
        document: doc as never,
        workspace,
        getDocumentExists: async () => true,
        environment: "studio",
      });
      levels[doc._id] = markers.filter((m) => m.level === "error").map((m) => JSON.stringify(m.path));
    }
    expect(levels.x1).toEqual(expect.arrayContaining(['["text"]', '["categoryID"]']));
    expect(levels.x2).toEqual(expect.arrayContaining(['["url"]', '["background"]', '["endsAt"]']));
    // menu-sv-primary already exists: a second primary menu in Swedish is refused.
    expect(levels.x3).toEqual(["[]"]);
    expect(levels.x4).toContain('["slug"]');
    expect(levels.x5).not.toContain('["slug"]');
  });
});

describe("menus (specification 2.4)", () => {
  it.each(LANGUAGES)("%s has four menus, the secondary one empty", (language) => {
    for (const kind of ["primary", "secondary", "mobile", "footer"]) expect(byId.has(`menu-${language}-${kind}`)).toBe(true);
    expect(menu(language, "secondary")).toEqual([]);
  });

  it.each(LANGUAGES)("%s has the top-level routes of the specification", (language) => {
    const routes = SPEC_ROUTES[language];
    const links = menu(language, "primary").map((i) => i.link);
    expect(links).toEqual(
      expect.arrayContaining([
        `/${routes.boys}`,
        `/${routes.girls}`,
        `/${routes.new}`,
        `/${routes.sale}`,
        `/${routes.categories}`,
        `/${routes.guides}`,
        "/instagram",
      ]),
    );
  });

  it.each(LANGUAGES)("%s nests at most four levels, and reaches four", (language) => {
    for (const kind of ["primary", "mobile", "footer"])
      expect(menuDepth(menu(language, kind))).toBeLessThanOrEqual(MAX_MENU_DEPTH);
    expect(menuDepth(menu(language, "primary"))).toBe(MAX_MENU_DEPTH);
  });

  it.each(LANGUAGES)("%s: sale is red, brands is an empty MegaNav on #, every link is safe", (language) => {
    const top = menu(language, "primary");
    const sale = top.find((i) => i.link === `/${SPEC_ROUTES[language].sale}`);
    expect(sale?.menuColor).toBe("red");
    const brands = top.find((i) => i.link === "#");
    expect(brands).toMatchObject({ type: "MegaNav", subMenu: [] });
    for (const kind of ["primary", "mobile", "footer"])
      for (const item of walk(menu(language, kind))) expect(checkLink(item.link), item.link).toBe(true);
  });

  it.each(LANGUAGES)("%s gender paths follow /{gender}/{category}/{subcategory}/{type}", (language) => {
    const boys = menu(language, "primary")[0] as Item;
    const deepest = [...walk(boys.subMenu)].filter((i) => i.subMenu.length === 0 && !i.link.startsWith("/inspo/"));
    for (const item of deepest) {
      const segments = item.link.split("/").filter(Boolean);
      expect(segments[0]).toBe(SPEC_ROUTES[language].boys);
      expect(segments.length).toBeGreaterThanOrEqual(2);
      expect(segments.length).toBeLessThanOrEqual(4);
    }
  });

  it("has the specification's special links", () => {
    const links = (language: string) => [...walk(menu(language, "primary"))].map((i) => i.link);
    expect(links("sv")).toContain("/inspo/sommarklanningar");
    expect(links("sv")).toContain("/kategorier/skor");
    expect(links("pl")).toContain("/inspo/letnie-sukienki");
    expect(links("pl")).toContain("/kategorie/karta-podarunkowa");
    expect(links("fi").some((l) => /^\/kategoriat\/[^/]+\/[^/]+$/.test(l))).toBe(true);
    // Some categories-section items lead to girls paths.
    const categories = menu("sv", "primary").find((i) => i.link === "/kategorier") as Item;
    expect(categories.subMenu.some((i) => i.link.startsWith("/tjej/"))).toBe(true);
  });

  it("Polish mobile menu lists boys, girls, new, sale, categories, brands, customer service, community shop, guides", () => {
    const links = menu("pl", "mobile").map((i) => i.link);
    expect(links).toEqual([
      "/chlopak",
      "/dziewczynki",
      "/nowosci",
      "/wyprzedaz",
      "/kategorie",
      "#",
      expect.stringMatching(/^\/page\//),
      "/instagram",
      "/przewodniki",
    ]);
  });

  it.each(LANGUAGES)(
    "%s footer has its groups, cookie settings, help centre, whistleblowing, social networks and payment images",
    (language) => {
      const footer = menu(language, "footer");
      expect(footer).toHaveLength(5);
      const links = [...walk(footer)].map((i) => i.link);
      expect(links).toContain("#cookie-settings");
      expect(links.filter((l) => /facebook|instagram|tiktok/.test(l))).toHaveLength(3);
      expect(links.some((l) => l.startsWith("https://help."))).toBe(true);
      expect(links.some((l) => l.startsWith("https://report."))).toBe(true);
      const payment = footer.at(-1) as Item & { subMenu: (Item & { image?: unknown })[] };
      expect(payment.subMenu.length).toBeGreaterThanOrEqual(4);
      for (const method of payment.subMenu) expect(method.image).toBeDefined();
    },
  );
});

describe("perks (specification 5 and 9)", () => {
  const perks = ofType("perk") as (SanityDocument & {
    key: string;
    market?: string;
    categoryID: string | null;
    excludeCategoryID: string | null;
    text: { children: { text: string }[] }[];
  })[];
  const text = (p: (typeof perks)[number]) => p.text.map((b) => b.children.map((c) => c.text).join("")).join(" ");

  it("every filter parses as a category id list", () => {
    for (const p of perks) {
      expect(checkCategoryIds(p.categoryID), p._id).toBe(true);
      expect(checkCategoryIds(p.excludeCategoryID), p._id).toBe(true);
    }
  });

  it("hides open purchase for 201 and 158 and shows the sealed-package perk only for 201", () => {
    for (const p of perks.filter((p) => p.key === "open-purchase"))
      expect(parseCategoryIds(p.excludeCategoryID)).toEqual([201, 158]);
    for (const p of perks.filter((p) => p.key === "sealed-package")) expect(parseCategoryIds(p.categoryID)).toEqual([201]);
  });

  it.each(MARKET_CODES)("%s has a free-shipping perk with its threshold, in its language and in English", (market) => {
    for (const language of [MARKETS[market].language, "en"]) {
      const perk = perks.find((p) => p.key === "free-shipping" && p.language === language && p.market === market);
      expect(perk, `${language}/${market}`).toBeDefined();
      // The amount checkout charges from, as a token the shop writes per storefront (issue 25.13).
      expect(amountsIn(text(perk as (typeof perks)[number]))).toEqual([
        { minor: SHIPPING[market].thresholdMinor, currency: MARKETS[market].currency },
      ]);
    }
  });

  it("only Sweden promises delivery in 2-4 weekdays", () => {
    const delivery = perks.filter((p) => p.key === "delivery-time");
    expect(delivery.map((p) => p.market).sort()).toEqual(["se", "se"]);
    for (const p of delivery) expect(text(p)).toMatch(/2\s*[–-]\s*4/);
  });

  it("every perk with a link has link text, and links are safe", () => {
    for (const p of perks) {
      expect(Boolean(p.link)).toBe(Boolean(p.linkText));
      expect(checkLink(p.link)).toBe(true);
    }
  });
});

describe("washing advice, category info, pages, banners", () => {
  it.each(LANGUAGES)("%s washing advice has an intro and 8 tips, one about 40 degrees", (language) => {
    const text = byId.get(`washingAdvice-${language}`)?.text as {
      style: string;
      listItem?: string;
      children: { text: string }[];
    }[];
    const bullets = text.filter((b) => b.listItem === "bullet");
    expect(text[0]?.listItem).toBeUndefined();
    expect(bullets).toHaveLength(8);
    expect(bullets.some((b) => b.children[0]?.text.includes("40"))).toBe(true);
  });

  it.each(LANGUAGES)("%s category info lists the fifteen foot-measuring categories", (language) => {
    expect(byId.get(`categoryInfo-${language}`)?.categoryIds).toBe(FOOT_MEASURING_CATEGORY_IDS);
    expect(parseCategoryIds(FOOT_MEASURING_CATEGORY_IDS)).toEqual([
      182, 186, 188, 995, 997, 998, 999, 1046, 1167, 1169, 1170, 1181, 1182, 1183, 1210,
    ]);
  });

  it("has localized static pages with the specification's exceptions", () => {
    const pages = ofType("staticPage") as (SanityDocument & { topic: string; slug: { current: string } })[];
    const topics = (language: string) => pages.filter((p) => p.language === language).map((p) => p.topic);
    expect(pages.find((p) => p.language === "fi" && p.topic === "contact")?.slug.current).toBe("ota-yhteytta");
    for (const language of LANGUAGES) {
      expect(topics(language).includes("stores")).toBe(language === "sv" || language === "en");
      expect(topics(language).includes("jobs")).toBe(language === "sv");
      for (const german of ["imprint", "payment", "withdrawal"])
        expect(topics(language).includes(german)).toBe(language === "de");
    }
  });

  it.each(LANGUAGES)("%s footer leads to the 'my gift cards' page, which sends questions to customer service", (language) => {
    // Specification 2.4 names the page "my gift cards"; checkout takes no gift card code (docs/product.md).
    const titles: Record<string, string> = {
      sv: "Mina presentkort",
      nb: "Mine gavekort",
      da: "Mine gavekort",
      fi: "Omat lahjakortit",
      nl: "Mijn cadeaukaarten",
      de: "Meine Geschenkkarten",
      fr: "Mes cartes cadeaux",
      pl: "Moje karty podarunkowe",
      en: "My gift cards",
    };
    const page = ofType("staticPage").find((p) => p.language === language && p.topic === "giftCards") as
      | (SanityDocument & { title: string; slug: { current: string }; body: { children?: { text: string }[] }[] })
      | undefined;
    expect(page?.title).toBe(titles[language]);
    const service = menu(language, "footer")[0]?.subMenu ?? [];
    expect(service.filter((i) => i.link === `/page/${page?.slug.current}`).map((i) => i.name)).toEqual([titles[language]]);
    const text = (page?.body ?? [])
      .flatMap((b) => b.children ?? [])
      .map((c) => c.text)
      .join(" ");
    expect(text).toContain("service@littlenorth.shop");
  });

  it("has per market, in its language and English, one live, one scheduled and one ended banner", () => {
    const banners = ofType("alertBanner") as (SanityDocument & { market: string; startsAt: string; endsAt: string })[];
    const now = new Date("2026-11-22T12:00:00Z");
    for (const market of MARKET_CODES) {
      for (const language of [MARKETS[market].language, "en"]) {
        const statuses = banners.filter((b) => b.market === market && b.language === language).map((b) => bannerStatus(b, now));
        expect(statuses.sort(), `${language}/${market}`).toEqual(["ended", "live", "scheduled"]);
      }
    }
  });

  it("shows each of the four banner colours among the live banners, in the markets' languages and in English", () => {
    const banners = ofType("alertBanner") as (SanityDocument & {
      market: keyof typeof MARKETS;
      startsAt: string;
      endsAt: string;
      background: string;
    })[];
    const live = banners.filter((b) => bannerStatus(b, new Date("2026-11-22T12:00:00Z")) === "live");
    const colours = (english: boolean) => new Set(live.filter((b) => (b.language === "en") === english).map((b) => b.background));
    expect(colours(false)).toEqual(new Set(["black", "blue", "turquoise", "red"]));
    expect(colours(true)).toEqual(new Set(["black", "blue", "turquoise", "red"]));
  });

  it("has site settings per language, with a stores link only in Swedish and English (for Sweden)", () => {
    for (const language of LANGUAGES) {
      const settings = byId.get(`siteSettings-${language}`);
      expect(settings).toBeDefined();
      expect(Boolean(settings?.storesLink)).toBe(language === "sv" || language === "en");
    }
  });

  it("has market settings that keep the specification: stores only in Sweden, no member block in Poland and France", () => {
    for (const market of MARKET_CODES) {
      const settings = byId.get(`marketSettings-${market}`) as SanityDocument & {
        showStoresLink: boolean;
        showMemberBlock: boolean;
      };
      expect(settings.showStoresLink, market).toBe(market === "se");
      expect(settings.showMemberBlock, market).toBe(market !== "pl" && market !== "fr");
    }
  });
});

describe("amounts of money (issue 25.13)", () => {
  it("are tokens in every text of every language, never written by hand, so each storefront writes them as its prices", () => {
    const problems: string[] = [];
    for (const doc of docs)
      for (const [path, value] of strings(doc, doc._id)) {
        const result = checkAmounts(value);
        if (result !== true) problems.push(`${path}: ${result}`);
      }
    expect(problems).toEqual([]);
  });

  it("name the currency of the market a text is shown in", () => {
    for (const doc of docs.filter((d) => typeof d.market === "string")) {
      const currency = MARKETS[doc.market as keyof typeof MARKETS].currency;
      for (const [, value] of strings(doc, doc._id))
        for (const amount of amountsIn(value)) expect(amount.currency, doc._id).toBe(currency);
    }
  });
});

describe("gift cards (rule shop.gift-card-redemption, not built)", () => {
  // Checkout takes no gift card code and shows no balance (docs/product.md, "Not built yet"), so
  // no text may promise it. These are the phrases the gift card guides used while they did.
  const PROMISES: Record<string, string[]> = {
    sv: ["kod i kassan", "koden i kassan", "använder du det i kassan", "i mejlet finns presentkortets kod"],
    nb: ["gavekortkoden i kassen", "koden i kassen", "med en unik kode", "bruker koden"],
    da: ["koden i kassen", "indtast gavekortets kode", "indtast koden", "med en personlig kode"],
    fi: ["syötetään kassalla", "koodi kassalla", "yksilöllinen koodi", "koodilla voi maksaa"],
    nl: ["in bij het afrekenen", "met een unieke code", "zo betaal je ermee", "hoe je ermee betaalt"],
    de: ["code an der kasse", "code der geschenkkarte ein", "mit einem persönlichen code", "geschenkkarte eingelöst"],
    fr: ["saisissez le code", "saisissez son code", "avec son code", "l’utiliser au moment du paiement"],
    pl: ["wpisz kod", "z indywidualnym kodem", "jak zapłacić kartą", "jak nią zapłacić"],
    en: ["code at checkout", "with a unique code", "how to pay with it", "the amount on the card is taken off"],
  };

  it.each(LANGUAGES)("%s: no guide or page promises paying with a gift card code", (language) => {
    const found: string[] = [];
    for (const doc of docs.filter((d) => d.language === language))
      for (const [path, value] of strings(doc, doc._id)) {
        const text = value.toLowerCase().replace(/\s+/g, " ");
        for (const phrase of PROMISES[language] ?? []) if (text.includes(phrase)) found.push(`${path}: "${phrase}"`);
      }
    expect(found).toEqual([]);
  });
});
