import { defineType } from "sanity";
import { requiredText } from "../fields.ts";

/** The market's promises (free shipping, returns, …) from the perks, in a strip. */
export const perkStripModule = defineType({
  name: "perkStripModule",
  title: "Perk strip",
  type: "object",
  fields: [requiredText("heading", "Heading", 60)],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }) => ({ title, subtitle: "Perk strip (texts come from the perks)" }),
  },
});
