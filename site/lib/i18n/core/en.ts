/** English shell-independent UI strings: the reference every language must match key for key. */
export const en = {
  home: {
    heading: "Clothes, shoes and accessories for kids and teens",
    intro: "Everyday favourites and party outfits in sizes 50–176 and shoes in sizes 18–41, from brands children love.",
  },
  perks: {
    label: "Our promises",
    previous: "Previous message",
    next: "Next message",
  },
  language: {
    sv: "Swedish",
    nb: "Norwegian",
    da: "Danish",
    fi: "Finnish",
    nl: "Dutch",
    de: "German",
    fr: "French",
    pl: "Polish",
    en: "English",
  },
} as const;

import type { Widen } from "#lib/i18n/widen.ts";

export type CoreDictionary = Widen<typeof en>;
