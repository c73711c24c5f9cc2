import { defineType } from "sanity";
import { imageField, linkField, requiredText } from "../fields.ts";

/** The big picture at the top of the home page, with a heading and a button. */
export const heroModule = defineType({
  name: "heroModule",
  title: "Hero",
  type: "object",
  fields: [
    imageField("image", "Picture", "Wide, 16:9; the heading sits on its left part on large screens."),
    requiredText("heading", "Heading", 60),
    requiredText("text", "Text", 300, 2),
    requiredText("cta", "Button text", 40),
    linkField("link", "Button link"),
  ],
  preview: {
    select: { title: "heading", media: "image" },
    prepare: ({ title, media }) => ({ title, subtitle: "Hero", media }),
  },
});
