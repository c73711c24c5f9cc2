/**
 * Builds the content dataset `seed/content.ndjson` (Sanity's import format) from
 * the per-language seed files. Menus are generated from the shared taxonomy, so
 * every language has the same structure and only words and slugs differ.
 *
 *   node seed/content/build.ts          write seed/content.ndjson
 *   node seed/content/build.ts --check  fail when the committed file is stale
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type CategoryNode, TAXONOMY } from "#lib/commerce/catalog/taxonomy.ts";
import { LANGUAGES, type Language, MARKET_CODES, MARKETS, type MarketCode } from "#lib/markets/markets.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { generateCatalog } from "../catalog/generate.ts";
import { checkLanguageSeed } from "./check.ts";
import { checkEditorialSeed } from "./editorial/check.ts";
import { categoryLink, choosePicks, type EditorialPicks, editorialDocs, inspoFields, TILES } from "./editorial/documents.ts";
import type { EditorialSeed } from "./editorial/types.ts";
import { helpCentre, PAYMENT_NAMES, paymentMethodsOfLanguage, SOCIAL, WHISTLEBLOWING } from "./external-links.ts";
import { toPortableText } from "./portable-text.ts";
import type { LanguageSeed, PageTopic } from "./types.ts";

export const DATASET_FILE = fileURLToPath(new URL("../content.ndjson", import.meta.url));

/** Category ids where the foot-measuring hint applies (specification section 9). */
export const FOOT_MEASURING_CATEGORY_IDS = "182,186,188,995,997,998,999,1046,1167,1169,1170,1181,1182,1183,1210";
export const OPEN_PURCHASE_EXCLUDED = "201,158";
export const SEALED_PACKAGE_CATEGORY = "201";

export interface MenuItem {
  _type: "menuItem";
  _key: string;
  name: string;
  link: string;
  type: "Link" | "MegaNav";
  subMenu: MenuItem[];
  menuColor?: "red";
  image?: { _type: "image"; _sanityAsset: string };
  images: MenuImage[];
}

interface MenuImage {
  _type: "menuImage";
  _key: string;
  _sanityAsset: string;
  alt: string;
  link: string;
}

/** The pictures of the boys' and girls' groups in the open mega menu: the home page's winter tiles. */
const MENU_PICTURES = { boys: ["outerwear", "winterBoots"], girls: ["partyDresses", "knitwear"] } as const;

function menuPictures(seed: LanguageSeed, editorial: EditorialSeed, gender: "boys" | "girls"): MenuImage[] {
  return MENU_PICTURES[gender].map((key) => {
    const tile = TILES.find((t) => t.key === key);
    if (!tile) throw new Error(`no home page tile ${key}`);
    return {
      _type: "menuImage",
      _key: `${gender}-${key}`,
      _sanityAsset: `image@file://./assets/editorial/${tile.file}.svg`,
      alt: editorial.home.tiles[key].imageAlt,
      link: categoryLink(seed, tile.category, gender),
    };
  });
}

type Doc = { _id: string; _type: string; [field: string]: unknown };

function keyer(prefix: string) {
  let n = 0;
  return () => `${prefix}${(n++).toString(36)}`;
}

function item(key: () => string, name: string, link: string, subMenu: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem {
  return {
    _type: "menuItem",
    _key: key(),
    name,
    link,
    type: subMenu.length || extra.type === "MegaNav" ? "MegaNav" : "Link",
    subMenu,
    images: [],
    ...extra,
  };
}

/** Category links under a gender: only the categories, at any depth, that gender has (no boys' ballet flats). */
function categoryItems(
  seed: LanguageSeed,
  key: () => string,
  nodes: CategoryNode[],
  base: string,
  audiences: string[],
): MenuItem[] {
  return nodes
    .filter((node) => audiences.includes(node.audience ?? "both"))
    .map((node) => {
      const { name, slug } = seed.categories[node.key] as { name: string; slug: string };
      const link = `${base}/${slug}`;
      return item(key, name, link, node.children ? categoryItems(seed, key, node.children, link, audiences) : []);
    });
}

function genderMenu(seed: LanguageSeed, key: () => string, gender: "boys" | "girls"): MenuItem {
  const audiences = gender === "girls" ? ["both", "girls"] : ["both"];
  const base = `/${seed.routes[gender]}`;
  const inspo = gender === "girls" ? [seed.inspo.summerDresses, seed.inspo.summerOutfits] : [seed.inspo.summerOutfits];
  return item(key, seed.labels[gender], base, [
    ...categoryItems(seed, key, TAXONOMY, base, audiences),
    ...inspo.map((i) => item(key, i.name, `/inspo/${i.slug}`)),
  ]);
}

/** The categories section: every category; girls-only ones lead to the girls path, as shoppers expect. */
function categoriesMenu(seed: LanguageSeed, key: () => string): MenuItem {
  const base = `/${seed.routes.categories}`;
  return item(
    key,
    seed.labels.categories,
    base,
    TAXONOMY.map((node) => {
      const { name, slug } = seed.categories[node.key] as { name: string; slug: string };
      if (node.audience === "girls") return item(key, name, `/${seed.routes.girls}/${slug}`);
      const link = `${base}/${slug}`;
      const children = (node.children ?? []).map((child) => {
        const c = seed.categories[child.key] as { name: string; slug: string };
        return item(key, c.name, `${link}/${c.slug}`);
      });
      return item(key, name, link, children);
    }),
  );
}

const pageLink = (seed: LanguageSeed, topic: PageTopic) => `/page/${seed.pages[topic]?.slug}`;

function primaryItems(seed: LanguageSeed, key: () => string): MenuItem[] {
  return [
    genderMenu(seed, key, "boys"),
    genderMenu(seed, key, "girls"),
    item(key, seed.labels.new, `/${seed.routes.new}`),
    item(key, seed.labels.sale, `/${seed.routes.sale}`, [], { menuColor: "red" }),
    categoriesMenu(seed, key),
    // The brand list comes from the catalog, so the menu data holds no submenu.
    item(key, seed.labels.brands, "#", [], { type: "MegaNav" }),
    item(key, seed.labels.guides, `/${seed.routes.guides}`),
    item(key, seed.labels.community, "/instagram"),
    item(key, seed.labels.memberClub, pageLink(seed, "memberClub")),
  ];
}

function mobileItems(seed: LanguageSeed, key: () => string): MenuItem[] {
  const primary = primaryItems(seed, key);
  const [boys, girls, news, sale, categories, brands, guides, community] = primary as [
    MenuItem,
    MenuItem,
    MenuItem,
    MenuItem,
    MenuItem,
    MenuItem,
    MenuItem,
    MenuItem,
  ];
  const customerService = item(key, seed.labels.customerService, pageLink(seed, "contact"));
  return [boys, girls, news, sale, categories, brands, customerService, community, guides];
}

function footerItems(seed: LanguageSeed, key: () => string): MenuItem[] {
  const page = (topic: PageTopic) => {
    const p = seed.pages[topic];
    return p ? [item(key, p.title, `/page/${p.slug}`)] : [];
  };
  return [
    item(key, seed.labels.customerService, "#", [
      ...page("contact"),
      ...page("shipping"),
      ...page("returns"),
      ...page("registerReturn"),
      ...page("giftCards"),
      ...page("stores"),
      item(key, seed.labels.faq, helpCentre(seed.language)),
    ]),
    item(key, seed.labels.legal, "#", [
      ...page("purchaseTerms"),
      ...page("payment"),
      ...page("withdrawal"),
      ...page("privacy"),
      ...page("cookies"),
      item(key, seed.labels.cookieSettings, "#cookie-settings"),
      ...page("membershipTerms"),
      ...page("imprint"),
      item(key, seed.labels.whistleblowing, WHISTLEBLOWING),
    ]),
    item(key, seed.labels.company, "#", [...page("about"), ...page("memberClub"), ...page("influencer"), ...page("jobs")]),
    item(key, seed.labels.followUs, "#", [
      item(key, "Facebook", SOCIAL.facebook),
      item(key, "Instagram", SOCIAL.instagram),
      item(key, "TikTok", SOCIAL.tiktok),
    ]),
    item(
      key,
      seed.labels.paymentMethods,
      "#",
      paymentMethodsOfLanguage(seed.language).map((method) =>
        item(key, PAYMENT_NAMES[method] ?? method, "#", [], {
          image: { _type: "image", _sanityAsset: `image@file://./assets/payment/${method}.svg` },
        }),
      ),
    ),
  ];
}

function menuDocs(seed: LanguageSeed, editorial: EditorialSeed): Doc[] {
  const l = seed.language;
  const menu = (kind: string, items: MenuItem[]) => ({ _id: `menu-${l}-${kind}`, _type: "menu", language: l, kind, items });
  const [boys, girls, ...rest] = primaryItems(seed, keyer("p")) as [MenuItem, MenuItem, ...MenuItem[]];
  const primary = [
    { ...boys, images: menuPictures(seed, editorial, "boys") },
    { ...girls, images: menuPictures(seed, editorial, "girls") },
    ...rest,
  ];
  return [
    menu("primary", primary),
    menu("secondary", []),
    menu("mobile", mobileItems(seed, keyer("m"))),
    menu("footer", footerItems(seed, keyer("f"))),
  ];
}

/** The markets whose shoppers read this language: one for a market language, all for English. */
function marketsOf(language: Language): MarketCode[] {
  return language === "en" ? [...MARKET_CODES] : MARKET_CODES.filter((m) => MARKETS[m].language === language);
}

function perkDocs(seed: LanguageSeed): Doc[] {
  const l = seed.language;
  const own = marketsOf(l);
  return seed.perks.map((perk, index) => {
    const market = perk.market ?? (own.length === 1 ? own[0] : undefined);
    return {
      _id: `perk-${l}-${market ?? "all"}-${perk.key}`,
      _type: "perk",
      language: l,
      ...(market ? { market } : {}),
      key: perk.key,
      orderRank: index,
      text: toPortableText([{ p: perk.text }], "t"),
      link: perk.link,
      linkText: perk.linkText,
      categoryID: perk.key === "sealed-package" ? SEALED_PACKAGE_CATEGORY : null,
      excludeCategoryID: perk.key === "open-purchase" ? OPEN_PURCHASE_EXCLUDED : null,
    };
  });
}

/** Static pages; the member club has its own page type (the club page of the editorial seed) at the same address. */
function pageDocs(seed: LanguageSeed): Doc[] {
  return Object.entries(seed.pages)
    .filter(([topic]) => topic !== "memberClub")
    .map(([topic, page]) => ({
      _id: `page-${seed.language}-${topic}`,
      _type: "staticPage",
      language: seed.language,
      topic,
      title: page.title,
      slug: { _type: "slug", current: page.slug },
      description: page.description,
      body: toPortableText(page.body, "b"),
    }));
}

const BACKGROUNDS = ["red", "blue", "turquoise", "black"] as const;

/**
 * Per market: one banner live since the start of November 2026 (until the end
 * of 2027, so the shop always has one to show), one scheduled for 2028, one ended.
 * Colours turn with the market's place among all markets, not among the language's
 * markets (one for most languages), so the live banners show all four colours.
 */
function bannerDocs(seed: LanguageSeed): Doc[] {
  return marketsOf(seed.language).flatMap((market) => {
    const m = MARKET_CODES.indexOf(market);
    const windows = {
      live: ["2026-11-01T00:00:00Z", "2028-01-01T00:00:00Z"],
      scheduled: ["2028-01-01T00:00:00Z", "2028-02-01T00:00:00Z"],
      ended: ["2026-06-01T00:00:00Z", "2026-08-31T22:00:00Z"],
    } as const;
    return (Object.keys(windows) as (keyof typeof windows)[]).map((state, i) => ({
      _id: `banner-${seed.language}-${market}-${state}`,
      _type: "alertBanner",
      language: seed.language,
      market,
      text: seed.banners[state].text,
      url: seed.banners[state].url,
      background: BACKGROUNDS[(m + i) % BACKGROUNDS.length],
      startsAt: windows[state][0],
      endsAt: windows[state][1],
      priority: 0,
    }));
  });
}

/**
 * Member offers of a language (every market of it): one live since November 2026 (until the
 * end of 2027) that leads to the new arrivals, where the member discount applies, and one
 * that ended before the autumn. They promise nothing the shop does not give members.
 */
function offerDocs(seed: LanguageSeed): Doc[] {
  const { live, ended } = seed.memberOffers;
  return [
    {
      _id: `offer-${seed.language}-new-arrivals`,
      _type: "memberOffer",
      language: seed.language,
      title: live.title,
      text: live.text,
      link: `/${ROUTES[seed.language].new}`,
      startsAt: "2026-11-01T00:00:00Z",
      // Midnight in Helsinki, late evening in the other markets: the last day is 31 December everywhere.
      endsAt: "2027-12-31T22:00:00Z",
    },
    {
      _id: `offer-${seed.language}-back-to-school`,
      _type: "memberOffer",
      language: seed.language,
      title: ended.title,
      text: ended.text,
      startsAt: "2026-08-01T00:00:00Z",
      endsAt: "2026-08-31T22:00:00Z",
    },
  ];
}

/** The themes of the inspiration pages the menus link to, and the categories they draw from. */
export const INSPO_THEMES = {
  summerDresses: { key: "summer-dresses", categoryIds: "210,220" },
  summerOutfits: { key: "summer-outfits", categoryIds: "141,170,995,1182,250,261" },
} as const;

function inspoDocs(seed: LanguageSeed, editorial: EditorialSeed, picks: EditorialPicks): Doc[] {
  return (Object.keys(INSPO_THEMES) as (keyof typeof INSPO_THEMES)[]).map((theme) => {
    const { key, categoryIds } = INSPO_THEMES[theme];
    return {
      _id: `inspo-${seed.language}-${key}`,
      _type: "inspoPage",
      language: seed.language,
      title: seed.inspo[theme].name,
      slug: { _type: "slug", current: seed.inspo[theme].slug },
      key,
      categoryIds,
      ...inspoFields(editorial, theme, picks),
    };
  });
}

function languageDocs(seed: LanguageSeed, editorial: EditorialSeed, picks: EditorialPicks): Doc[] {
  const l = seed.language;
  const wa = seed.washingAdvice;
  return [
    ...menuDocs(seed, editorial),
    ...perkDocs(seed),
    ...pageDocs(seed),
    ...inspoDocs(seed, editorial, picks),
    ...editorialDocs(seed, editorial, picks),
    ...bannerDocs(seed),
    ...offerDocs(seed),
    {
      _id: `washingAdvice-${l}`,
      _type: "washingAdvice",
      language: l,
      title: wa.title,
      text: toPortableText([{ p: wa.intro }, { ul: wa.tips }], "w"),
    },
    {
      _id: `categoryInfo-${l}`,
      _type: "categoryInfo",
      language: l,
      title: seed.categoryInfo.title,
      text: toPortableText(seed.categoryInfo.text, "c"),
      categoryIds: FOOT_MEASURING_CATEGORY_IDS,
    },
    {
      _id: `siteSettings-${l}`,
      _type: "siteSettings",
      language: l,
      siteTitle: seed.settings.siteTitle,
      siteDescription: seed.settings.siteDescription,
      customerServiceLink: pageLink(seed, "contact"),
      ...(seed.pages.stores ? { storesLink: pageLink(seed, "stores") } : {}),
      social: { ...SOCIAL },
      paymentMethods: paymentMethodsOfLanguage(l).map((method) => ({
        _type: "paymentMethod",
        _key: method,
        name: PAYMENT_NAMES[method] ?? method,
        image: { _type: "image", _sanityAsset: `image@file://./assets/payment/${method}.svg` },
      })),
      copyright: seed.settings.copyright,
      memberClub: { ...seed.settings.memberClub },
    },
  ];
}

/** Markets with stores to visit (specification 2.1: the stores link only in Sweden). */
const MARKETS_WITH_STORES: readonly MarketCode[] = ["se"];
/** Markets without the member club block (specification 2.3: not in Poland and France). */
const MARKETS_WITHOUT_MEMBER_BLOCK: readonly MarketCode[] = ["pl", "fr"];

function marketDocs(): Doc[] {
  return MARKET_CODES.map((code) => ({
    _id: `marketSettings-${code}`,
    _type: "marketSettings",
    market: code,
    showStoresLink: MARKETS_WITH_STORES.includes(code),
    showMemberBlock: !MARKETS_WITHOUT_MEMBER_BLOCK.includes(code),
  }));
}

export async function loadSeeds(): Promise<LanguageSeed[]> {
  return Promise.all(LANGUAGES.map(async (l) => (await import(`./languages/${l}.ts`)).default as LanguageSeed));
}

export async function loadEditorialSeeds(): Promise<EditorialSeed[]> {
  return Promise.all(LANGUAGES.map(async (l) => (await import(`./editorial/${l}.ts`)).default as EditorialSeed));
}

/** The dataset: every language's documents (editorial ones with products picked from the generated catalog), then the markets. */
export function buildDocuments(seeds: LanguageSeed[], editorials: EditorialSeed[]): Doc[] {
  const problems = [
    ...seeds.flatMap((s) => checkLanguageSeed(s).map((p) => `${s.language}: ${p}`)),
    ...editorials.flatMap((e) => checkEditorialSeed(e).map((p) => `${e.language} editorial: ${p}`)),
  ];
  if (problems.length) throw new Error(`seed content has problems:\n${problems.join("\n")}`);
  const picks = choosePicks(generateCatalog());
  return [
    ...seeds.flatMap((seed) => {
      const editorial = editorials.find((e) => e.language === seed.language);
      if (!editorial) throw new Error(`no editorial seed for ${seed.language}`);
      return languageDocs(seed, editorial, picks);
    }),
    ...marketDocs(),
  ];
}

export function toNdjson(docs: Doc[]): string {
  return `${docs.map((d) => JSON.stringify(d)).join("\n")}\n`;
}

if (import.meta.main) {
  const text = toNdjson(buildDocuments(await loadSeeds(), await loadEditorialSeeds()));
  if (process.argv.includes("--check")) {
    const current = await readFile(DATASET_FILE, "utf8").catch(() => "");
    if (current !== text) {
      console.error("seed/content.ndjson is stale: run `npm run seed:content`");
      process.exitCode = 1;
    }
  } else {
    await writeFile(DATASET_FILE, text);
    console.log(`wrote ${text.split("\n").length - 1} documents to seed/content.ndjson`);
  }
}
