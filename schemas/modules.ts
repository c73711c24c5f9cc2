import { defineArrayMember, defineField, defineType } from "sanity";
import { imageField } from "./fields";
import { checkCategoryIds } from "./rules/category-ids";
import { checkProductKeys, checkRailCount, checkRailSource, checkTable, RAIL_MAX, RAIL_MIN } from "./rules/editorial";
import { checkLink, LINK_HELP } from "./rules/links";

/** A link field: a shop path, `#`, or an https address (schemas/rules/links.ts). */
export function linkField(name = "link", title = "Link", required = true) {
  return defineField({
    name,
    title,
    type: "string",
    description: LINK_HELP,
    validation: (rule) => (required ? rule.required().custom(checkLink) : rule.custom(checkLink)),
  });
}

const text = (name: string, title: string, max: number, rows = 0) =>
  defineField({
    name,
    title,
    type: rows ? "text" : "string",
    ...(rows ? { rows } : {}),
    validation: (rule) => rule.required().max(max),
  });

/** The big picture at the top of the home page, with a heading and a button. */
export const heroModule = defineType({
  name: "heroModule",
  title: "Hero",
  type: "object",
  fields: [
    imageField("image", "Picture", "Wide, 16:9; the heading sits on its left part on large screens."),
    text("heading", "Heading", 60),
    text("text", "Text", 300, 2),
    text("cta", "Button text", 40),
    linkField("link", "Button link"),
  ],
  preview: {
    select: { title: "heading", media: "image" },
    prepare: ({ title, media }) => ({ title, subtitle: "Hero", media }),
  },
});

export const categoryTile = defineType({
  name: "categoryTile",
  title: "Tile",
  type: "object",
  fields: [imageField("image", "Picture", "Portrait, 4:5."), text("label", "Label", 40), linkField()],
  preview: { select: { title: "label", subtitle: "link", media: "image" } },
});

/** A row of category pictures with labels. */
export const categoryTilesModule = defineType({
  name: "categoryTilesModule",
  title: "Category tiles",
  type: "object",
  fields: [
    text("heading", "Heading", 60),
    defineField({
      name: "tiles",
      title: "Tiles",
      type: "array",
      of: [defineArrayMember({ type: "categoryTile" })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: {
    select: { title: "heading", tiles: "tiles" },
    prepare: ({ title, tiles }) => ({ title, subtitle: `Category tiles · ${(tiles as unknown[] | undefined)?.length ?? 0}` }),
  },
});

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
    text("title", "Title", 60),
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
      description: "Comma-separated category ids, like 1170,132. Subcategories are included.",
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

/** A picture beside a short text and a link. */
export const textImageModule = defineType({
  name: "textImageModule",
  title: "Text with picture",
  type: "object",
  fields: [
    imageField("image", "Picture", "Landscape, 3:2."),
    text("heading", "Heading", 80),
    text("text", "Text", 400, 3),
    text("cta", "Link text", 40),
    linkField(),
    defineField({
      name: "imageRight",
      title: "Picture on the right",
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: "heading", media: "image" },
    prepare: ({ title, media }) => ({ title, subtitle: "Text with picture", media }),
  },
});

/** The market's promises (free shipping, returns, …) from the perks, in a strip. */
export const perkStripModule = defineType({
  name: "perkStripModule",
  title: "Perk strip",
  type: "object",
  fields: [text("heading", "Heading", 60)],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }) => ({ title, subtitle: "Perk strip (texts come from the perks)" }),
  },
});

/** An invitation to join the member club; the button leads to login, where joining starts. */
export const memberCtaModule = defineType({
  name: "memberCtaModule",
  title: "Member club call to action",
  type: "object",
  fields: [
    text("heading", "Heading", 60),
    text("text", "Text", 200, 2),
    text("cta", "Button text", 40),
    linkField("link", "Read more link"),
  ],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }) => ({ title, subtitle: "Member club call to action" }),
  },
});

export const HOME_MODULE_TYPES = [
  "heroModule",
  "categoryTilesModule",
  "productRailModule",
  "textImageModule",
  "perkStripModule",
  "memberCtaModule",
] as const;

/** A table in a guide: the first row is the heading row. */
export const table = defineType({
  name: "table",
  title: "Table",
  type: "object",
  fields: [
    text("caption", "Caption", 300),
    defineField({
      name: "rows",
      title: "Rows",
      type: "array",
      description: "The first row is the heading row.",
      of: [
        defineArrayMember({
          type: "object",
          name: "tableRow",
          title: "Row",
          fields: [defineField({ name: "cells", title: "Cells", type: "array", of: [defineArrayMember({ type: "string" })] })],
          preview: {
            select: { cells: "cells" },
            prepare: ({ cells }) => ({ title: ((cells as string[] | undefined) ?? []).join(" · ") }),
          },
        }),
      ],
      validation: (rule) => rule.required().custom((rows) => checkTable(rows as { cells?: unknown[] }[])),
    }),
  ],
  preview: { select: { title: "caption" }, prepare: ({ title }) => ({ title, subtitle: "Table" }) },
});
