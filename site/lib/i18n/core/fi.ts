import type { CoreDictionary } from "./en.ts";

export const fi: CoreDictionary = {
  home: {
    heading: "Vaatteita, kenkiä ja asusteita lapsille ja nuorille",
    intro: "Arjen suosikit ja juhla-asut koissa 50–176 sekä kengät koissa 18–41 merkeiltä, joita lapset rakastavat.",
  },
  perks: {
    label: "Lupauksemme",
    previous: "Edellinen viesti",
    next: "Seuraava viesti",
  },
  language: {
    sv: "ruotsi",
    nb: "norja",
    da: "tanska",
    fi: "suomi",
    nl: "hollanti",
    de: "saksa",
    fr: "ranska",
    pl: "puola",
    en: "englanti",
  },
};
