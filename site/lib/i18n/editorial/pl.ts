import type { EditorialDictionary } from "./en.ts";

export const pl: EditorialDictionary = {
  rail: {
    seeAll: "Zobacz wszystkie",
    loading: "Wczytywanie produktów",
    empty: "Na razie nic tu nie ma – zajrzyj do nowości.",
    previous: "Poprzednie produkty",
    next: "Następne produkty",
  },
  guides: {
    read: "Przeczytaj przewodnik",
    more: "Więcej przewodników",
    shoeSizeLink: "Jak zmierzyć stopę dziecka",
  },
  community: {
    shopTheLook: "Kup tę stylizację",
    productsIn: "Produkty ze stylizacji „{look}”",
  },
  club: {
    benefits: "Korzyści dla członków",
    readMore: "Więcej o klubie family",
  },
  inspo: {
    products: "Nasze propozycje",
    more: "Zobacz więcej",
  },
};
