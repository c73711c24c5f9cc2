import { da } from "./da.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { fi } from "./fi.ts";
import { fr } from "./fr.ts";
import { nb } from "./nb.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import { sv } from "./sv.ts";

export const account = { sv, nb, da, fi, nl, de, fr, pl, en };
