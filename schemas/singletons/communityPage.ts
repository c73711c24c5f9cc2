import { ImagesIcon } from "@sanity/icons/Images";
import { defineArrayMember, defineField, defineType } from "sanity";
import { introField, languageField, onePerLanguage, seoDescriptionField } from "../fields.ts";

/** The community shop at /instagram: an introduction and a grid of shoppable looks. */
export const communityPage = defineType({
  name: "communityPage",
  title: "Community shop",
  type: "document",
  icon: ImagesIcon,
  fields: [
    languageField,
    defineField({ name: "title", title: "Heading", type: "string", validation: (rule) => rule.required().max(60) }),
    introField,
    seoDescriptionField,
    defineField({
      name: "looks",
      title: "Looks",
      type: "array",
      of: [defineArrayMember({ type: "look" })],
      validation: (rule) => rule.required().min(1).max(24),
    }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("a community shop page")).error(),
  preview: { select: { title: "title", subtitle: "language" } },
});
