import { ExpandIcon } from "@sanity/icons/Expand";
import { defineField, defineType } from "sanity";
import { CategoryIdsInput } from "#studio/category-ids-input.tsx";
import { languageField, onePerLanguage, slugField } from "../fields.ts";
import { checkCategoryIds } from "../rules/category-ids.ts";
import { checkSizeTable, SIZE_GUIDE_KINDS } from "../rules/size-guides.ts";

/**
 * A size guide: one size table a kind of product (clothes, shoes, hats, gloves) and
 * language. Product pages in its categories link to it and open it over the page;
 * without JavaScript the link leads to its own page at /{guides}/{address}.
 */
export const sizeGuide = defineType({
  name: "sizeGuide",
  title: "Size guide",
  type: "document",
  icon: ExpandIcon,
  fields: [
    languageField,
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      options: { list: [...SIZE_GUIDE_KINDS], layout: "radio" },
      description: "What the guide sizes. One guide of each kind per language.",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
    // Guides and size guides share the address space under /{guides}/.
    slugField(["guideArticle", "sizeGuide"], "Without JavaScript the guide opens as a page at /{guides}/{address}."),
    defineField({
      name: "intro",
      title: "How to measure",
      type: "text",
      rows: 3,
      description: "Above the table: what to measure and how to choose between two sizes.",
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: "table",
      title: "Size table",
      type: "table",
      description: "The first column is the size, once each; the other columns what it fits.",
      validation: (rule) =>
        rule.required().custom((table) => checkSizeTable((table as { rows?: { cells?: unknown[] }[] })?.rows)),
    }),
    defineField({
      name: "categoryIds",
      title: "Categories",
      type: "string",
      description:
        "The product pages that link to this guide, picked by name (stored as their ids). A product's own category or nearest parent decides.",
      components: { input: CategoryIdsInput },
      validation: (rule) => rule.required().custom(checkCategoryIds),
    }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("a size guide of this kind", "kind")).error(),
  preview: {
    select: { title: "title", kind: "kind", ids: "categoryIds" },
    prepare: ({ title, kind, ids }) => ({ title, subtitle: `${kind ?? ""} · ${ids ?? ""}` }),
  },
});
