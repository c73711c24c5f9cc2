/**
 * Size guides from the CMS (schemas/documents/sizeGuide.ts): what a product page
 * opens over itself, and the page the same link leads to without JavaScript
 * (/{guides}/{address}, shared with the guides).
 */

import type { Language, Storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import { type SizeGuideKind, sizeGuideFor } from "#schemas/rules/size-guides.ts";
import { guidePath } from "./editorial.server.ts";
import { getContentSource } from "./index.server.ts";
import { sizeGuidesQuery } from "./queries.ts";
import type { SizeGuidesQueryResult } from "./sanity.types.ts";
import { sharedAnswer } from "./shared-answer.ts";
import type { ContentSource } from "./source.ts";

/** A guide as the shop shows it: one whose table and address are there (the Studio requires both). */
export interface SizeGuide {
  /** The document's id, for a preview's edit marks. */
  id: string;
  kind: SizeGuideKind;
  title: string;
  slug: string;
  intro: string;
  table: { caption: string; rows: { _key: string; cells: string[] }[] };
  categoryIds: string | null;
}

function complete(doc: SizeGuidesQueryResult[number]): SizeGuide | null {
  const { kind, title, slug, table } = doc;
  if (!kind || !title || !slug || !table?.rows?.length) return null;
  return {
    id: doc._id,
    kind,
    title,
    slug,
    intro: doc.intro ?? "",
    table: { caption: table.caption ?? title, rows: table.rows.map((row) => ({ _key: row._key, cells: row.cells ?? [] })) },
    categoryIds: doc.categoryIds,
  };
}

/**
 * The guides of a content answer, made once per answer: answers are shared and frozen until a publish replaces
 * them (ADR 43, stop 54), and so are the guides made of them, so a table's markup is kept with it
 * (site/components/static-rich-text.ts).
 */
const guidesOf = new WeakMap<object, SizeGuide[]>();

export async function getSizeGuides(language: Language, source: ContentSource = getContentSource()): Promise<SizeGuide[]> {
  const docs = await source.fetch<SizeGuidesQueryResult>(sizeGuidesQuery, { language });
  const made = guidesOf.get(docs);
  if (made) return made;
  const guides = docs.flatMap((doc) => complete(doc) ?? []);
  if (!Object.isFrozen(docs)) return guides;
  guidesOf.set(docs, sharedAnswer(guides));
  return guides;
}

/** What a product page needs of its guide: the guide, and its page for the link without JavaScript. */
export interface ProductSizeGuide {
  guide: SizeGuide;
  href: string;
}

/** The size guide of a product in these categories (root first), with its address in the storefront. */
export async function productSizeGuide(sf: Storefront, categories: readonly number[]): Promise<ProductSizeGuide | null> {
  const guide = sizeGuideFor(await getSizeGuides(sf.language), categories);
  return guide ? { guide, href: localizePath(sf, guidePath(sf.language, guide.slug)) } : null;
}
