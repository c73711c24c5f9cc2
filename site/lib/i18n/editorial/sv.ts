import type { EditorialDictionary } from "./en.ts";

export const sv: EditorialDictionary = {
  rail: {
    seeAll: "Visa alla",
    loading: "Laddar produkter",
    empty: "Här finns inget just nu – kika på våra nyheter i stället.",
    previous: "Bläddra bakåt",
    next: "Bläddra framåt",
  },
  guides: {
    read: "Läs guiden",
    more: "Fler guider",
    shoeSizeLink: "Så mäter du foten",
  },
  community: {
    shopTheLook: "Handla plaggen",
    productsIn: "Produkter i {look}",
  },
  club: {
    benefits: "Medlemsförmåner",
    readMore: "Läs mer om family",
  },
  inspo: {
    products: "Våra favoriter",
    more: "Visa fler",
  },
};
