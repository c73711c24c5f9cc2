import type { CoreDictionary } from "./en.ts";

export const nl: CoreDictionary = {
  home: {
    heading: "Kleding, schoenen en accessoires voor kinderen en tieners",
    intro:
      "Favorieten voor elke dag en feestkleding in maat 50–176 en schoenen in maat 18–41, van merken waar kinderen dol op zijn.",
  },
  perks: {
    label: "Onze beloftes",
    previous: "Vorig bericht",
    next: "Volgend bericht",
  },
  language: {
    sv: "Zweeds",
    nb: "Noors",
    da: "Deens",
    fi: "Fins",
    nl: "Nederlands",
    de: "Duits",
    fr: "Frans",
    pl: "Pools",
    en: "Engels",
  },
};
