import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredText } from "../fields.ts";

/** A row of category pictures with labels. */
export const categoryTilesModule = defineType({
  name: "categoryTilesModule",
  title: "Category tiles",
  type: "object",
  fields: [
    requiredText("heading", "Heading", 60),
    defineField({
      name: "tiles",
      title: "Tiles",
      type: "array",
      of: [defineArrayMember({ type: "categoryTile" })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: {
    select: { title: "heading", tiles: "tiles" },
    prepare: ({ title, tiles }) => ({ title, subtitle: `Category tiles · ${(tiles as unknown[] | undefined)?.length ?? 0}` }),
  },
});
