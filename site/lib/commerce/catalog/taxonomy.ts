/**
 * The category tree shared by menus (content) and the catalog (commerce).
 * Ids are the shop's category ids: the specification names 201 (underwear, the
 * sealed-package category), 158 (gift cards) and fifteen shoe categories
 * (182, 186, 188, 995, 997, 998, 999, 1046, 1167, 1169, 1170, 1181, 1182, 1183, 1210).
 * Names and slugs per language live in each language's seed file, keyed by `key`.
 *
 * Paths follow /{gender}/{category}/{subcategory}/{type}: a top-level node here
 * is a category (level 2 under a gender), its children subcategories (level 3),
 * and theirs types (level 4).
 */

/** both: under boys and girls; girls: under girls only; shared: only in the categories section (gift cards). */
export type Audience = "both" | "girls" | "shared";

export interface CategoryNode {
  key: string;
  id: number;
  /** English working name, for developers; shoppers see the localized name. */
  en: string;
  /** Girls-only categories appear under girls and in the categories section only. */
  audience?: Audience;
  children?: CategoryNode[];
}

/** The gift card category (audience "shared"): a gift card is money, never discounted, drawn and generated apart. */
export const GIFT_CARD_CATEGORY_ID = 158;

export const TAXONOMY: CategoryNode[] = [
  {
    key: "jeans",
    id: 110,
    en: "Jeans",
    children: [
      { key: "jeans-slim", id: 111, en: "Slim fit jeans" },
      { key: "jeans-regular", id: 112, en: "Regular fit jeans" },
      { key: "jeans-wide", id: 113, en: "Wide leg jeans" },
    ],
  },
  {
    key: "sweaters",
    id: 120,
    en: "Sweaters",
    children: [
      {
        key: "hoodies",
        id: 121,
        en: "Hoodies",
        children: [
          { key: "hoodies-zip", id: 1211, en: "Zip hoodies" },
          { key: "hoodies-pullover", id: 1212, en: "Pullover hoodies" },
        ],
      },
      { key: "sweatshirts", id: 122, en: "Sweatshirts" },
      { key: "cardigans", id: 123, en: "Cardigans" },
      { key: "knitwear", id: 124, en: "Knitted sweaters" },
    ],
  },
  {
    key: "outerwear",
    id: 130,
    en: "Outerwear",
    children: [
      {
        key: "jackets",
        id: 131,
        en: "Jackets",
        children: [
          { key: "winter-jackets", id: 1311, en: "Winter jackets" },
          { key: "transition-jackets", id: 1312, en: "Spring and autumn jackets" },
          { key: "rain-jackets", id: 1313, en: "Rain jackets" },
        ],
      },
      { key: "overalls", id: 132, en: "Overalls and snowsuits" },
      { key: "vests", id: 133, en: "Vests" },
      { key: "rainwear", id: 134, en: "Rainwear" },
    ],
  },
  {
    key: "shoes",
    id: 182,
    en: "Shoes",
    children: [
      {
        key: "sneakers",
        id: 186,
        en: "Sneakers",
        children: [
          { key: "sneakers-low", id: 1167, en: "Low sneakers" },
          { key: "sneakers-high", id: 1169, en: "High-top sneakers" },
        ],
      },
      {
        key: "boots",
        id: 188,
        en: "Boots",
        children: [
          { key: "winter-boots", id: 1170, en: "Winter boots" },
          { key: "chelsea-boots", id: 1181, en: "Chelsea boots" },
          { key: "rubber-boots", id: 1046, en: "Rubber boots" },
        ],
      },
      { key: "sandals", id: 995, en: "Sandals", children: [{ key: "slides", id: 1182, en: "Slides and pool sliders" }] },
      { key: "slippers", id: 997, en: "Slippers" },
      { key: "ballerinas", id: 998, en: "Ballet flats", audience: "girls" },
      { key: "dress-shoes", id: 999, en: "Dress shoes and loafers" },
      { key: "sports-shoes", id: 1183, en: "Sports shoes" },
      { key: "first-shoes", id: 1210, en: "First walkers" },
    ],
  },
  {
    key: "t-shirts",
    id: 140,
    en: "T-shirts",
    children: [
      { key: "t-shirts-short", id: 141, en: "Short-sleeved T-shirts" },
      { key: "t-shirts-long", id: 142, en: "Long-sleeved T-shirts" },
    ],
  },
  { key: "shirts", id: 150, en: "Shirts" },
  {
    key: "trousers",
    id: 160,
    en: "Trousers",
    children: [
      { key: "chinos", id: 161, en: "Chinos" },
      { key: "cargo-trousers", id: 162, en: "Cargo trousers" },
      { key: "joggers", id: 163, en: "Joggers" },
    ],
  },
  { key: "shorts", id: 170, en: "Shorts" },
  { key: "dresses", id: 210, en: "Dresses", audience: "girls" },
  { key: "skirts", id: 220, en: "Skirts", audience: "girls" },
  { key: "tops-blouses", id: 300, en: "Tops and blouses", audience: "girls" },
  { key: "leggings-tights", id: 310, en: "Leggings and tights", audience: "girls" },
  { key: "blazers", id: 230, en: "Blazers" },
  {
    key: "underwear",
    id: 201,
    en: "Underwear",
    children: [
      { key: "briefs", id: 202, en: "Briefs and boxers" },
      { key: "undershirts", id: 203, en: "Vests and undershirts" },
    ],
  },
  { key: "bras", id: 320, en: "Bras", audience: "girls" },
  { key: "socks", id: 240, en: "Socks" },
  { key: "swimwear", id: 250, en: "Swimwear" },
  {
    key: "accessories",
    id: 260,
    en: "Accessories",
    children: [
      { key: "caps", id: 261, en: "Caps and hats" },
      { key: "bags", id: 262, en: "Bags and backpacks" },
      { key: "gloves", id: 263, en: "Gloves and mittens" },
      { key: "belts", id: 264, en: "Belts" },
    ],
  },
  { key: "jewellery-hair", id: 330, en: "Jewellery and hair accessories", audience: "girls" },
  { key: "training", id: 270, en: "Training wear" },
  { key: "sleepwear", id: 280, en: "Sleepwear" },
  { key: "loungewear", id: 290, en: "Tracksuit wear" },
  { key: "gift-cards", id: GIFT_CARD_CATEGORY_ID, en: "Gift cards", audience: "shared" },
];

export function* walkTaxonomy(nodes: CategoryNode[] = TAXONOMY, depth = 0): Generator<[CategoryNode, number]> {
  for (const node of nodes) {
    yield [node, depth];
    if (node.children) yield* walkTaxonomy(node.children, depth + 1);
  }
}
