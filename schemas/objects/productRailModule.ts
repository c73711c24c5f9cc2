import { defineArrayMember, defineField, defineType } from "sanity";
import { CategoryIdsInput } from "#studio/category-ids-input.tsx";
import { requiredText } from "../fields.ts";
import { checkCategoryIds } from "../rules/category-ids.ts";
import { checkProductKeys, checkRailCount, checkRailSource, RAIL_MAX, RAIL_MIN } from "../rules/editorial.ts";

const SOURCE_TITLES = {
  new: "New arrivals",
  sale: "Sale",
  category: "A category",
  brand: "A brand",
  picked: "Hand-picked products",
} as const;

/** A horizontal row of products with live prices: new arrivals, sale, a category, a brand or picked by hand. */
export const productRailModule = defineType({
  name: "productRailModule",
  title: "Product rail",
  type: "object",
  fields: [
    requiredText("title", "Title", 60),
    defineField({
      name: "source",
      title: "Products from",
      type: "string",
      options: { list: Object.entries(SOURCE_TITLES).map(([value, title]) => ({ value, title })), layout: "radio" },
      initialValue: "new",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "categoryIds",
      title: "Categories",
      type: "string",
      description: "The categories, picked by name (stored as their ids, like 1170,132). Subcategories are included.",
      components: { input: CategoryIdsInput },
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source !== "category",
      validation: (rule) => rule.custom(checkCategoryIds),
    }),
    defineField({
      name: "brandSlug",
      title: "Brand",
      type: "string",
      description: "The brand's address, as in its page's link (/…/nordkid → nordkid).",
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source !== "brand",
      validation: (rule) =>
        rule.custom((v) => (!v || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v) ? true : "Lowercase letters, digits and dashes.")),
    }),
    defineField({
      name: "productKeys",
      title: "Products",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      description: `Product keys in the order shown, like LN100042; ${RAIL_MIN} to ${RAIL_MAX}.`,
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source !== "picked",
      validation: (rule) => rule.custom(checkProductKeys),
    }),
    defineField({
      name: "count",
      title: "At most",
      type: "number",
      description: `How many products to show, ${RAIL_MIN}–${RAIL_MAX}.`,
      initialValue: 12,
      validation: (rule) => rule.required().custom(checkRailCount),
    }),
  ],
  validation: (rule) => rule.custom((value) => checkRailSource(value as Parameters<typeof checkRailSource>[0])),
  preview: {
    select: { title: "title", source: "source", count: "count" },
    prepare: ({ title, source, count }) => ({
      title,
      subtitle: `Product rail · ${SOURCE_TITLES[source as keyof typeof SOURCE_TITLES] ?? "?"} · ${count ?? "?"}`,
    }),
  },
});
