import type { Language } from "#lib/markets/markets.ts";

/**
 * Everyday words for a category that its name and the product names do not use
 * ("spijkerbroek" for jeans in Dutch, "pants" for trousers): indexed with every
 * product of the category (and its subcategories), weighted as the category
 * name. Search data, kept by merchandisers; keys are site/lib/commerce/catalog/taxonomy.ts keys.
 */
export const CATEGORY_KEYWORDS: Readonly<Record<string, Partial<Record<Language, string>>>> = {
  jeans: { nl: "spijkerbroek spijkerbroeken", pl: "dżinsy", de: "Jeanshose", en: "denim" },
  trousers: { en: "pants" },
  sneakers: { de: "Turnschuhe", en: "sneakers", fr: "sneakers" },
  sweaters: { de: "Pulli", nl: "trui" },
  "rain-jackets": { en: "raincoat", fr: "ciré" },
  "winter-jackets": { en: "winter coat", fr: "doudoune", de: "Wintermantel" },
  "gift-cards": { de: "Gutschein", nl: "cadeaubon", fr: "bon cadeau" },
  caps: { de: "Beanie", en: "hat" },
};
