/**
 * The deterministic product catalog: about 3,200 products from about 60 invented
 * brands, spread over the whole category tree, named and described in all nine
 * languages and priced in all eight markets. A fixed seed and a fixed reference
 * date make every run give the identical catalog.
 *
 *   import { generateCatalog } from "./seed/catalog/generate.ts";
 */

import { type Department, type Gender, type ItemSpec, PLACEMENTS, type Placement } from "#lib/commerce/catalog/categories.ts";
import { buildName, parseNoun } from "#lib/commerce/catalog/names.ts";
import { type Audience, type CategoryNode, GIFT_CARD_CATEGORY_ID, TAXONOMY } from "#lib/commerce/catalog/taxonomy.ts";
import {
  COLOURS,
  type Colour,
  DENIM_COLOURS,
  DESCRIPTIONS,
  GIFT_CARD_NAMES,
  MODEL_WORDS,
  NOUNS,
  perLanguage,
  STYLES,
} from "#lib/commerce/catalog/vocabulary.ts";
import { type Currency, LANGUAGES, type Language, MARKET_CODES, MARKETS } from "#lib/markets/markets.ts";
import { BRAND_SPECS, OWN_BRAND } from "./brands.ts";
import { GIFT_CARD_AMOUNTS, giftCardAmount, giftCardPrices, marketPrices, sekPointsBetween } from "./prices.ts";
import { intBetween, mulberry32, pick, type Random, shuffle } from "./random.ts";
import { sizeRun } from "./sizes.ts";
import type { BrandSeed, CatalogSeed, ProductSeed, VariantSeed } from "./types.ts";

export const CATALOG_SEED = 0x4c4e2026;
/** "Now" for the catalog: createdAt dates fall in the 365 days before it. */
export const REFERENCE_DATE = "2026-11-15T00:00:00Z";
export const TARGET_PRODUCTS = 3200;
export const FIRST_PRODUCT_ID = 100001;
/** Every leaf has at least this many products for each gender it is shown for. */
export const MIN_PER_GENDER = 12;
export const CLONE_SHARE = 0.15;
export const SALE_SHARE = 0.25;
export const SOLD_OUT_PRODUCT_SHARE = 0.03;
export const SOLD_OUT_VARIANT_SHARE = 0.07;
export const RECENT_SHARE = 0.1;
export const GIFT_CARD_STOCK = 9999;

const DAY_SECONDS = 86_400;
const REFERENCE_MS = Date.parse(REFERENCE_DATE);

// ---------------------------------------------------------------------------
// Slugs

const TRANSLITERATION: Record<string, string> = {
  å: "a",
  ä: "a",
  á: "a",
  à: "a",
  â: "a",
  ą: "a",
  ö: "o",
  ø: "o",
  ó: "o",
  ô: "o",
  ü: "u",
  ú: "u",
  é: "e",
  è: "e",
  ê: "e",
  ë: "e",
  ę: "e",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  ś: "s",
  ź: "z",
  ż: "z",
  ć: "c",
  ç: "c",
  ń: "n",
  ñ: "n",
  í: "i",
  ì: "i",
  î: "i",
  ï: "i",
};

/** Lowercase ASCII kebab: diacritics transliterated, anything else dropped, dashes collapsed. */
export function slugify(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => TRANSLITERATION[char] ?? char.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
    .join("")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The ASCII kebab base of a product's full slug; the shop appends `-${id}`. */
export function productSlugBase(brandSlug: string, name: string): string {
  return slugify(`${brandSlug} ${name}`);
}

// ---------------------------------------------------------------------------
// Taxonomy

/** Audience per category id, inherited from the nearest ancestor that sets one. */
function audiences(nodes: readonly CategoryNode[], inherited: Audience = "both", into = new Map<number, Audience>()) {
  for (const node of nodes) {
    const audience = node.audience ?? inherited;
    into.set(node.id, audience);
    if (node.children) audiences(node.children, audience, into);
  }
  return into;
}

export const CATEGORY_AUDIENCE: ReadonlyMap<number, Audience> = audiences(TAXONOMY);

export function gendersFor(categoryId: number): Gender[] {
  const audience = CATEGORY_AUDIENCE.get(categoryId);
  if (audience === undefined) throw new Error(`category ${categoryId} is not in the taxonomy`);
  if (audience === "shared") return [];
  return audience === "girls" ? ["girls"] : ["boys", "girls"];
}

// ---------------------------------------------------------------------------
// Planning: how many products each placement gets per gender.

interface Slot {
  placement: Placement;
  gender: Gender;
}

function planSlots(total: number): Slot[] {
  const units = PLACEMENTS.flatMap((placement) =>
    gendersFor(placement.categoryId).map((gender) => ({ placement, gender, count: MIN_PER_GENDER, remainder: 0 })),
  );
  const extra = total - units.length * MIN_PER_GENDER;
  if (extra < 0) throw new Error(`${total} products cannot give every placement ${MIN_PER_GENDER} per gender`);
  const weights = units.reduce((sum, unit) => sum + unit.placement.weight, 0);
  let given = 0;
  for (const unit of units) {
    const share = (extra * unit.placement.weight) / weights;
    unit.count += Math.floor(share);
    unit.remainder = share - Math.floor(share);
    given += Math.floor(share);
  }
  // Largest remainders first; ties keep taxonomy order (the sort is stable).
  const byRemainder = [...units].sort((a, b) => b.remainder - a.remainder);
  for (let i = 0; i < extra - given; i++) {
    const unit = byRemainder[i % byRemainder.length];
    if (unit) unit.count++;
  }
  return units.flatMap((unit) => Array.from({ length: unit.count }, () => ({ placement: unit.placement, gender: unit.gender })));
}

// ---------------------------------------------------------------------------
// Products

interface Context {
  random: Random;
  brands: readonly BrandSeed[];
  brandsByDepartment: ReadonlyMap<Department, readonly BrandSeed[]>;
  /** `${brandId}|${language}|${name}` of every name given so far. */
  names: Set<string>;
}

type Localized = Record<Language, string>;

const DENIM = COLOURS.filter((colour) => DENIM_COLOURS.includes(colour.key));

function localizedName(item: ItemSpec, colour: Colour, styleKey: keyof typeof STYLES): Localized {
  const nouns = NOUNS[item.noun];
  const style = STYLES[styleKey];
  return perLanguage(
    LANGUAGES.map((language, i) =>
      buildName(language, parseNoun(nouns[i] ?? ""), colour.forms[i] ?? "", style === null ? null : (style[i] ?? null)),
    ),
  );
}

function nameKeys(brandId: number, name: Localized): string[] {
  return LANGUAGES.map((language) => `${brandId}|${language}|${name[language]}`);
}

function eligibleBrands(context: Context, placement: Placement): BrandSeed[] {
  const ids = new Set<number>();
  for (const department of placement.departments) {
    for (const brand of context.brandsByDepartment.get(department) ?? []) ids.add(brand.id);
  }
  return context.brands.filter((brand) => ids.has(brand.id));
}

/** Item, colour, style and brand, retried until brand + name is new; a model word settles the rare rest. */
function design(context: Context, slot: Slot) {
  const { random } = context;
  const items = slot.placement.items.filter((item) => item.gender === undefined || item.gender === slot.gender);
  const brands = eligibleBrands(context, slot.placement);
  let choice: { item: ItemSpec; colour: Colour; brand: BrandSeed; name: Localized } | undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    const item = pick(random, items);
    const colour = pick(random, item.denim ? DENIM : COLOURS);
    const name = localizedName(item, colour, pick(random, item.styles));
    const brand = pick(random, brands);
    choice = { item, colour, brand, name };
    if (nameKeys(brand.id, name).every((key) => !context.names.has(key))) break;
  }
  if (!choice) throw new Error("no design");
  const base = choice.name;
  for (let i = 0; nameKeys(choice.brand.id, choice.name).some((key) => context.names.has(key)); i++) {
    const model = `${MODEL_WORDS[i % MODEL_WORDS.length]}${i >= MODEL_WORDS.length ? ` ${Math.floor(i / MODEL_WORDS.length) + 1}` : ""}`;
    choice.name = perLanguage(LANGUAGES.map((language) => `${base[language]} ${model}`));
  }
  for (const key of nameKeys(choice.brand.id, choice.name)) context.names.add(key);
  return choice;
}

function createdAt(random: Random): string {
  const seconds =
    random() < RECENT_SHARE
      ? intBetween(random, 1, 30 * DAY_SECONDS)
      : intBetween(random, 30 * DAY_SECONDS + 1, 365 * DAY_SECONDS);
  return new Date(REFERENCE_MS - seconds * 1000).toISOString();
}

function variants(random: Random, item: ItemSpec): VariantSeed[] {
  const soldOut = random() < SOLD_OUT_PRODUCT_SHARE;
  return sizeRun(random, item.sizes).map((size) => ({
    ...size,
    stock: soldOut || random() < SOLD_OUT_VARIANT_SHARE ? 0 : intBetween(random, 1, 25),
  }));
}

function product(context: Context, slot: Slot, id: number): ProductSeed {
  const { random } = context;
  const { item, colour, brand, name } = design(context, slot);
  const sekList = pick(random, sekPointsBetween(item.price[0], item.price[1]));
  const discount = random() < SALE_SHARE ? 0.2 + random() * 0.3 : null;
  const shownToBoth = gendersFor(slot.placement.categoryId).length === 2;
  return {
    id,
    productKey: `LN${id}`,
    brandId: brand.id,
    categoryId: slot.placement.categoryId,
    gender: slot.gender,
    clone: shownToBoth && random() < CLONE_SHARE,
    createdAt: createdAt(random),
    name,
    description: perLanguage(DESCRIPTIONS[item.description]),
    colour: perLanguage(colour.plain),
    colourHex: colour.hex,
    variants: variants(random, item),
    prices: marketPrices(sekList, discount),
  };
}

/** The currency a language's own market uses; English (every market) names no amount, so any will do. */
function currencyOf(language: Language): Currency {
  const code = MARKET_CODES.find((market) => MARKETS[market].language === language);
  return code ? MARKETS[code].currency : "EUR";
}

function giftCards(random: Random, ownBrand: BrandSeed, firstId: number): ProductSeed[] {
  const colour = COLOURS.find((c) => c.key === "green") ?? pick(random, COLOURS);
  return GIFT_CARD_AMOUNTS.SEK.map((_, level) => {
    const id = firstId + level;
    return {
      id,
      productKey: `LN${id}`,
      brandId: ownBrand.id,
      categoryId: GIFT_CARD_CATEGORY_ID,
      // Gift cards are shown to no gender (audience "shared"); the type needs one.
      gender: "girls",
      clone: false,
      createdAt: createdAt(random),
      name: perLanguage(
        LANGUAGES.map((language, i) => GIFT_CARD_NAMES[i]?.(giftCardAmount(currencyOf(language), level), level) ?? ""),
      ),
      description: perLanguage(DESCRIPTIONS.giftCard),
      colour: perLanguage(colour.plain),
      colourHex: colour.hex,
      variants: [{ variantKey: "onesize", size: "onesize", stock: GIFT_CARD_STOCK }],
      prices: giftCardPrices(level),
    };
  });
}

/** The catalog; `total` products instead of TARGET_PRODUCTS for benchmarks at other sizes (bench/search.mjs). */
export function generateCatalog(total = TARGET_PRODUCTS): CatalogSeed {
  const random = mulberry32(CATALOG_SEED);
  const brands: BrandSeed[] = BRAND_SPECS.map((spec, i) => ({ id: i + 1, slug: slugify(spec.name), name: spec.name }));
  const brandsByDepartment = new Map<Department, BrandSeed[]>();
  BRAND_SPECS.forEach((spec, i) => {
    const brand = brands[i];
    if (!brand) return;
    for (const department of spec.departments) {
      brandsByDepartment.set(department, [...(brandsByDepartment.get(department) ?? []), brand]);
    }
  });
  const context: Context = { random, brands, brandsByDepartment, names: new Set() };

  const giftCardCount = GIFT_CARD_AMOUNTS.SEK.length;
  const slots = shuffle(random, planSlots(total - giftCardCount));
  const products = slots.map((slot, i) => product(context, slot, FIRST_PRODUCT_ID + i));
  const ownBrand = brands.find((brand) => brand.name === OWN_BRAND);
  if (!ownBrand) throw new Error(`the own brand ${OWN_BRAND} is missing`);
  products.push(...giftCards(random, ownBrand, FIRST_PRODUCT_ID + products.length));
  return { brands, products };
}
