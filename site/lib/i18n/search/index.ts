import { da } from "./da";
import { de } from "./de";
import { en } from "./en";
import { fi } from "./fi";
import { fr } from "./fr";
import { nb } from "./nb";
import { nl } from "./nl";
import { pl } from "./pl";
import { sv } from "./sv";

export const search = { sv, nb, da, fi, nl, de, fr, pl, en };
