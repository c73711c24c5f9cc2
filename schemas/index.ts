import { alertBanner } from "./alertBanner";
import { categoryInfo } from "./categoryInfo";
import { clubPage } from "./clubPage";
import { communityPage, look } from "./communityPage";
import { guideArticle } from "./guideArticle";
import { guidesPage } from "./guidesPage";
import { homePage } from "./homePage";
import { inspoPage } from "./inspoPage";
import { marketSettings } from "./marketSettings";
import { menu } from "./menu";
import { menuItem } from "./menuItem";
import {
  categoryTile,
  categoryTilesModule,
  heroModule,
  memberCtaModule,
  perkStripModule,
  productRailModule,
  table,
  textImageModule,
} from "./modules";
import { perk } from "./perk";
import { guideBody, richText } from "./richText";
import { siteSettings } from "./siteSettings";
import { staticPage } from "./staticPage";
import { washingAdvice } from "./washingAdvice";

export const schemaTypes = [
  richText,
  table,
  guideBody,
  heroModule,
  categoryTile,
  categoryTilesModule,
  productRailModule,
  textImageModule,
  perkStripModule,
  memberCtaModule,
  look,
  menuItem,
  menu,
  perk,
  staticPage,
  inspoPage,
  homePage,
  guideArticle,
  guidesPage,
  communityPage,
  clubPage,
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
  "homePage",
  "guideArticle",
  "guidesPage",
  "inspoPage",
  "communityPage",
  "clubPage",
  "alertBanner",
  "washingAdvice",
  "categoryInfo",
  "siteSettings",
] as const;
