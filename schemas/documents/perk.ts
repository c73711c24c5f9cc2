import { TagIcon } from "@sanity/icons/Tag";
import { defineField, defineType } from "sanity";
import { CategoryIdsInput } from "#studio/category-ids-input.tsx";
import { languageField, marketField } from "../fields.ts";
import { checkRichTextAmounts } from "../rules/amounts.ts";
import { checkCategoryIds, parseCategoryIds } from "../rules/category-ids.ts";
import { checkLink } from "../rules/links.ts";

function overlap(a: unknown, b: unknown): number[] {
  try {
    const include = new Set(parseCategoryIds(a as string));
    return parseCategoryIds(b as string).filter((id) => include.has(id));
  } catch {
    return [];
  }
}

export const perk = defineType({
  name: "perk",
  title: "Perk",
  type: "document",
  icon: TagIcon,
  description: "A short promise shown in the top bar, the market switcher and on product pages.",
  fields: [
    languageField,
    defineField({
      ...marketField,
      description: "Leave empty to show in every market of this language (English is shown in all markets).",
    }),
    defineField({
      name: "text",
      title: "Text",
      type: "richText",
      description:
        "Write an amount of money as {699 SEK} or {4,95 EUR}: the shop writes it as each storefront writes its prices.",
      validation: (rule) => rule.required().min(1).custom(checkRichTextAmounts),
    }),
    defineField({ name: "link", title: "Link", type: "string", validation: (rule) => rule.custom(checkLink) }),
    defineField({
      name: "linkText",
      title: "Link text",
      type: "string",
      validation: (rule) =>
        rule.custom((value, context) => {
          const link = (context.parent as { link?: string } | undefined)?.link;
          if (link && !value) return "A link needs a link text.";
          if (value && !link) return "Link text without a link is never shown.";
          return true;
        }),
    }),
    defineField({
      name: "categoryID",
      title: "Only in categories",
      type: "string",
      description: "The categories the perk shows in, picked by name (stored as their ids, like 201,158). Empty: everywhere.",
      components: { input: CategoryIdsInput },
      validation: (rule) => rule.custom(checkCategoryIds),
    }),
    defineField({
      name: "excludeCategoryID",
      title: "Never in categories",
      type: "string",
      description: "The categories where the perk is hidden, picked by name (stored as their ids, like 201,158).",
      components: { input: CategoryIdsInput },
      validation: (rule) => [
        rule.custom(checkCategoryIds),
        rule
          .custom((value, context) => {
            const both = overlap((context.parent as { categoryID?: string })?.categoryID, value);
            return both.length ? `Category ${both.join(", ")} is both included and excluded; it will be hidden.` : true;
          })
          .warning(),
      ],
    }),
    defineField({ name: "key", title: "Key", type: "string", hidden: true }),
    defineField({ name: "orderRank", title: "Order", type: "number", description: "Lower numbers show first." }),
  ],
  orderings: [{ title: "Order", name: "order", by: [{ field: "orderRank", direction: "asc" }] }],
  preview: {
    select: { text: "text", market: "market", only: "categoryID", never: "excludeCategoryID" },
    prepare({ text, market, only, never }) {
      const plain = Array.isArray(text)
        ? text.map((b: { children?: { text?: string }[] }) => b.children?.map((c) => c.text).join("") ?? "").join(" ")
        : "";
      const filters = [only ? `only ${only}` : null, never ? `not ${never}` : null].filter(Boolean).join(" · ");
      return {
        title: plain || "Empty perk",
        subtitle: [market ? String(market).toUpperCase() : "All markets", filters || "All categories"].join(" · "),
      };
    },
  },
});
