import { defineArrayMember, defineType } from "sanity";
import { textBlock } from "./richText.ts";

/** A guide's body: rich text and tables (size charts, measurements). */
export const guideBody = defineType({
  name: "guideBody",
  title: "Guide text",
  type: "array",
  of: [textBlock, defineArrayMember({ type: "table" })],
});
