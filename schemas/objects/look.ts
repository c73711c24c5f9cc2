import { defineArrayMember, defineField, defineType } from "sanity";
import { imageField } from "../fields.ts";
import { checkProductKeys } from "../rules/editorial.ts";

/** A shoppable look: a community photo and the products in it. */
export const look = defineType({
  name: "look",
  title: "Look",
  type: "object",
  fields: [
    defineField({ name: "title", title: "Name", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({ name: "caption", title: "Caption", type: "text", rows: 2, validation: (rule) => rule.required().max(200) }),
    imageField("image", "Photo", "Portrait, 4:5."),
    defineField({
      name: "productKeys",
      title: "Products in the photo",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      description: "Product keys, like LN100042; one to eight.",
      validation: (rule) => rule.required().min(1).max(8).custom(checkProductKeys),
    }),
  ],
  preview: { select: { title: "title", subtitle: "caption", media: "image" } },
});
