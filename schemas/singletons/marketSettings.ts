import { EarthGlobeIcon } from "@sanity/icons/EarthGlobe";
import { defineField, defineType } from "sanity";
import { isMarketCode } from "#lib/markets/markets.ts";
import { marketFlag } from "#studio/flags.tsx";
import { MARKET_OPTIONS } from "../languages.ts";

/**
 * What a market shows that is the market's own decision rather than its
 * language's: whether it has stores to link to, and whether the member club
 * block asks shoppers to join. It applies to the market in its own language and
 * in English. Country, language, currency, locale and the search code belong to
 * the shop's code (site/lib/markets/markets.ts): prices, addresses and formats
 * depend on them, so they are not edited here.
 */
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
      name: "showStoresLink",
      title: "Link to our stores in the top bar",
      type: "boolean",
      description: "Only for markets with stores to visit (Sweden). The link leads to the stores page of the site settings.",
      initialValue: false,
    }),
    defineField({
      name: "showMemberBlock",
      title: "Member club block above the footer",
      type: "boolean",
      description: "Off in markets where the member club is not offered (Poland, France).",
      initialValue: true,
    }),
  ],
  preview: {
    select: { market: "market", stores: "showStoresLink", club: "showMemberBlock" },
    prepare: ({ market, stores, club }) => ({
      title: MARKET_OPTIONS.find((m) => m.value === market)?.title ?? market,
      media: typeof market === "string" && isMarketCode(market) ? marketFlag(market) : undefined,
      subtitle: [stores ? "stores link" : null, club === false ? "no member block" : "member block"].filter(Boolean).join(" · "),
    }),
  },
});
