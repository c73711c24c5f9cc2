import type { CoreDictionary } from "./en.ts";

export const da: CoreDictionary = {
  home: {
    heading: "Tøj, sko og tilbehør til børn og teenagere",
    intro: "Hverdagsfavoritter og festtøj i størrelse 50–176 og sko i størrelse 18–41 fra mærker, børn elsker.",
  },
  perks: {
    label: "Vores løfter",
    previous: "Forrige besked",
    next: "Næste besked",
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
