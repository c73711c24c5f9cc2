import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { languageField, slugField } from "../fields.ts";
import { checkAmounts, checkRichTextAmounts } from "../rules/amounts.ts";

/** Document types whose pages live at /page/{slug}: their addresses must not collide. */
export const PAGE_ADDRESS_TYPES = ["staticPage", "clubPage"] as const;

export const PAGE_TOPICS = [
  { value: "contact", title: "Contact" },
  { value: "shipping", title: "Shipping and delivery" },
  { value: "returns", title: "Returns, exchanges and complaints" },
  { value: "registerReturn", title: "Register a return or complaint" },
  { value: "giftCards", title: "My gift cards" },
  { value: "stores", title: "Stores (Sweden)" },
  { value: "purchaseTerms", title: "Purchase terms" },
  { value: "imprint", title: "Imprint (Germany)" },
  { value: "payment", title: "Payment (Germany)" },
  { value: "withdrawal", title: "Withdrawal (Germany)" },
  { value: "privacy", title: "Privacy policy" },
  { value: "cookies", title: "Cookie policy" },
  { value: "membershipTerms", title: "Membership terms" },
  { value: "about", title: "About the company" },
  { value: "jobs", title: "Jobs (Sweden)" },
  { value: "influencer", title: "Influencer" },
  { value: "other", title: "Other" },
];

export const staticPage = defineType({
  name: "staticPage",
  title: "Page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    languageField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
    slugField(PAGE_ADDRESS_TYPES, "The page lives at /page/{address} in every market of this language."),
    defineField({
      name: "topic",
      title: "Topic",
      type: "string",
      options: { list: PAGE_TOPICS },
      description: "What the page is about, so menus and links can find it in every language.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "One or two sentences for search engines and link previews. Amounts as {699 SEK}.",
      validation: (rule) =>
        rule
          .required()
          .max(300)
          .custom((value: string | undefined) => checkAmounts(value)),
    }),
    defineField({
      name: "body",
      title: "Body",
      type: "richText",
      validation: (rule) => rule.required().custom(checkRichTextAmounts),
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", language: "language" },
    prepare: ({ title, slug, language }) => ({ title, subtitle: `/${language}/page/${slug ?? ""}` }),
  },
});
