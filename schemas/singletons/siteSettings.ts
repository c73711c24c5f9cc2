import { CogIcon } from "@sanity/icons/Cog";
import { defineArrayMember, defineField, defineType } from "sanity";
import { languageField, onePerLanguage } from "../fields.ts";
import { checkAmounts } from "../rules/amounts.ts";
import { checkLink } from "../rules/links.ts";

const https = (rule: { uri: (o: { scheme: string[] }) => unknown }) => rule.uri({ scheme: ["https"] });

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  fields: [
    languageField,
    defineField({ name: "siteTitle", title: "Site title", type: "string", validation: (rule) => rule.required().max(70) }),
    defineField({
      name: "siteDescription",
      title: "Site description",
      type: "text",
      rows: 2,
      validation: (rule) =>
        rule
          .required()
          .max(300)
          .custom((value: string | undefined) => checkAmounts(value)),
    }),
    defineField({
      name: "customerServiceLink",
      title: "Customer service link",
      type: "string",
      validation: (rule) => rule.required().custom(checkLink),
    }),
    defineField({
      name: "storesLink",
      title: "Stores link",
      type: "string",
      // Per language, as English serves every market: the market settings decide where it shows.
      description: "The stores page. It shows only in markets whose market settings show the stores link (Sweden).",
      validation: (rule) => rule.custom(checkLink),
    }),
    defineField({
      name: "social",
      title: "Social networks",
      type: "object",
      fields: [
        defineField({ name: "facebook", title: "Facebook", type: "url", validation: (rule) => https(rule as never) as never }),
        defineField({ name: "instagram", title: "Instagram", type: "url", validation: (rule) => https(rule as never) as never }),
        defineField({ name: "tiktok", title: "TikTok", type: "url", validation: (rule) => https(rule as never) as never }),
      ],
    }),
    defineField({
      name: "paymentMethods",
      title: "Payment methods",
      type: "array",
      of: [
        defineArrayMember({
          name: "paymentMethod",
          type: "object",
          fields: [
            defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required() }),
            defineField({ name: "image", title: "Logo", type: "image" }),
          ],
        }),
      ],
    }),
    defineField({ name: "copyright", title: "Copyright line", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "memberClub",
      title: "Member club block",
      type: "object",
      description: "The 'family' signup block above the footer.",
      fields: [
        defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required() }),
        defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required() }),
        defineField({ name: "cta", title: "Button text", type: "string", validation: (rule) => rule.required() }),
      ],
    }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("site settings")).error(),
  preview: {
    select: { title: "siteTitle", language: "language" },
    prepare: ({ title, language }) => ({ title, subtitle: String(language ?? "").toUpperCase() }),
  },
});
