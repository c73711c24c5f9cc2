/**
 * Checks one language's editorial seed: counts, lengths, slugs, the tables the
 * guides must hold, and that no text is left empty. Returns the problems found.
 * Run for one file: `node seed/content/editorial/check.ts sv`.
 */
import { fileURLToPath } from "node:url";
import type { Block } from "../types.ts";
import type { EditorialSeed, GuideBlock, GuideKey, TableKey } from "./types.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const GUIDE_KEYS: GuideKey[] = ["size-guide", "shoe-size", "care", "gift-card", "winter-layers"];
const TABLE_OF: Partial<Record<GuideKey, TableKey>> = { "size-guide": "clothing-sizes", "shoe-size": "shoe-sizes" };
const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|xxx)\b|\[.*?\]/i;

function blockText(block: GuideBlock | Block): string[] {
  if ("h2" in block) return [block.h2];
  if ("h3" in block) return [block.h3];
  if ("p" in block) return [block.p];
  if ("ul" in block) return block.ul;
  return [block.caption];
}

export function checkEditorialSeed(seed: EditorialSeed): string[] {
  const problems: string[] = [];
  const strings: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") strings.push([path, value]);
    else if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  walk(seed, seed.language);
  for (const [path, text] of strings) {
    if (!text.trim()) problems.push(`${path} is empty`);
    if (PLACEHOLDER.test(text)) problems.push(`${path} looks like a placeholder: ${text.slice(0, 40)}`);
    if (text !== text.trim()) problems.push(`${path} has leading or trailing spaces`);
  }
  const max = (path: string, text: string, n: number) => {
    if (text.length > n) problems.push(`${path} has ${text.length} characters, at most ${n}`);
  };
  max("home.title", seed.home.title, 60);
  max("home.description", seed.home.description, 155);
  max("guidesIndex.description", seed.guidesIndex.description, 155);
  max("community.description", seed.community.description, 155);
  max("club.description", seed.club.description, 155);
  if (!seed.home.title.includes("Little North")) problems.push("home.title must name Little North");
  if (!seed.home.rails.brand.includes("{brand}")) problems.push("home.rails.brand must hold {brand}");

  const slugs = new Set<string>();
  for (const key of GUIDE_KEYS) {
    const guide = seed.guides[key];
    if (!guide) {
      problems.push(`guide ${key} is missing`);
      continue;
    }
    if (!SLUG.test(guide.slug)) problems.push(`guide ${key} slug ${guide.slug} is not lowercase a–z, digits and dashes`);
    if (slugs.has(guide.slug)) problems.push(`guide slug ${guide.slug} is used twice`);
    slugs.add(guide.slug);
    max(`guides.${key}.title`, guide.title, 70);
    max(`guides.${key}.summary`, guide.summary, 200);
    if (guide.body.length < 8) problems.push(`guide ${key} has ${guide.body.length} blocks, at least 8`);
    const tables = guide.body.filter((b): b is { table: TableKey; caption: string } => "table" in b);
    const wanted = TABLE_OF[key];
    if (wanted && !tables.some((t) => t.table === wanted)) problems.push(`guide ${key} must hold the ${wanted} table`);
    if (tables.some((t) => t.table !== wanted)) problems.push(`guide ${key} holds a table that belongs elsewhere`);
    if (!guide.body.some((b) => "ul" in b)) problems.push(`guide ${key} should have at least one list`);
    const words = guide.body.flatMap(blockText).join(" ").split(/\s+/).length;
    if (words < 250) problems.push(`guide ${key} has ${words} words, at least 250`);
  }
  if (seed.community.looks.length !== 6) problems.push("community needs exactly six looks");
  if (seed.club.benefits.length !== 4) problems.push("club needs exactly four benefits");
  if (seed.club.steps.length !== 3) problems.push("club needs exactly three steps");
  for (const [from, to] of [
    [0, 1],
    [12, 18],
    [24, 36],
    [180, 192],
  ] as const) {
    const text = seed.ageSpan(from, to);
    if (!text.trim() || !text.includes("–")) problems.push(`ageSpan(${from}, ${to}) gives "${text}"; use an en dash`);
  }
  for (const [name, inspo] of Object.entries(seed.inspo)) {
    if (inspo.body.length < 2) problems.push(`inspo ${name} needs two to four body blocks`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const language = process.argv[2];
  const { default: seed } = (await import(`./${language}.ts`)) as { default: EditorialSeed };
  const problems = checkEditorialSeed(seed);
  for (const p of problems) console.log(`- ${p}`);
  console.log(problems.length ? `${problems.length} problems` : `${language}: no problems`);
  process.exit(problems.length ? 1 : 0);
}
