import { alertBanner } from "./documents/alertBanner.ts";
import { guideArticle } from "./documents/guideArticle.ts";
import { inspoPage } from "./documents/inspoPage.ts";
import { memberOffer } from "./documents/memberOffer.ts";
import { menu } from "./documents/menu.ts";
import { perk } from "./documents/perk.ts";
import { sizeGuide } from "./documents/sizeGuide.ts";
import { staticPage } from "./documents/staticPage.ts";
import { categoryTile } from "./objects/categoryTile.ts";
import { categoryTilesModule } from "./objects/categoryTilesModule.ts";
import { guideBody } from "./objects/guideBody.ts";
import { heroModule } from "./objects/heroModule.ts";
import { look } from "./objects/look.ts";
import { memberCtaModule } from "./objects/memberCtaModule.ts";
import { menuItem } from "./objects/menuItem.ts";
import { perkStripModule } from "./objects/perkStripModule.ts";
import { productRailModule } from "./objects/productRailModule.ts";
import { richText } from "./objects/richText.ts";
import { table } from "./objects/table.ts";
import { textImageModule } from "./objects/textImageModule.ts";
import { categoryInfo } from "./singletons/categoryInfo.ts";
import { clubPage } from "./singletons/clubPage.ts";
import { communityPage } from "./singletons/communityPage.ts";
import { guidesPage } from "./singletons/guidesPage.ts";
import { homePage } from "./singletons/homePage.ts";
import { marketSettings } from "./singletons/marketSettings.ts";
import { siteSettings } from "./singletons/siteSettings.ts";
import { washingAdvice } from "./singletons/washingAdvice.ts";

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
  sizeGuide,
  guidesPage,
  communityPage,
  clubPage,
  alertBanner,
  memberOffer,
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
  "sizeGuide",
  "guidesPage",
  "inspoPage",
  "communityPage",
  "clubPage",
  "alertBanner",
  "memberOffer",
  "washingAdvice",
  "categoryInfo",
  "siteSettings",
] as const;
