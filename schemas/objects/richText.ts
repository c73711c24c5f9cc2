import { defineArrayMember, defineType } from "sanity";
import { checkRichTextAmounts } from "../rules/amounts.ts";
import { checkLink } from "../rules/links.ts";

/** A Portable Text block for editors: paragraphs, two heading levels, lists, emphasis and safe links. */
export const textBlock = defineArrayMember({
  type: "block",
  styles: [
    { title: "Paragraph", value: "normal" },
    { title: "Heading", value: "h2" },
    { title: "Subheading", value: "h3" },
  ],
  lists: [
    { title: "Bullets", value: "bullet" },
    { title: "Numbered", value: "number" },
  ],
  marks: {
    decorators: [
      { title: "Bold", value: "strong" },
      { title: "Italic", value: "em" },
    ],
    annotations: [
      {
        name: "link",
        type: "object",
        title: "Link",
        fields: [
          {
            name: "href",
            type: "string",
            title: "Link",
            description: "A path in the shop (/page/kundservice), or a full https:// address.",
            validation: (rule) => rule.required().custom(checkLink),
          },
        ],
      },
    ],
  },
});

/** Portable Text for editors: paragraphs, two heading levels, lists, emphasis and safe links. */
export const richText = defineType({
  name: "richText",
  title: "Rich text",
  type: "array",
  of: [textBlock],
  description: "Write an amount of money as {699 SEK} or {4,95 EUR}: the shop writes it as each storefront writes its prices.",
  validation: (rule) => rule.custom(checkRichTextAmounts),
});
