import { defineField, defineType } from "sanity";
import { imageField, linkField, requiredText } from "../fields.ts";

/** A picture beside a short text and a link. */
export const textImageModule = defineType({
  name: "textImageModule",
  title: "Text with picture",
  type: "object",
  fields: [
    imageField("image", "Picture", "Landscape, 3:2."),
    requiredText("heading", "Heading", 80),
    requiredText("text", "Text", 400, 3),
    requiredText("cta", "Link text", 40),
    linkField(),
    defineField({
      name: "imageRight",
      title: "Picture on the right",
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: "heading", media: "image" },
    prepare: ({ title, media }) => ({ title, subtitle: "Text with picture", media }),
  },
});
