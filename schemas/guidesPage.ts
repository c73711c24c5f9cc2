import { BookIcon } from "@sanity/icons/Book";
import { defineField, defineType } from "sanity";
import { languageField, onePerLanguage } from "./fields";

/** The guides index of a language (/guider, /guides, …): its heading and introduction. */
export const guidesPage = defineType({
  name: "guidesPage",
  title: "Guides index",
  type: "document",
  icon: BookIcon,
  fields: [
    languageField,
    defineField({ name: "title", title: "Heading", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({ name: "intro", title: "Introduction", type: "text", rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: "description",
      title: "Description for search engines",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required().max(160),
    }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("a guides index")).error(),
  preview: { select: { title: "title", subtitle: "language" } },
});
