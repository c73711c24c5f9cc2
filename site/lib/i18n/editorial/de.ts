import type { EditorialDictionary } from "./en.ts";

export const de: EditorialDictionary = {
  rail: {
    seeAll: "Alle anzeigen",
    loading: "Artikel werden geladen",
    empty: "Hier ist gerade nichts zu finden – schau doch mal bei unseren Neuheiten vorbei.",
    previous: "Zurückblättern",
    next: "Weiterblättern",
  },
  guides: {
    read: "Zum Ratgeber",
    more: "Weitere Ratgeber",
    shoeSizeLink: "So misst du Kinderfüße richtig",
  },
  community: {
    shopTheLook: "Den Look shoppen",
    productsIn: "Artikel aus dem Look „{look}“",
  },
  club: {
    benefits: "Vorteile für Mitglieder",
    readMore: "Mehr über family erfahren",
  },
  inspo: {
    products: "Unsere Lieblinge",
    more: "Mehr entdecken",
  },
};
