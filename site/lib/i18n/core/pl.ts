import type { CoreDictionary } from "./en.ts";

export const pl: CoreDictionary = {
  home: {
    heading: "Ubrania, buty i akcesoria dla dzieci i nastolatków",
    intro:
      "Codzienne ulubione ubrania i stroje na wyjątkowe okazje w rozmiarach 50–176 oraz buty w rozmiarach 18–41 od marek, które dzieci uwielbiają.",
  },
  perks: {
    label: "Nasze obietnice",
    previous: "Poprzedni komunikat",
    next: "Następny komunikat",
  },
  language: {
    sv: "szwedzki",
    nb: "norweski",
    da: "duński",
    fi: "fiński",
    nl: "niderlandzki",
    de: "niemiecki",
    fr: "francuski",
    pl: "polski",
    en: "angielski",
  },
};
