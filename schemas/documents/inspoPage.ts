import { SparklesIcon } from "@sanity/icons/Sparkles";
import { defineArrayMember, defineField, defineType } from "sanity";
import { CategoryIdsInput } from "#studio/category-ids-input.tsx";
import { imageField, languageField, slugField } from "../fields.ts";
import { checkCategoryIds } from "../rules/category-ids.ts";
import { checkProductKeys, RAIL_MAX, RAIL_MIN } from "../rules/editorial.ts";

/** An inspiration page at /inspo/{slug}: a hero, styling advice and a curated selection of products. */
export const inspoPage = defineType({
  name: "inspoPage",
  title: "Inspiration page",
  type: "document",
  icon: SparklesIcon,
  fields: [
    languageField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
    slugField("inspoPage", "The page lives at /inspo/{address}."),
    defineField({
      name: "key",
      title: "Theme",
      type: "string",
      description: "The same theme in every language, so the page can be found in another language.",
      validation: (rule) => rule.required().regex(/^[a-z][a-z-]*$/),
    }),
    defineField({
      name: "categoryIds",
      title: "Categories",
      type: "string",
      description: 'The categories the page\'s "see more" link lists, picked by name (stored as their ids, like 210,220).',
      components: { input: CategoryIdsInput },
      validation: (rule) => rule.required().custom(checkCategoryIds),
    }),
    defineField({ name: "heading", title: "Hero heading", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "intro", title: "Hero text", type: "text", rows: 2, validation: (rule) => rule.required().max(300) }),
    imageField("image", "Hero picture", "Wide, 16:9."),
    defineField({ name: "body", title: "Text", type: "richText", validation: (rule) => rule.required() }),
    defineField({
      name: "productKeys",
      title: "Curated products",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      description: `Product keys in the order shown, like LN100042; ${RAIL_MIN} to ${RAIL_MAX}.`,
      validation: (rule) => rule.required().min(RAIL_MIN).max(RAIL_MAX).custom(checkProductKeys),
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current" },
    prepare: ({ title, slug }) => ({ title, subtitle: `/inspo/${slug ?? ""}` }),
  },
});
