import { LinkIcon } from "@sanity/icons/Link";
import { MenuIcon } from "@sanity/icons/Menu";
import { defineArrayMember, defineField, defineType } from "sanity";
import { altTextField } from "../fields.ts";
import { checkLink } from "../rules/links.ts";
import { checkMenuImages, checkSubMenuDepth, MAX_MENU_DEPTH } from "../rules/menu-depth.ts";

export const menuItem = defineType({
  name: "menuItem",
  title: "Menu item",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({
      name: "link",
      title: "Link",
      type: "string",
      description: "A path in the market without the market prefix (/kille/jeans), # for none, or a full https:// address.",
      validation: (rule) => rule.required().custom(checkLink),
    }),
    defineField({
      name: "type",
      title: "Type",
      type: "string",
      options: { list: ["Link", "MegaNav"], layout: "radio", direction: "horizontal" },
      description: "MegaNav opens a group of links; Link goes straight to its page.",
      initialValue: "Link",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "menuColor",
      title: "Colour",
      type: "string",
      options: { list: [{ title: "Red (sale)", value: "red" }] },
    }),
    defineField({
      name: "image",
      title: "Image",
      type: "image",
      options: { hotspot: true },
      fields: [defineField({ name: "alt", title: "Alternative text", type: "string" })],
    }),
    defineField({
      name: "images",
      title: "Pictures in the mega menu",
      type: "array",
      of: [
        defineArrayMember({
          type: "image",
          name: "menuImage",
          title: "Picture",
          options: { hotspot: true },
          fields: [
            altTextField,
            defineField({
              name: "link",
              title: "Link",
              type: "string",
              description: "Where the picture leads, like /kille/ytterklader.",
              validation: (rule) => rule.custom(checkLink),
            }),
          ],
        }),
      ],
      description: "Shown in the open mega menu beside this group's links (top-level groups of the primary menu).",
      validation: (rule) =>
        rule.custom((value, context) =>
          checkMenuImages(context.path ?? [], (context.document as { kind?: unknown } | undefined)?.kind, value),
        ),
    }),
    defineField({
      name: "subMenu",
      title: "Submenu",
      type: "array",
      of: [defineArrayMember({ type: "menuItem" })],
      description: `Menus nest at most ${MAX_MENU_DEPTH} levels.`,
      validation: (rule) => rule.custom((value, context) => checkSubMenuDepth(context.path ?? [], value)),
    }),
  ],
  preview: {
    select: { title: "name", link: "link", type: "type", sub: "subMenu" },
    prepare({ title, link, type, sub }) {
      const count = Array.isArray(sub) ? sub.length : 0;
      return {
        title,
        subtitle: type === "MegaNav" ? `Group · ${count} item${count === 1 ? "" : "s"}` : link,
        media: type === "MegaNav" ? MenuIcon : LinkIcon,
      };
    },
  },
});
