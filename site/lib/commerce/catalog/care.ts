/**
 * Washing advice (specification 3 and 9: an intro and eight care tips, "hand wash
 * at a maximum of 40 degrees") is about textiles. It belongs on garments, and on
 * accessories that go in the wash (caps, gloves), never on shoes, bags, belts,
 * jewellery or gift cards. The categories are named by their taxonomy keys
 * (taxonomy.ts); a product is in a category when any of its ancestors is.
 */
export const NOT_WASHED_CATEGORY_KEYS: ReadonlySet<string> = new Set(["shoes", "bags", "belts", "jewellery-hair", "gift-cards"]);

/** Whether a product in the category with these keys (the category and its ancestors) gets washing advice. */
export function hasWashingAdvice(categoryKeys: readonly string[]): boolean {
  return categoryKeys.length > 0 && !categoryKeys.some((key) => NOT_WASHED_CATEGORY_KEYS.has(key));
}
