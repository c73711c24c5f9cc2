import { defineLocations, type PresentationPluginOptions } from "sanity/presentation";
import { documentLocations, LOCATED_TYPES, type LocatedDocument, locationsMessage } from "./locations.ts";
import { SHOP_URL } from "./shop-url.ts";

/** The fields studio/locations.ts reads, as the locations resolver selects them. */
const select = {
  _type: "_type",
  language: "language",
  market: "market",
  slug: "slug.current",
  categoryID: "categoryID",
  categoryIds: "categoryIds",
} as const;

const locate = defineLocations({
  select,
  resolve: (selected) => {
    if (!selected) return null;
    const { slug, ...doc } = selected as Record<keyof typeof select, unknown>;
    const locations = documentLocations({ ...(doc as LocatedDocument), slug: { current: slug } });
    return { locations, message: locationsMessage(locations), tone: locations.length > 0 ? "positive" : "caution" };
  },
});

/**
 * The Presentation tool (issue 28, ADR 39): the shop in a frame beside the form. The frame
 * enters draft mode through the tool's handshake (/api/preview with a preview URL secret);
 * any shop on this machine may be shown (`?preview=https://localhost:4520/se`), as well as SHOP_URL.
 */
export const presentationOptions: PresentationPluginOptions = {
  previewUrl: { initial: new URL("/se", SHOP_URL).href, previewMode: { enable: "/api/preview" } },
  allowOrigins: [new URL(SHOP_URL).origin, "http://localhost:*", "https://localhost:*"],
  resolve: { locations: Object.fromEntries(LOCATED_TYPES.map((type) => [type, locate])) },
};
