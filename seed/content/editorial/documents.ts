/**
 * Turns one language's editorial seed into Sanity documents: the home page, the
 * guides and their index, the inspiration pages' texts and picks, the community
 * shop and the member club page. What is the same in every language (modules,
 * links, pictures, the products picked) is decided here; the words come from
 * the language's EditorialSeed.
 */

import { type CategoryNode, walkTaxonomy } from "#lib/commerce/catalog/taxonomy.ts";
import { type Language, MARKET_CODES, MARKETS } from "#lib/markets/markets.ts";
import type { CatalogSeed, ProductSeed } from "#seed/catalog/types.ts";
import { toPortableText } from "../portable-text.ts";
import type { LanguageSeed } from "../types.ts";
import { CLOTHING_SIZES, SHOE_SIZES } from "./measurements.ts";
import type { EditorialSeed, GuideBlock, GuideKey, TableKey, TileKey } from "./types.ts";

type Doc = { _id: string; _type: string; [field: string]: unknown };

/** Pictures live in seed/assets/editorial; the `-{w}x{h}` suffix gives their size, as Sanity's asset ids do. */
export function picture(file: string, alt: string) {
  return { _type: "image", _sanityAsset: `image@file://./assets/editorial/${file}.svg`, alt };
}

const NODES = new Map([...walkTaxonomy()].map(([node]) => [node.key, node]));
const PARENT = new Map<string, CategoryNode>();
for (const [node] of walkTaxonomy()) for (const child of node.children ?? []) PARENT.set(child.key, node);

function node(key: string): CategoryNode {
  const found = NODES.get(key);
  if (!found) throw new Error(`no category ${key} in the taxonomy`);
  return found;
}

/**
 * The market-relative path of a category: under a gender when one is given, else in the
 * categories section (girls-only ones under girls).
 */
export function categoryLink(seed: LanguageSeed, key: string, gender?: "boys" | "girls"): string {
  const chain: CategoryNode[] = [];
  for (let n: CategoryNode | undefined = node(key); n; n = PARENT.get(n.key)) chain.unshift(n);
  const slugs = chain.map((n) => seed.categories[n.key]?.slug);
  if (slugs.some((s) => !s)) throw new Error(`${seed.language}: a category on the way to ${key} has no slug`);
  const top = chain[0] as CategoryNode;
  const section = gender ? seed.routes[gender] : top.audience === "girls" ? seed.routes.girls : seed.routes.categories;
  return `/${[section, ...slugs].join("/")}`;
}

const ids = (...keys: string[]) => keys.map((k) => node(k).id).join(",");

/**
 * Products chosen for looks, inspiration pages and the picked rail: for each
 * category, the newest product in stock in every market that is not chosen yet.
 * Deterministic, since the catalog generator is.
 */
export class Picker {
  private readonly taken = new Set<string>();
  private readonly byCategory = new Map<number, ProductSeed[]>();

  constructor(catalog: CatalogSeed) {
    const subtree = new Map<number, number[]>();
    for (const [n] of walkTaxonomy())
      subtree.set(
        n.id,
        [...walkTaxonomy([n])].map(([c]) => c.id),
      );
    const inStock = catalog.products
      .filter((p) => !p.clone && p.variants.some((v) => v.stock > 0) && MARKET_CODES.every((m) => p.prices[m]))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    for (const [id, members] of subtree) {
      this.byCategory.set(
        id,
        inStock.filter((p) => members.includes(p.categoryId)),
      );
    }
  }

  /** One product of each category key, in order. */
  one(keys: string[], gender?: "boys" | "girls"): string[] {
    return keys.map((key) => {
      const candidates = this.byCategory.get(node(key).id) ?? [];
      const product = candidates.find((p) => !this.taken.has(p.productKey) && (!gender || p.gender === gender));
      if (!product) throw new Error(`no product left in category ${key}`);
      this.taken.add(product.productKey);
      return product.productKey;
    });
  }

  /** `n` products spread over the categories, round robin. */
  spread(keys: string[], n: number, gender?: "boys" | "girls"): string[] {
    const out: string[] = [];
    for (let round = 0; out.length < n && round < n; round++) {
      for (const key of keys) if (out.length < n) out.push(...this.one([key], gender));
    }
    return out;
  }
}

/** Everything shared across languages: the products and brand chosen once for the whole dataset. */
export interface EditorialPicks {
  pickedRail: string[];
  looks: string[][];
  inspo: { summerDresses: string[]; summerOutfits: string[] };
  brand: { slug: string; name: string };
}

export function choosePicks(catalog: CatalogSeed): EditorialPicks {
  const picker = new Picker(catalog);
  const counts = new Map<number, number>();
  for (const p of catalog.products) counts.set(p.brandId, (counts.get(p.brandId) ?? 0) + 1);
  const brand = catalog.brands
    .filter((b) => b.name !== "Little North")
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id)[0];
  if (!brand) throw new Error("the catalog has no brands");
  return {
    pickedRail: picker.one([
      "winter-jackets",
      "overalls",
      "winter-boots",
      "knitwear",
      "gloves",
      "caps",
      "cardigans",
      "hoodies-zip",
    ]),
    looks: [
      picker.one(["overalls", "winter-boots", "caps", "gloves"]),
      picker.one(["hoodies-pullover", "jeans-regular", "sneakers-low", "bags"]),
      [...picker.one(["dresses", "ballerinas"], "girls"), ...picker.one(["shirts", "dress-shoes"], "boys")],
      picker.one(["sleepwear", "socks", "slippers"]),
      picker.one(["rain-jackets", "rainwear", "rubber-boots"]),
      picker.one(["training", "joggers", "sports-shoes"]),
    ],
    inspo: {
      summerDresses: picker.spread(["dresses", "skirts"], 12, "girls"),
      summerOutfits: picker.spread(["t-shirts-short", "shorts", "sandals", "slides", "swimwear", "caps"], 12),
    },
    brand: { slug: brand.slug, name: brand.name },
  };
}

/** The locale a language's numbers are written in. */
function localeOf(language: Language): string {
  if (language === "en") return "en-GB";
  const market = MARKET_CODES.find((m) => MARKETS[m].language === language);
  return market ? MARKETS[market].locale : "en-GB";
}

function tableRows(key: TableKey, e: EditorialSeed): string[][] {
  const locale = localeOf(e.language);
  const one = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const h = e.tableHeadings;
  if (key === "clothing-sizes") {
    return [
      [h.size, h.age, h.height, h.chest, h.waist, h.inseam],
      ...CLOTHING_SIZES.map((s) => [
        String(s.size),
        e.ageSpan(s.ageMonths[0], s.ageMonths[1]),
        `${whole.format(s.heightCm[0])}–${whole.format(s.heightCm[1])}`,
        whole.format(s.chestCm),
        whole.format(s.waistCm),
        whole.format(s.inseamCm),
      ]),
    ];
  }
  return [
    [h.euSize, h.footLength],
    ...SHOE_SIZES.map((s) => [String(s.euSize), `${one.format(s.footCm[0])}–${one.format(s.footCm[1])}`]),
  ];
}

function guideBody(blocks: GuideBlock[], e: EditorialSeed, prefix: string) {
  const out: unknown[] = [];
  let text: Exclude<GuideBlock, { table: TableKey }>[] = [];
  let part = 0;
  const flush = () => {
    if (text.length) out.push(...toPortableText(text, `${prefix}${part++}`));
    text = [];
  };
  for (const block of blocks) {
    if ("table" in block) {
      flush();
      out.push({
        _type: "table",
        _key: `${prefix}t${part++}`,
        caption: block.caption,
        rows: tableRows(block.table, e).map((cells, i) => ({ _type: "tableRow", _key: `r${i}`, cells })),
      });
    } else {
      text.push(block);
    }
  }
  flush();
  return out;
}

export const GUIDE_ORDER: GuideKey[] = ["size-guide", "shoe-size", "winter-layers", "care", "gift-card"];

export const TILES: { key: TileKey; category: string; file: string }[] = [
  { key: "outerwear", category: "outerwear", file: "tile-outerwear-600x750" },
  { key: "winterBoots", category: "winter-boots", file: "tile-winter-boots-600x750" },
  { key: "knitwear", category: "knitwear", file: "tile-knitwear-600x750" },
  { key: "partyDresses", category: "dresses", file: "tile-party-dresses-600x750" },
  { key: "accessories", category: "accessories", file: "tile-accessories-600x750" },
  { key: "giftCard", category: "gift-cards", file: "tile-gift-card-600x750" },
];

export function guidePath(seed: LanguageSeed, e: EditorialSeed, key: GuideKey): string {
  return `/${seed.routes.guides}/${e.guides[key].slug}`;
}

export function editorialDocs(seed: LanguageSeed, e: EditorialSeed, picks: EditorialPicks): Doc[] {
  const l = seed.language;
  if (e.language !== l) throw new Error(`editorial seed for ${e.language} given with the ${l} seed`);
  const clubSlug = seed.pages.memberClub?.slug;
  const termsSlug = seed.pages.membershipTerms?.slug;
  if (!clubSlug || !termsSlug) throw new Error(`${l}: the member club and membership terms pages need slugs`);
  const h = e.home;
  let k = 0;
  const key = () => `m${(k++).toString(36)}`;
  const rail = (title: string, source: string, count: number, extra: Record<string, unknown> = {}) => ({
    _type: "productRailModule",
    _key: key(),
    title,
    source,
    count,
    ...extra,
  });

  const home: Doc = {
    _id: `homePage-${l}`,
    _type: "homePage",
    language: l,
    title: h.title,
    description: h.description,
    modules: [
      {
        _type: "heroModule",
        _key: key(),
        image: picture("home-hero-winter-1600x900", h.hero.imageAlt),
        heading: h.hero.heading,
        text: h.hero.text,
        cta: h.hero.cta,
        link: categoryLink(seed, "winter-jackets"),
      },
      {
        _type: "categoryTilesModule",
        _key: key(),
        heading: h.tilesHeading,
        tiles: TILES.map((tile) => ({
          _type: "categoryTile",
          _key: key(),
          image: picture(tile.file, h.tiles[tile.key].imageAlt),
          label: h.tiles[tile.key].label,
          link: categoryLink(seed, tile.category),
        })),
      },
      rail(h.rails.newArrivals, "new", 12),
      rail(h.rails.picked, "picked", 8, { productKeys: picks.pickedRail }),
      {
        _type: "textImageModule",
        _key: key(),
        image: picture("feature-measure-feet-1200x800", h.textImage.imageAlt),
        heading: h.textImage.heading,
        text: h.textImage.text,
        cta: h.textImage.cta,
        link: guidePath(seed, e, "shoe-size"),
        imageRight: false,
      },
      rail(h.rails.winterBoots, "category", 12, { categoryIds: ids("winter-boots") }),
      { _type: "perkStripModule", _key: key(), heading: h.perkStripHeading },
      rail(h.rails.sale, "sale", 12),
      {
        _type: "memberCtaModule",
        _key: key(),
        heading: h.memberCta.heading,
        text: h.memberCta.text,
        cta: h.memberCta.cta,
        link: `/page/${clubSlug}`,
      },
      rail(h.rails.brand.replace("{brand}", picks.brand.name), "brand", 8, { brandSlug: picks.brand.slug }),
    ],
  };

  const guides: Doc[] = GUIDE_ORDER.map((topic, order) => {
    const g = e.guides[topic];
    return {
      _id: `guide-${l}-${topic}`,
      _type: "guideArticle",
      language: l,
      title: g.title,
      slug: { _type: "slug", current: g.slug },
      topic,
      summary: g.summary,
      image: picture(`guide-${topic}-1200x800`, g.imageAlt),
      body: guideBody(g.body, e, "g"),
      order: (order + 1) * 10,
    };
  });

  const looks = e.community.looks.map((look, i) => ({
    _type: "look",
    _key: `look${i}`,
    title: look.title,
    caption: look.caption,
    image: picture(LOOK_FILES[i] as string, look.imageAlt),
    productKeys: picks.looks[i],
  }));

  const c = e.club;
  return [
    home,
    ...guides,
    {
      _id: `guidesPage-${l}`,
      _type: "guidesPage",
      language: l,
      title: e.guidesIndex.title,
      intro: e.guidesIndex.intro,
      description: e.guidesIndex.description,
    },
    {
      _id: `communityPage-${l}`,
      _type: "communityPage",
      language: l,
      title: e.community.title,
      intro: e.community.intro,
      description: e.community.description,
      looks,
    },
    {
      _id: `clubPage-${l}`,
      _type: "clubPage",
      language: l,
      title: c.title,
      slug: { _type: "slug", current: clubSlug },
      description: c.description,
      intro: c.intro,
      image: picture("club-hero-1600x900", c.imageAlt),
      benefitsHeading: c.benefitsHeading,
      benefits: c.benefits.map((b, i) => ({ _type: "clubPoint", _key: `b${i}`, ...b })),
      stepsHeading: c.stepsHeading,
      steps: c.steps.map((s, i) => ({ _type: "clubPoint", _key: `s${i}`, ...s })),
      termsText: c.termsText,
      termsLinkText: c.termsLinkText,
      termsLink: `/page/${termsSlug}`,
      cta: c.cta,
    },
  ];
}

const LOOK_FILES = [
  "look-snow-day-800x1000",
  "look-preschool-morning-800x1000",
  "look-party-season-800x1000",
  "look-cosy-sunday-800x1000",
  "look-forest-walk-800x1000",
  "look-sporty-weekend-800x1000",
];

/** The fields inspiration pages gain from the editorial seed: hero, text and curated products. */
export function inspoFields(e: EditorialSeed, theme: "summerDresses" | "summerOutfits", picks: EditorialPicks) {
  const t = e.inspo[theme];
  const file = theme === "summerDresses" ? "inspo-summer-dresses-1600x900" : "inspo-summer-outfits-1600x900";
  return {
    heading: t.heading,
    intro: t.intro,
    image: picture(file, t.imageAlt),
    body: toPortableText(t.body, "i"),
    productKeys: picks.inspo[theme],
  };
}
