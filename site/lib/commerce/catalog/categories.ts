/**
 * Where products go in the taxonomy (taxonomy.ts) and what they are there:
 * one placement per leaf (and sandals, a parent whose only child is slides, gets
 * its own sandals), each with the items sold in it, their styles, sizes, price
 * band in SEK and description kind. Weight steers how many products a placement
 * gets beyond the minimum.
 */

import type { DescriptionKind, NounKey, StyleKey } from "./vocabulary.ts";

/** A part of the range: general clothing, outerwear, shoes, accessories, underwear and nightwear, sport and swim. */
export type Department = "clothing" | "outerwear" | "shoes" | "accessories" | "underwear" | "sport";

/** cm-b/c/t: clothing for babies (50–92), children (92–140) and teens (134–176), in any combination offered. */
export type SizeKind = "cm-bct" | "cm-bc" | "cm-ct" | "shoe" | "first-shoe" | "socks" | "tights" | "bra" | "onesize";

export type Gender = "boys" | "girls";

export interface ItemSpec {
  noun: NounKey;
  styles: readonly StyleKey[];
  sizes: SizeKind;
  /** List price band in SEK (whole kronor), snapped to the SEK price points. */
  price: readonly [number, number];
  description: DescriptionKind;
  /** Only for this gender, such as swim shorts or a swimsuit. */
  gender?: Gender;
  /** Limit colours, such as denim shades. */
  denim?: boolean;
}

export interface Placement {
  categoryId: number;
  weight: number;
  departments: readonly Department[];
  items: readonly ItemSpec[];
}

const JEANS_STYLES: readonly StyleKey[] = ["basic", "distressed", "stretch", "organic"];
const SWEAT_STYLES: readonly StyleKey[] = ["basic", "print", "oversize", "organic"];
const TEE_STYLES: readonly StyleKey[] = ["basic", "print", "striped", "organic"];
const UNDERWEAR_STYLES: readonly StyleKey[] = ["basic", "print", "striped", "organic"];

export const PLACEMENTS: readonly Placement[] = [
  // Jeans
  {
    categoryId: 111,
    weight: 3,
    departments: ["clothing"],
    items: [{ noun: "jeansSlim", styles: JEANS_STYLES, sizes: "cm-ct", price: [299, 549], description: "denim", denim: true }],
  },
  {
    categoryId: 112,
    weight: 3,
    departments: ["clothing"],
    items: [{ noun: "jeansRegular", styles: JEANS_STYLES, sizes: "cm-ct", price: [299, 549], description: "denim", denim: true }],
  },
  {
    categoryId: 113,
    weight: 2,
    departments: ["clothing"],
    items: [{ noun: "jeansWide", styles: JEANS_STYLES, sizes: "cm-ct", price: [349, 599], description: "denim", denim: true }],
  },
  // Sweaters
  {
    categoryId: 1211,
    weight: 2,
    departments: ["clothing"],
    items: [{ noun: "zipHoodie", styles: SWEAT_STYLES, sizes: "cm-bct", price: [299, 499], description: "sweat" }],
  },
  {
    categoryId: 1212,
    weight: 3,
    departments: ["clothing"],
    items: [{ noun: "hoodie", styles: SWEAT_STYLES, sizes: "cm-bct", price: [249, 499], description: "sweat" }],
  },
  {
    categoryId: 122,
    weight: 3,
    departments: ["clothing"],
    items: [
      {
        noun: "sweatshirt",
        styles: ["basic", "print", "striped", "organic"],
        sizes: "cm-bct",
        price: [229, 449],
        description: "sweat",
      },
    ],
  },
  {
    categoryId: 123,
    weight: 2,
    departments: ["clothing"],
    items: [{ noun: "cardigan", styles: ["basic", "cable", "ribbed"], sizes: "cm-bct", price: [299, 599], description: "knit" }],
  },
  {
    categoryId: 124,
    weight: 2,
    departments: ["clothing"],
    items: [
      {
        noun: "knitSweater",
        styles: ["basic", "striped", "patterned", "wool"],
        sizes: "cm-ct",
        price: [349, 699],
        description: "knit",
      },
    ],
  },
  // Outerwear
  {
    categoryId: 1311,
    weight: 3,
    departments: ["outerwear"],
    items: [
      {
        noun: "winterJacket",
        styles: ["basic", "hood", "reflective", "waterproof"],
        sizes: "cm-ct",
        price: [999, 1999],
        description: "winter",
      },
    ],
  },
  {
    categoryId: 1312,
    weight: 2,
    departments: ["outerwear"],
    items: [
      {
        noun: "transitionJacket",
        styles: ["basic", "hood", "reflective", "quilted"],
        sizes: "cm-ct",
        price: [549, 999],
        description: "shell",
      },
    ],
  },
  {
    categoryId: 1313,
    weight: 2,
    departments: ["outerwear"],
    items: [
      {
        noun: "rainJacket",
        styles: ["basic", "lined", "reflective", "print"],
        sizes: "cm-bct",
        price: [399, 799],
        description: "shell",
      },
    ],
  },
  {
    categoryId: 132,
    weight: 3,
    departments: ["outerwear"],
    items: [
      {
        noun: "snowsuit",
        styles: ["basic", "reflective", "waterproof", "print"],
        sizes: "cm-bc",
        price: [899, 1799],
        description: "winter",
      },
    ],
  },
  {
    categoryId: 133,
    weight: 2,
    departments: ["outerwear"],
    items: [
      { noun: "vest", styles: ["basic", "quilted", "reflective"], sizes: "cm-bct", price: [349, 699], description: "shell" },
    ],
  },
  {
    categoryId: 134,
    weight: 2,
    departments: ["outerwear"],
    items: [
      { noun: "rainSet", styles: ["basic", "lined", "reflective"], sizes: "cm-bc", price: [449, 799], description: "shell" },
      {
        noun: "rainTrousers",
        styles: ["basic", "lined", "reflective"],
        sizes: "cm-bct",
        price: [299, 549],
        description: "shell",
      },
    ],
  },
  // Shoes
  {
    categoryId: 1167,
    weight: 3,
    departments: ["shoes"],
    items: [
      {
        noun: "sneakersLow",
        styles: ["basic", "velcro", "laces", "glitter"],
        sizes: "shoe",
        price: [399, 799],
        description: "shoes",
      },
    ],
  },
  {
    categoryId: 1169,
    weight: 2,
    departments: ["shoes"],
    items: [
      {
        noun: "sneakersHigh",
        styles: ["basic", "velcro", "laces", "lined"],
        sizes: "shoe",
        price: [449, 899],
        description: "shoes",
      },
    ],
  },
  {
    categoryId: 1170,
    weight: 3,
    departments: ["shoes"],
    items: [
      {
        noun: "winterBoots",
        styles: ["basic", "waterproof", "velcro", "laces"],
        sizes: "shoe",
        price: [799, 1499],
        description: "winterShoes",
      },
    ],
  },
  {
    categoryId: 1181,
    weight: 2,
    departments: ["shoes"],
    items: [
      {
        noun: "chelseaBoots",
        styles: ["basic", "lined", "leather", "suede"],
        sizes: "shoe",
        price: [549, 999],
        description: "shoes",
      },
    ],
  },
  {
    categoryId: 1046,
    weight: 2,
    departments: ["shoes"],
    items: [
      {
        noun: "rubberBoots",
        styles: ["basic", "lined", "print", "reflective"],
        sizes: "shoe",
        price: [249, 549],
        description: "rubber",
      },
    ],
  },
  {
    categoryId: 995,
    weight: 2,
    departments: ["shoes"],
    items: [
      {
        noun: "sandals",
        styles: ["basic", "velcro", "glitter", "leather"],
        sizes: "shoe",
        price: [299, 599],
        description: "summer",
      },
    ],
  },
  {
    categoryId: 1182,
    weight: 1,
    departments: ["shoes", "sport"],
    items: [{ noun: "slides", styles: ["basic", "print", "glitter"], sizes: "shoe", price: [149, 349], description: "summer" }],
  },
  {
    categoryId: 997,
    weight: 1,
    departments: ["shoes"],
    items: [
      {
        noun: "slippers",
        styles: ["basic", "lined", "print", "nonslip"],
        sizes: "shoe",
        price: [179, 399],
        description: "slippers",
      },
    ],
  },
  {
    categoryId: 998,
    weight: 2,
    departments: ["shoes"],
    items: [
      {
        noun: "ballerinas",
        styles: ["basic", "glitter", "bow", "leather"],
        sizes: "shoe",
        price: [349, 599],
        description: "shoes",
      },
    ],
  },
  {
    categoryId: 999,
    weight: 1,
    departments: ["shoes"],
    items: [
      { noun: "loafers", styles: ["basic", "leather", "suede"], sizes: "shoe", price: [499, 899], description: "shoes" },
      { noun: "laceUps", styles: ["basic", "leather", "suede"], sizes: "shoe", price: [499, 899], description: "shoes" },
    ],
  },
  {
    categoryId: 1183,
    weight: 2,
    departments: ["shoes", "sport"],
    items: [
      {
        noun: "sportsShoes",
        styles: ["basic", "velcro", "laces", "reflective"],
        sizes: "shoe",
        price: [399, 799],
        description: "shoes",
      },
      { noun: "runningShoes", styles: ["basic", "laces", "reflective"], sizes: "shoe", price: [549, 899], description: "shoes" },
    ],
  },
  {
    categoryId: 1210,
    weight: 2,
    departments: ["shoes"],
    items: [
      {
        noun: "firstShoes",
        styles: ["basic", "velcro", "leather"],
        sizes: "first-shoe",
        price: [399, 699],
        description: "shoes",
      },
    ],
  },
  // T-shirts, shirts, trousers, shorts
  {
    categoryId: 141,
    weight: 4,
    departments: ["clothing"],
    items: [{ noun: "tee", styles: TEE_STYLES, sizes: "cm-bct", price: [99, 249], description: "jersey" }],
  },
  {
    categoryId: 142,
    weight: 3,
    departments: ["clothing"],
    items: [{ noun: "longTee", styles: TEE_STYLES, sizes: "cm-bct", price: [129, 299], description: "jersey" }],
  },
  {
    categoryId: 150,
    weight: 2,
    departments: ["clothing"],
    items: [
      {
        noun: "shirt",
        styles: ["basic", "striped", "checked", "organic"],
        sizes: "cm-ct",
        price: [249, 449],
        description: "woven",
      },
    ],
  },
  {
    categoryId: 161,
    weight: 2,
    departments: ["clothing"],
    items: [{ noun: "chinos", styles: ["basic", "stretch", "organic"], sizes: "cm-ct", price: [299, 499], description: "woven" }],
  },
  {
    categoryId: 162,
    weight: 2,
    departments: ["clothing"],
    items: [{ noun: "cargo", styles: ["basic", "stretch", "organic"], sizes: "cm-ct", price: [299, 549], description: "woven" }],
  },
  {
    categoryId: 163,
    weight: 3,
    departments: ["clothing"],
    items: [{ noun: "joggers", styles: ["basic", "print", "organic"], sizes: "cm-bct", price: [199, 399], description: "sweat" }],
  },
  {
    categoryId: 170,
    weight: 2,
    departments: ["clothing"],
    items: [
      {
        noun: "shorts",
        styles: ["basic", "striped", "checked", "organic"],
        sizes: "cm-bct",
        price: [149, 299],
        description: "woven",
      },
      {
        noun: "denimShorts",
        styles: ["basic", "distressed", "stretch"],
        sizes: "cm-ct",
        price: [199, 349],
        description: "denim",
        denim: true,
      },
    ],
  },
  // Girls only
  {
    categoryId: 210,
    weight: 5,
    departments: ["clothing"],
    items: [
      {
        noun: "dress",
        styles: ["basic", "floral", "ruffles", "glitter", "striped"],
        sizes: "cm-bct",
        price: [249, 599],
        description: "dress",
      },
    ],
  },
  {
    categoryId: 220,
    weight: 3,
    departments: ["clothing"],
    items: [
      { noun: "skirt", styles: ["basic", "floral", "checked"], sizes: "cm-ct", price: [199, 449], description: "dress" },
      { noun: "tulleSkirt", styles: ["basic", "glitter"], sizes: "cm-bc", price: [249, 449], description: "dress" },
    ],
  },
  {
    categoryId: 300,
    weight: 3,
    departments: ["clothing"],
    items: [
      { noun: "top", styles: ["basic", "ribbed", "floral", "print"], sizes: "cm-ct", price: [129, 299], description: "jersey" },
      {
        noun: "blouse",
        styles: ["basic", "floral", "ruffles", "striped"],
        sizes: "cm-ct",
        price: [249, 449],
        description: "dress",
      },
    ],
  },
  {
    categoryId: 310,
    weight: 3,
    departments: ["clothing"],
    items: [
      {
        noun: "leggings",
        styles: ["basic", "print", "ribbed", "glitter"],
        sizes: "cm-bct",
        price: [129, 249],
        description: "jersey",
      },
      {
        noun: "tights",
        styles: ["basic", "ribbed", "patterned", "glitter"],
        sizes: "tights",
        price: [99, 199],
        description: "tights",
      },
    ],
  },
  {
    categoryId: 230,
    weight: 1,
    departments: ["clothing"],
    items: [{ noun: "blazer", styles: ["basic", "checked", "wool"], sizes: "cm-ct", price: [549, 999], description: "woven" }],
  },
  // Underwear, bras, socks, swimwear
  {
    categoryId: 202,
    weight: 2,
    departments: ["underwear"],
    items: [
      { noun: "boxers", styles: UNDERWEAR_STYLES, sizes: "cm-ct", price: [129, 249], description: "underwear", gender: "boys" },
      { noun: "briefs", styles: UNDERWEAR_STYLES, sizes: "cm-ct", price: [99, 199], description: "underwear", gender: "girls" },
    ],
  },
  {
    categoryId: 203,
    weight: 1,
    departments: ["underwear"],
    items: [
      {
        noun: "undershirt",
        styles: ["basic", "ribbed", "organic", "print"],
        sizes: "cm-ct",
        price: [99, 199],
        description: "underwear",
      },
    ],
  },
  {
    categoryId: 320,
    weight: 2,
    departments: ["underwear", "sport"],
    items: [
      { noun: "bra", styles: ["basic", "seamless", "lace"], sizes: "bra", price: [149, 299], description: "bra" },
      { noun: "sportsBra", styles: ["basic", "seamless", "print"], sizes: "bra", price: [199, 349], description: "bra" },
    ],
  },
  {
    categoryId: 240,
    weight: 3,
    departments: ["underwear"],
    items: [
      {
        noun: "socks",
        styles: ["basic", "striped", "patterned", "nonslip", "wool"],
        sizes: "socks",
        price: [59, 149],
        description: "socks",
      },
    ],
  },
  {
    categoryId: 250,
    weight: 2,
    departments: ["sport", "clothing"],
    items: [
      {
        noun: "swimShorts",
        styles: ["basic", "print", "striped"],
        sizes: "cm-bct",
        price: [199, 399],
        description: "swim",
        gender: "boys",
      },
      {
        noun: "swimsuit",
        styles: ["basic", "print", "floral", "ruffles"],
        sizes: "cm-bct",
        price: [249, 449],
        description: "swim",
        gender: "girls",
      },
      {
        noun: "bikini",
        styles: ["basic", "print", "floral"],
        sizes: "cm-ct",
        price: [249, 399],
        description: "swim",
        gender: "girls",
      },
      { noun: "uvTop", styles: ["basic", "print", "striped"], sizes: "cm-bct", price: [249, 399], description: "swim" },
    ],
  },
  // Accessories
  {
    categoryId: 261,
    weight: 2,
    departments: ["accessories"],
    items: [
      { noun: "cap", styles: ["basic", "print"], sizes: "onesize", price: [149, 299], description: "accessory" },
      {
        noun: "beanie",
        styles: ["basic", "ribbed", "pompom", "wool"],
        sizes: "onesize",
        price: [149, 349],
        description: "accessory",
      },
      { noun: "sunHat", styles: ["basic", "print"], sizes: "onesize", price: [149, 299], description: "accessory" },
    ],
  },
  {
    categoryId: 262,
    weight: 2,
    departments: ["accessories"],
    items: [
      {
        noun: "backpack",
        styles: ["basic", "print", "reflective"],
        sizes: "onesize",
        price: [349, 699],
        description: "accessory",
      },
      { noun: "gymBag", styles: ["basic", "print", "reflective"], sizes: "onesize", price: [149, 249], description: "accessory" },
    ],
  },
  {
    categoryId: 263,
    weight: 1,
    departments: ["accessories", "outerwear"],
    items: [
      {
        noun: "mittens",
        styles: ["basic", "waterproof", "lined"],
        sizes: "onesize",
        price: [149, 349],
        description: "accessory",
      },
      { noun: "gloves", styles: ["basic", "waterproof", "lined"], sizes: "onesize", price: [149, 299], description: "accessory" },
    ],
  },
  {
    categoryId: 264,
    weight: 1,
    departments: ["accessories"],
    items: [
      { noun: "belt", styles: ["basic", "elastic", "leather"], sizes: "onesize", price: [149, 299], description: "accessory" },
    ],
  },
  {
    categoryId: 330,
    weight: 2,
    departments: ["accessories"],
    items: [
      { noun: "hairClips", styles: ["basic", "glitter", "bow"], sizes: "onesize", price: [69, 149], description: "jewellery" },
      { noun: "scrunchie", styles: ["basic", "glitter"], sizes: "onesize", price: [59, 129], description: "jewellery" },
      { noun: "necklace", styles: ["basic", "glitter"], sizes: "onesize", price: [149, 299], description: "jewellery" },
      {
        noun: "headband",
        styles: ["basic", "glitter", "bow", "floral"],
        sizes: "onesize",
        price: [99, 199],
        description: "jewellery",
      },
    ],
  },
  // Training, sleep, tracksuit wear
  {
    categoryId: 270,
    weight: 2,
    departments: ["sport"],
    items: [
      {
        noun: "sportsTop",
        styles: ["basic", "reflective", "print", "quickdry"],
        sizes: "cm-ct",
        price: [199, 349],
        description: "training",
      },
      {
        noun: "sportsTights",
        styles: ["basic", "reflective", "print", "quickdry"],
        sizes: "cm-ct",
        price: [249, 399],
        description: "training",
      },
      {
        noun: "sportsShorts",
        styles: ["basic", "print", "quickdry"],
        sizes: "cm-ct",
        price: [199, 349],
        description: "training",
      },
    ],
  },
  {
    categoryId: 280,
    weight: 2,
    departments: ["underwear", "clothing"],
    items: [
      {
        noun: "pyjamas",
        styles: ["basic", "print", "striped", "organic"],
        sizes: "cm-bct",
        price: [249, 449],
        description: "sleep",
      },
      {
        noun: "nightdress",
        styles: ["basic", "print", "floral", "organic"],
        sizes: "cm-ct",
        price: [199, 349],
        description: "sleep",
        gender: "girls",
      },
    ],
  },
  {
    categoryId: 290,
    weight: 2,
    departments: ["clothing", "sport"],
    items: [
      { noun: "tracksuit", styles: ["basic", "print", "organic"], sizes: "cm-bct", price: [399, 699], description: "sweat" },
      { noun: "fleece", styles: ["basic", "print", "striped"], sizes: "cm-ct", price: [299, 549], description: "sweat" },
    ],
  },
];
