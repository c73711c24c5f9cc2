import { HeartIcon } from "@sanity/icons/Heart";
import { defineArrayMember, defineField, defineType } from "sanity";
import { PAGE_ADDRESS_TYPES } from "../documents/staticPage.ts";
import { imageField, introField, languageField, linkField, onePerLanguage, seoDescriptionField, slugField } from "../fields.ts";

const point = defineArrayMember({
  type: "object",
  name: "clubPoint",
  title: "Point",
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 2, validation: (rule) => rule.required().max(240) }),
  ],
});

/** The member club page at /page/{slug}: what members get, how joining works, the terms. */
export const clubPage = defineType({
  name: "clubPage",
  title: "Member club page",
  type: "document",
  icon: HeartIcon,
  fields: [
    languageField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
    slugField(PAGE_ADDRESS_TYPES, "The page lives at /page/{address}; menus link to it."),
    seoDescriptionField,
    introField,
    imageField("image", "Picture", "Wide, 16:9."),
    defineField({
      name: "benefitsHeading",
      title: "Benefits heading",
      type: "string",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "benefits",
      title: "Benefits",
      type: "array",
      of: [point],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({
      name: "stepsHeading",
      title: "How joining works: heading",
      type: "string",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "steps",
      title: "Steps",
      type: "array",
      of: [point],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: "termsText",
      title: "Before the terms link",
      type: "string",
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: "termsLinkText",
      title: "Terms link text",
      type: "string",
      validation: (rule) => rule.required().max(60),
    }),
    linkField("termsLink", "Terms link"),
    defineField({ name: "cta", title: "Join button text", type: "string", validation: (rule) => rule.required().max(40) }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("a member club page")).error(),
  preview: {
    select: { title: "title", slug: "slug.current", media: "image" },
    prepare: ({ title, slug, media }) => ({ title, subtitle: `/page/${slug ?? ""}`, media }),
  },
});
