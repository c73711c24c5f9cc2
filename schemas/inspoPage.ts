import { SparklesIcon } from "@sanity/icons/Sparkles";
import { defineField, defineType } from "sanity";
import { languageField, slugField } from "./fields";
import { checkCategoryIds } from "./rules/category-ids";

/** An inspiration page at /inspo/{slug}: a themed selection of products. */
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
      description: "Comma-separated category ids the selection draws from, like 210,220.",
      validation: (rule) => rule.required().custom(checkCategoryIds),
    }),
    defineField({
      name: "gender",
      title: "Gender",
      type: "string",
      options: {
        list: [
          { title: "Boys", value: "boys" },
          { title: "Girls", value: "girls" },
        ],
      },
      description: "Leave empty for both.",
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current" },
    prepare: ({ title, slug }) => ({ title, subtitle: `/inspo/${slug ?? ""}` }),
  },
});
