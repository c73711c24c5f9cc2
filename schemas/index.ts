import { alertBanner } from "./documents/alertBanner";
import { guideArticle } from "./documents/guideArticle";
import { inspoPage } from "./documents/inspoPage";
import { menu } from "./documents/menu";
import { perk } from "./documents/perk";
import { staticPage } from "./documents/staticPage";
import { categoryTile } from "./objects/categoryTile";
import { categoryTilesModule } from "./objects/categoryTilesModule";
import { guideBody } from "./objects/guideBody";
import { heroModule } from "./objects/heroModule";
import { look } from "./objects/look";
import { memberCtaModule } from "./objects/memberCtaModule";
import { menuItem } from "./objects/menuItem";
import { perkStripModule } from "./objects/perkStripModule";
import { productRailModule } from "./objects/productRailModule";
import { richText } from "./objects/richText";
import { table } from "./objects/table";
import { textImageModule } from "./objects/textImageModule";
import { categoryInfo } from "./singletons/categoryInfo";
import { clubPage } from "./singletons/clubPage";
import { communityPage } from "./singletons/communityPage";
import { guidesPage } from "./singletons/guidesPage";
import { homePage } from "./singletons/homePage";
import { marketSettings } from "./singletons/marketSettings";
import { siteSettings } from "./singletons/siteSettings";
import { washingAdvice } from "./singletons/washingAdvice";

/**
 * The Studio's schema, one type per file: documents/ (many per language),
 * singletons/ (one per language or market), objects/ (parts of documents).
 * The order is the extracted schema's (schema.json).
 */
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
