import { MenuIcon } from "@sanity/icons/Menu";
import { defineArrayMember, defineField, defineType } from "sanity";
import { languageField, onePerLanguage } from "../fields.ts";

export const MENU_KINDS = [
  { title: "Primary (mega menu)", value: "primary" },
  { title: "Secondary", value: "secondary" },
  { title: "Mobile", value: "mobile" },
  { title: "Footer", value: "footer" },
];

export const menu = defineType({
  name: "menu",
  title: "Menu",
  type: "document",
  icon: MenuIcon,
  fields: [
    languageField,
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      options: { list: MENU_KINDS, layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "items",
      title: "Items",
      type: "array",
      of: [defineArrayMember({ type: "menuItem" })],
    }),
  ],
  validation: (rule) => rule.custom(onePerLanguage("a menu of this kind", "kind")).error(),
  preview: {
    select: { kind: "kind", language: "language", items: "items" },
    prepare({ kind, language, items }) {
      const title = MENU_KINDS.find((k) => k.value === kind)?.title ?? "Menu";
      return { title, subtitle: `${String(language ?? "").toUpperCase()} · ${Array.isArray(items) ? items.length : 0} items` };
    },
  },
});
