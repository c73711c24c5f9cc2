import type { CoreDictionary } from "./en.ts";

export const fr: CoreDictionary = {
  home: {
    heading: "Vêtements, chaussures et accessoires pour enfants et ados",
    intro:
      "Les indispensables du quotidien et les tenues de fête du 50 au 176, et des chaussures du 18 au 41, signés par les marques que les enfants adorent.",
  },
  perks: {
    label: "Nos engagements",
    previous: "Message précédent",
    next: "Message suivant",
  },
  language: {
    sv: "suédois",
    nb: "norvégien",
    da: "danois",
    fi: "finnois",
    nl: "néerlandais",
    de: "allemand",
    fr: "français",
    pl: "polonais",
    en: "anglais",
  },
};
