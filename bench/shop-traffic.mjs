// What the traffic benchmarks (mixed.mjs, black-friday.mjs) send requests for: a seeded bench
// database's product and category slugs, a built shop, and shoppers' searches in every language.
import { execFileSync } from "node:child_process";
import postgres from "postgres";
import { LANGUAGES, MARKET_CODES, MARKETS } from "../site/lib/markets/markets.ts";
import { RELEVANCE_SET } from "../tests/fixtures/relevance-set.ts";
import { benchDatabaseUrl } from "./lib.mjs";

const node = process.execPath;

/**
 * DATABASE_URL, else the bench database `name` on 127.0.0.1:5432, seeded with the catalog when
 * empty; its first 400 Swedish product slugs and its Swedish top-level category slugs. `more`
 * reads anything else a benchmark needs with the same connection.
 */
export async function benchCatalog(name, more = async () => ({})) {
  const url = process.env.DATABASE_URL || (await benchDatabaseUrl(name));
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ n } = { n: 0 }] = await admin`select count(*)::int as n from products`.catch(() => [{ n: 0 }]);
    if (n === 0)
      execFileSync(node, ["site/lib/db/setup.server.ts"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });
    const slugs = (await admin`select slug from product_translations where language = 'sv' order by product_id limit 400`).map(
      (r) => r.slug,
    );
    const categories = (
      await admin`select t.slug from category_translations t join categories c on c.id = t.category_id
                  where t.language = 'sv' and c.parent_id is null`
    ).map((r) => r.slug);
    return { url, slugs, categories, ...(await more(admin)) };
  } finally {
    await admin.end();
  }
}

/** Builds the shop (`astro build`) unless the command line says --skip-build. */
export function buildShopUnlessSkipped() {
  if (process.argv.includes("--skip-build")) return;
  execFileSync(node, ["node_modules/astro/bin/astro.mjs", "build"], {
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
}

/** The relevance set's queries, each with the storefront (market and path prefix) of its language. */
export const SEARCHES = LANGUAGES.flatMap((language) => {
  const market = MARKET_CODES.find((m) => MARKETS[m].language === language) ?? "se";
  const prefix = language === "en" ? "/se/en" : `/${market}`;
  return RELEVANCE_SET[language].map(({ q }) => ({ prefix, market, q }));
});
