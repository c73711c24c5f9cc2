import type { CoreDictionary } from "./en.ts";

export const sv: CoreDictionary = {
  home: {
    heading: "Kläder, skor och accessoarer för barn och tonåringar",
    intro: "Vardagsfavoriter och festkläder i storlek 50–176 och skor i storlek 18–41, från märken som barn älskar.",
  },
  perks: {
    label: "Våra löften",
    previous: "Föregående meddelande",
    next: "Nästa meddelande",
  },
  language: {
    sv: "svenska",
    nb: "norska",
    da: "danska",
    fi: "finska",
    nl: "nederländska",
    de: "tyska",
    fr: "franska",
    pl: "polska",
    en: "engelska",
  },
};
