import { defineType } from "sanity";
import { linkField, requiredText } from "../fields.ts";

/** An invitation to join the member club; the button leads to login, where joining starts. */
export const memberCtaModule = defineType({
  name: "memberCtaModule",
  title: "Member club call to action",
  type: "object",
  fields: [
    requiredText("heading", "Heading", 60),
    requiredText("text", "Text", 200, 2),
    requiredText("cta", "Button text", 40),
    linkField("link", "Read more link"),
  ],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }) => ({ title, subtitle: "Member club call to action" }),
  },
});
