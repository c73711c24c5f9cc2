import { HomeIcon } from "@sanity/icons/Home";
import { defineArrayMember, defineField, defineType } from "sanity";
import { languageField, onePerLanguage, seoDescriptionField } from "../fields.ts";

export const HOME_MODULE_TYPES = [
  "heroModule",
  "categoryTilesModule",
  "productRailModule",
  "textImageModule",
  "perkStripModule",
  "memberCtaModule",
] as const;

/** The home page of a language: modules editors add, remove and order freely. */
export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  fields: [
    languageField,
    defineField({
      name: "title",
      title: "Title for search engines",
      type: "string",
      validation: (rule) => rule.required().max(70),
    }),
    seoDescriptionField,
    defineField({
      name: "modules",
      title: "Modules",
      type: "array",
      description: "Drag to reorder. The first hero's picture loads first, so keep a hero at the top.",
      of: HOME_MODULE_TYPES.map((type) => defineArrayMember({ type })),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("a home page")).error(),
  preview: {
    select: { title: "title", language: "language" },
    prepare: ({ title, language }) => ({ title: title ?? "Home page", subtitle: `/${language ?? ""}` }),
  },
});
