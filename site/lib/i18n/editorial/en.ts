/** English UI strings of the editorial pages (home modules, guides, community shop, member club). */
export const en = {
  rail: {
    /** Link after a rail's title to the listing it comes from. */
    seeAll: "See all",
    /** Read by screen readers while a rail's products load. */
    loading: "Loading products",
    /** When a rail has no products in stock right now. */
    empty: "Nothing here right now – take a look at our new arrivals instead.",
    previous: "Scroll back",
    next: "Scroll forward",
  },
  guides: {
    /** The link on a guide's card in the guides index. */
    read: "Read the guide",
    /** Heading above the other guides at the end of a guide. */
    more: "More guides",
    /** Heading of the foot-measuring hint on shoe product pages, before the link to the shoe-size guide. */
    shoeSizeLink: "How to measure feet",
  },
  community: {
    /** Heading above the products of one look. */
    shopTheLook: "Shop the look",
    /** Accessible name of a look's product list: "Products in Snow day". */
    productsIn: "Products in {look}",
  },
  club: {
    /** Accessible name of the club page's list of benefits. */
    benefits: "Member benefits",
    /** Link from the home page's member call to action to the member club page. */
    readMore: "Read more about family",
  },
  inspo: {
    /** Heading above the curated products of an inspiration page. */
    products: "Our picks",
    /** Link below the picks to the whole category listing. */
    more: "See more",
  },
} as const;

import type { Widen } from "#lib/i18n/widen.ts";

export type EditorialDictionary = Widen<typeof en>;
