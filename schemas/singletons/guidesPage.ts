import { BookIcon } from "@sanity/icons/Book";
import { defineField, defineType } from "sanity";
import { introField, languageField, onePerLanguage, seoDescriptionField } from "../fields.ts";

/** The guides index of a language (/guider, /guides, …): its heading and introduction. */
export const guidesPage = defineType({
  name: "guidesPage",
  title: "Guides index",
  type: "document",
  icon: BookIcon,
  fields: [
    languageField,
    defineField({ name: "title", title: "Heading", type: "string", validation: (rule) => rule.required().max(60) }),
    introField,
    seoDescriptionField,
  ],
  validation: (rule) => rule.custom(onePerLanguage("a guides index")).error(),
  preview: { select: { title: "title", subtitle: "language" } },
});
