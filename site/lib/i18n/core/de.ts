import type { CoreDictionary } from "./en.ts";

export const de: CoreDictionary = {
  home: {
    heading: "Kleidung, Schuhe und Accessoires für Kinder und Teens",
    intro:
      "Lieblingsstücke für jeden Tag und Festliches in den Größen 50–176 sowie Schuhe in den Größen 18–41 von Marken, die Kinder lieben.",
  },
  perks: {
    label: "Unsere Versprechen",
    previous: "Vorherige Nachricht",
    next: "Nächste Nachricht",
  },
  language: {
    sv: "Schwedisch",
    nb: "Norwegisch",
    da: "Dänisch",
    fi: "Finnisch",
    nl: "Niederländisch",
    de: "Deutsch",
    fr: "Französisch",
    pl: "Polnisch",
    en: "Englisch",
  },
};
