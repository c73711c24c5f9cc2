import type { EditorialDictionary } from "./en.ts";

export const da: EditorialDictionary = {
  rail: {
    seeAll: "Se alle",
    loading: "Henter produkter",
    empty: "Der er ikke noget her lige nu – tag i stedet et kig på vores nyheder.",
    previous: "Rul tilbage",
    next: "Rul frem",
  },
  guides: {
    read: "Læs guiden",
    more: "Flere guider",
    shoeSizeLink: "Sådan måler du barnets fod",
  },
  community: {
    shopTheLook: "Shop looket",
    productsIn: "Produkter i {look}",
  },
  club: {
    benefits: "Medlemsfordele",
    readMore: "Læs mere om family",
  },
  inspo: {
    products: "Vores favoritter",
    more: "Se flere",
  },
};
