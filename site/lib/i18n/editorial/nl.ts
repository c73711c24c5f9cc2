import type { EditorialDictionary } from "./en.ts";

export const nl: EditorialDictionary = {
  rail: {
    seeAll: "Bekijk alles",
    loading: "Producten laden",
    empty: "Hier staat nu even niets – kijk anders eens bij onze nieuwkomers.",
    previous: "Scroll terug",
    next: "Scroll verder",
  },
  guides: {
    read: "Lees de gids",
    more: "Meer gidsen",
    shoeSizeLink: "Zo meet je de voet",
  },
  community: {
    shopTheLook: "Alles uit deze look",
    productsIn: "Producten uit {look}",
  },
  club: {
    benefits: "Ledenvoordelen",
    readMore: "Lees meer over family",
  },
  inspo: {
    products: "Onze favorieten",
    more: "Bekijk meer",
  },
};
