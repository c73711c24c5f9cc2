import type { EditorialDictionary } from "./en.ts";

export const fi: EditorialDictionary = {
  rail: {
    seeAll: "Katso kaikki",
    loading: "Ladataan tuotteita",
    empty: "Täällä ei ole juuri nyt mitään – katso sen sijaan uutuutemme.",
    previous: "Vieritä taaksepäin",
    next: "Vieritä eteenpäin",
  },
  guides: {
    read: "Lue opas",
    more: "Lisää oppaita",
    shoeSizeLink: "Näin mittaat jalan",
  },
  community: {
    shopTheLook: "Asun tuotteet",
    productsIn: "{look}: tuotteet",
  },
  club: {
    benefits: "Jäsenedut",
    readMore: "Lue lisää family-klubista",
  },
  inspo: {
    products: "Poimintamme",
    more: "Katso lisää",
  },
};
