import { BookIcon } from "@sanity/icons/Book";
import { defineField, defineType } from "sanity";
import { imageField, languageField, slugField } from "../fields.ts";

export const GUIDE_TOPICS = [
  { value: "size-guide", title: "Clothing sizes" },
  { value: "shoe-size", title: "Shoe sizes and measuring feet (linked from shoe pages)" },
  { value: "care", title: "Washing and care" },
  { value: "gift-card", title: "Gift card help" },
  { value: "winter-layers", title: "Season guide" },
  { value: "other", title: "Other" },
];

/** A guide at /{guides}/{slug}: advice with pictures and tables. */
export const guideArticle = defineType({
  name: "guideArticle",
  title: "Guide",
  type: "document",
  icon: BookIcon,
  fields: [
    languageField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
    slugField(["guideArticle", "sizeGuide"], "The guide lives at /{guides}/{address} (/guider/… in Swedish)."),
    defineField({
      name: "topic",
      title: "Topic",
      type: "string",
      options: { list: GUIDE_TOPICS },
      description:
        "The same topic in every language, so the guide can be found in another language. Shoe pages link to the shoe-size guide.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "summary",
      title: "Summary",
      type: "text",
      rows: 2,
      description: "Shown in the guides list and to search engines.",
      validation: (rule) => rule.required().max(220),
    }),
    imageField("image", "Picture", "Landscape, 3:2."),
    defineField({ name: "body", title: "Text", type: "guideBody", validation: (rule) => rule.required() }),
    defineField({
      name: "order",
      title: "Position in the guides list",
      type: "number",
      description: "Lower numbers come first.",
      initialValue: 100,
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: "Position", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", slug: "slug.current", media: "image" },
    prepare: ({ title, slug, media }) => ({ title, subtitle: `guide · ${slug ?? ""}`, media }),
  },
});
