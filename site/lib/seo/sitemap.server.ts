import { eq } from "drizzle-orm";
import { getCategoryTree, listBrands } from "#lib/commerce/catalog/catalog.server.ts";
import { categoryPath } from "#lib/commerce/catalog/catalog-path.ts";
import { type CategoryNode, shownFor } from "#lib/commerce/catalog/category-tree.ts";
import { getGuides, guidePath } from "#lib/content/editorial.server.ts";
import { getInspoPages, getStaticPageIndex } from "#lib/content/pages.server.ts";
import { type Database, getDatabase } from "#lib/db/client.server.ts";
import { productTranslations } from "#lib/db/schema.server.ts";
import { isMarketCode, type Storefront, storefront } from "#lib/markets/markets.ts";
import { brandRest, localizePath } from "#lib/markets/paths.ts";
import { FIXED_ROUTES, ROUTES } from "#lib/markets/routes.ts";
import { parseSitemapFile, urlSetXml } from "./sitemap.ts";

function* walk(nodes: CategoryNode[]): Generator<CategoryNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.children);
  }
}

/**
 * Every page a search engine should know in one storefront: home, static,
 * inspiration and guide pages, every listing the menus reach, brand pages and all products.
 */
export async function storefrontUrls(db: Database, sf: Storefront, site: URL): Promise<string[]> {
  const words = ROUTES[sf.language];
  const [tree, brands, pages, inspo, guides, products] = await Promise.all([
    getCategoryTree(db, sf.language),
    listBrands(db, sf.market.code),
    getStaticPageIndex(),
    getInspoPages(sf.language),
    getGuides(sf.language),
    db.select({ slug: productTranslations.slug }).from(productTranslations).where(eq(productTranslations.language, sf.language)),
  ]);
  const rest: string[] = [
    "/",
    `/${words.new}`,
    `/${words.sale}`,
    brandRest(sf.language),
    `/${words.guides}`,
    `/${FIXED_ROUTES.community}`,
  ];
  for (const gender of ["boys", "girls"] as const) {
    rest.push(`/${words[gender]}`);
    for (const node of walk(tree.roots)) if (shownFor(node, gender)) rest.push(categoryPath(sf.language, node, gender));
  }
  rest.push(`/${words.categories}`, ...[...walk(tree.roots)].map((node) => categoryPath(sf.language, node, null)));
  rest.push(...brands.map((b) => brandRest(sf.language, b.slug)));
  rest.push(...pages.filter((p) => p.language === sf.language && p.slug).map((p) => `/${FIXED_ROUTES.page}/${p.slug}`));
  rest.push(...inspo.filter((p) => p.slug).map((p) => `/${FIXED_ROUTES.inspo}/${p.slug}`));
  rest.push(...guides.filter((g) => g.slug).map((g) => guidePath(sf.language, g.slug)));
  rest.push(...products.map((p) => `/${p.slug}`));
  return rest.map((r) => new URL(localizePath(sf, r), site).href);
}

/** The XML of one storefront's sitemap file (`se-en.xml`), or null when no storefront has that file. */
export async function loadSitemap(file: string, site: URL): Promise<string | null> {
  const parsed = parseSitemapFile(file);
  if (!parsed || !isMarketCode(parsed.market)) return null;
  return urlSetXml(await storefrontUrls(getDatabase().db, storefront(parsed.market, { english: parsed.english }), site));
}
