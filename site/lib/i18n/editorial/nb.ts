import type { EditorialDictionary } from "./en.ts";

export const nb: EditorialDictionary = {
  rail: {
    seeAll: "Se alle",
    loading: "Laster inn produkter",
    empty: "Ingenting her akkurat nå – ta en titt på nyhetene våre i stedet.",
    previous: "Bla tilbake",
    next: "Bla videre",
  },
  guides: {
    read: "Les guiden",
    more: "Flere guider",
    shoeSizeLink: "Slik måler du foten",
  },
  community: {
    shopTheLook: "Handle antrekket",
    productsIn: "Produktene i {look}",
  },
  club: {
    benefits: "Medlemsfordeler",
    readMore: "Les mer om family",
  },
  inspo: {
    products: "Våre favoritter",
    more: "Se mer",
  },
};
