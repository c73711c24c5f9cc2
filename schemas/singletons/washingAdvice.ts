import { DropIcon } from "@sanity/icons/Drop";
import { defineField, defineType } from "sanity";
import { languageField, onePerLanguage } from "../fields.ts";

export const WASHING_TIPS = 8;

export const washingAdvice = defineType({
  name: "washingAdvice",
  title: "Washing advice",
  type: "document",
  icon: DropIcon,
  fields: [
    languageField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "text",
      title: "Text",
      type: "richText",
      description: `An intro paragraph and a bulleted list of ${WASHING_TIPS} care tips.`,
      validation: (rule) => [
        rule.required(),
        rule
          .custom((blocks) => {
            const bullets = (blocks as { listItem?: string }[] | undefined)?.filter((b) => b.listItem === "bullet").length ?? 0;
            return bullets === WASHING_TIPS ? true : `The list has ${bullets} tips; shoppers are promised ${WASHING_TIPS}.`;
          })
          .warning(),
      ],
    }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("washing advice")).error(),
  preview: {
    select: { title: "title", language: "language" },
    prepare: ({ title, language }) => ({ title, subtitle: String(language ?? "").toUpperCase() }),
  },
});
