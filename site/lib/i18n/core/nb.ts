import type { CoreDictionary } from "./en.ts";

export const nb: CoreDictionary = {
  home: {
    heading: "Klær, sko og tilbehør til barn og ungdom",
    intro: "Hverdagsfavoritter og festantrekk i størrelse 50–176 og sko i størrelse 18–41, fra merker barn elsker.",
  },
  perks: {
    label: "Våre løfter",
    previous: "Forrige melding",
    next: "Neste melding",
  },
  language: {
    sv: "svensk",
    nb: "norsk",
    da: "dansk",
    fi: "finsk",
    nl: "nederlandsk",
    de: "tysk",
    fr: "fransk",
    pl: "polsk",
    en: "engelsk",
  },
};
