/**
 * Checks one language's seed against the specification (its routes are
 * site/lib/markets/routes.ts's, imported): the pages each language must have, the perks of section 9, the washing advice and
 * the category names of the shared taxonomy. Returns the problems found.
 * Run for one file: `node seed/content/check.ts sv`.
 */

import { TAXONOMY, walkTaxonomy } from "#lib/commerce/catalog/taxonomy.ts";
import type { Language } from "#lib/markets/markets.ts";
import { ROUTES, type RouteWords } from "#lib/markets/routes.ts";
import type { LanguageSeed, PageTopic } from "./types.ts";

/** The specification's table (2.4): the shop's route words, without the brand list segment. */
export const SPEC_ROUTES: Record<Language, Omit<RouteWords, "brands">> = Object.fromEntries(
  Object.entries(ROUTES).map(([language, { brands: _brands, ...words }]) => [language, words]),
) as Record<Language, Omit<RouteWords, "brands">>;

const EVERYWHERE: PageTopic[] = [
  "memberClub",
  "contact",
  "shipping",
  "returns",
  "registerReturn",
  "giftCards",
  "purchaseTerms",
  "privacy",
  "cookies",
  "membershipTerms",
  "about",
  "influencer",
];
/**
 * Pages of one market, in its language; the stores page in English too, for the
 * English Swedish storefront (its link shows only where the market has stores).
 */
const ONLY: Partial<Record<PageTopic, Language[]>> = {
  stores: ["sv", "en"],
  jobs: ["sv"],
  imprint: ["de"],
  payment: ["de"],
  withdrawal: ["de"],
};

export function requiredTopics(language: Language): PageTopic[] {
  const extra = (Object.entries(ONLY) as [PageTopic, Language[]][]).filter(([, l]) => l.includes(language)).map(([t]) => t);
  return [...EVERYWHERE, ...extra];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PERK_KEYS = ["free-shipping", "open-purchase", "sealed-package", "delivery-time", "member-discount"] as const;

export function checkLanguageSeed(seed: LanguageSeed): string[] {
  const problems: string[] = [];
  const lang = seed.language;

  const slugsByParent = new Map<string, Set<string>>();
  const check = (nodes = TAXONOMY, parent = "") => {
    const seen = new Set<string>();
    slugsByParent.set(parent, seen);
    for (const node of nodes) {
      const entry = seed.categories[node.key];
      if (!entry) {
        problems.push(`category ${node.key} missing`);
        continue;
      }
      if (!entry.name.trim()) problems.push(`category ${node.key} has no name`);
      if (!SLUG.test(entry.slug)) problems.push(`category ${node.key} slug "${entry.slug}" is not lowercase ascii-kebab`);
      if (seen.has(entry.slug)) problems.push(`category slug ${entry.slug} repeats under ${parent || "top"}`);
      seen.add(entry.slug);
      if (node.children) check(node.children, node.key);
    }
  };
  check();
  const known = new Set([...walkTaxonomy()].map(([n]) => n.key));
  for (const key of Object.keys(seed.categories)) if (!known.has(key)) problems.push(`category ${key} is not in the taxonomy`);
  if (lang === "pl" && seed.categories["gift-cards"]?.slug !== "karta-podarunkowa")
    problems.push("Polish gift card slug must be karta-podarunkowa");

  if (lang === "sv" && seed.inspo.summerDresses.slug !== "sommarklanningar")
    problems.push("Swedish summer dresses inspo slug must be sommarklanningar");
  if (lang === "pl" && seed.inspo.summerDresses.slug !== "letnie-sukienki")
    problems.push("Polish summer dresses inspo slug must be letnie-sukienki");
  for (const i of Object.values(seed.inspo)) if (!SLUG.test(i.slug)) problems.push(`inspo slug ${i.slug} is not ascii-kebab`);

  const required = requiredTopics(lang);
  for (const topic of required) {
    const page = seed.pages[topic];
    if (!page) {
      problems.push(`page ${topic} missing`);
      continue;
    }
    if (!SLUG.test(page.slug)) problems.push(`page ${topic} slug "${page.slug}" is not ascii-kebab`);
    if (page.body.length < 3) problems.push(`page ${topic} has fewer than 3 blocks`);
  }
  for (const topic of Object.keys(seed.pages) as PageTopic[]) {
    if (!required.includes(topic)) problems.push(`page ${topic} must not exist in ${lang}`);
  }
  if (lang === "fi" && seed.pages.contact?.slug !== "ota-yhteytta") problems.push("Finnish contact slug must be ota-yhteytta");
  const pageSlugs = Object.values(seed.pages).map((p) => p.slug);
  if (new Set(pageSlugs).size !== pageSlugs.length) problems.push("page slugs repeat");

  const markets = lang === "en" ? ["se", "no", "dk", "fi", "nl", "de", "fr", "pl"] : [undefined];
  for (const market of markets) {
    const mine = seed.perks.filter(
      (p) => p.market === market || (p.market === undefined && p.key !== "free-shipping" && p.key !== "open-purchase"),
    );
    for (const key of PERK_KEYS) {
      if (key === "delivery-time" && (lang === "en" ? market !== "se" : lang !== "sv")) continue;
      if (!mine.some((p) => p.key === key)) problems.push(`perk ${key} missing${market ? ` for ${market}` : ""}`);
    }
  }
  for (const perk of seed.perks) {
    if (perk.link !== null && !perk.link.startsWith("/")) problems.push(`perk ${perk.key} link must start with /`);
    if ((perk.link === null) !== (perk.linkText === null))
      problems.push(`perk ${perk.key} needs both link and linkText, or neither`);
  }

  if (seed.washingAdvice.tips.length !== 8) problems.push(`washing advice has ${seed.washingAdvice.tips.length} tips, needs 8`);
  if (!seed.washingAdvice.tips.some((t) => t.includes("40")))
    problems.push("washing advice must say hand wash at most 40 degrees");
  for (const b of Object.values(seed.banners)) if (!b.url.startsWith("/")) problems.push(`banner url ${b.url} must start with /`);
  return problems;
}

if (import.meta.main) {
  const language = process.argv[2];
  const mod = await import(`./languages/${language}.ts`);
  const problems = checkLanguageSeed(mod.default as LanguageSeed);
  console.log(problems.length ? problems.join("\n") : `${language}: no problems`);
  process.exitCode = problems.length ? 1 : 0;
}
