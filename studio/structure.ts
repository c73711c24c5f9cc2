import type { StructureResolver } from "sanity/structure";
import { LANGUAGE_INFO } from "../schemas/languages.ts";
import { languageFlag } from "./flags.tsx";

/** A document type that lives in each language's folder, in the order editors reach for them. */
const SECTIONS = [
  { type: "homePage", title: "Home page" },
  { type: "menu", title: "Menus" },
  { type: "perk", title: "Perks" },
  { type: "staticPage", title: "Pages" },
  { type: "clubPage", title: "Member club page" },
  { type: "guidesPage", title: "Guides index" },
  { type: "guideArticle", title: "Guides" },
  { type: "sizeGuide", title: "Size guides" },
  { type: "inspoPage", title: "Inspiration" },
  { type: "communityPage", title: "Community shop" },
  { type: "alertBanner", title: "Alert banners" },
  { type: "memberOffer", title: "Member offers" },
  { type: "washingAdvice", title: "Washing advice" },
  { type: "categoryInfo", title: "Category info" },
  { type: "siteSettings", title: "Settings" },
] as const;

/** Content grouped by language first (flag and name), then by kind, then market settings. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...LANGUAGE_INFO.map(({ id, title }) =>
        S.listItem()
          .id(`lang-${id}`)
          .title(title)
          .icon(languageFlag(id))
          .child(
            S.list()
              .id(`lang-${id}-sections`)
              .title(title)
              .items(
                SECTIONS.map(({ type, title: sectionTitle }) =>
                  S.listItem()
                    .id(`${id}-${type}`)
                    .title(sectionTitle)
                    .schemaType(type)
                    .child(
                      S.documentTypeList(type)
                        .title(`${sectionTitle} · ${title}`)
                        .filter("_type == $type && language == $language")
                        .params({ type, language: id })
                        .initialValueTemplates([S.initialValueTemplateItem(`${type}-by-language`, { language: id })]),
                    ),
                ),
              ),
          ),
      ),
      S.divider(),
      S.documentTypeListItem("marketSettings").title("Markets"),
    ]);
