import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineField, defineType } from "sanity";
import { CategoryIdsInput } from "#studio/category-ids-input.tsx";
import { languageField, onePerLanguage } from "../fields.ts";
import { checkCategoryIds } from "../rules/category-ids.ts";

export const categoryInfo = defineType({
  name: "categoryInfo",
  title: "Category info",
  type: "document",
  icon: InfoOutlineIcon,
  description: "The foot-measuring hint shown on product pages in the listed categories.",
  fields: [
    languageField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "text", title: "Text", type: "richText", validation: (rule) => rule.required() }),
    defineField({
      name: "categoryIds",
      title: "Categories",
      type: "string",
      description: "The categories where the hint shows, picked by name (stored as their ids).",
      components: { input: CategoryIdsInput },
      validation: (rule) => rule.required().custom(checkCategoryIds),
    }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("category info")).error(),
  preview: { select: { title: "title", ids: "categoryIds" }, prepare: ({ title, ids }) => ({ title, subtitle: ids }) },
});
