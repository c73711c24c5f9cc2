import { defineType } from "sanity";
import { imageField, linkField, requiredText } from "../fields.ts";

export const categoryTile = defineType({
  name: "categoryTile",
  title: "Tile",
  type: "object",
  fields: [imageField("image", "Picture", "Portrait, 4:5."), requiredText("label", "Label", 40), linkField()],
  preview: { select: { title: "label", subtitle: "link", media: "image" } },
});
