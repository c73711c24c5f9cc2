import { alertBanner } from "./alertBanner";
import { categoryInfo } from "./categoryInfo";
import { inspoPage } from "./inspoPage";
import { marketSettings } from "./marketSettings";
import { menu } from "./menu";
import { menuItem } from "./menuItem";
import { perk } from "./perk";
import { richText } from "./richText";
import { siteSettings } from "./siteSettings";
import { staticPage } from "./staticPage";
import { washingAdvice } from "./washingAdvice";

export const schemaTypes = [
  richText,
  menuItem,
  menu,
  perk,
  staticPage,
  inspoPage,
  alertBanner,
  washingAdvice,
  categoryInfo,
  siteSettings,
  marketSettings,
];

/** Document types that exist once per language, edited from the language's folder in the Studio. */
export const PER_LANGUAGE_TYPES = [
  "menu",
  "perk",
  "staticPage",
  "alertBanner",
  "washingAdvice",
  "categoryInfo",
  "siteSettings",
] as const;
