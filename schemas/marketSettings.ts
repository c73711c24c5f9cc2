import { EarthGlobeIcon } from "@sanity/icons/EarthGlobe";
import { defineField, defineType } from "sanity";
import { LANGUAGE_OPTIONS, MARKET_OPTIONS } from "./languages";

/** A market's configuration (specification section 3): country, language, currency, locale, search code, menus. */
export const marketSettings = defineType({
  name: "marketSettings",
  title: "Market settings",
  type: "document",
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: "market",
      title: "Market",
      type: "string",
      options: { list: MARKET_OPTIONS },
      validation: (rule) => rule.required(),
      readOnly: true,
    }),
    defineField({
      name: "country",
      title: "Country code",
      type: "string",
      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/),
      readOnly: true,
    }),
    defineField({
      name: "language",
      title: "Language",
      type: "string",
      options: { list: LANGUAGE_OPTIONS },
      validation: (rule) => rule.required(),
      readOnly: true,
    }),
    defineField({
      name: "currency",
      title: "Currency",
      type: "string",
      validation: (rule) => rule.required().regex(/^[A-Z]{3}$/),
      readOnly: true,
    }),
    defineField({ name: "locale", title: "Locale", type: "string", validation: (rule) => rule.required(), readOnly: true }),
    defineField({ name: "elevateMarket", title: "Search market code", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "mobileMenu",
      title: "Mobile menu",
      type: "reference",
      to: [{ type: "menu" }],
      options: { filter: 'kind == "mobile"' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "footerMenu",
      title: "Footer menu",
      type: "reference",
      to: [{ type: "menu" }],
      options: { filter: 'kind == "footer"' },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { market: "market", currency: "currency", locale: "locale" },
    prepare: ({ market, currency, locale }) => ({
      title: MARKET_OPTIONS.find((m) => m.value === market)?.title ?? market,
      subtitle: `${locale} · ${currency}`,
    }),
  },
});
