#!/usr/bin/env node
// GROQ over documents in memory (site/lib/content/groq-scope.ts): how long groq-js takes for each
// of the shop's queries that can see one type, over the whole seed dataset and over that type's
// documents alone, as the local source and the lake now give it. Median of --runs rounds of
// --times evaluations each, in ms per query. Asserts nothing.
//
//   node bench/groq-scope.mjs [--runs 5] [--times 200]
import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { onlyTypeOf } from "../site/lib/content/groq-scope.ts";
import { isPublishedId, parseNdjson } from "../site/lib/content/local-source.server.ts";
import * as queries from "../site/lib/content/queries.ts";
import * as shellQueries from "../site/lib/content/shell-queries.ts";
import { arg, median } from "./lib.mjs";

const RUNS = Number(arg("--runs", 5));
const TIMES = Number(arg("--times", 200));
const docs = parseNdjson(readFileSync("seed/content.ndjson", "utf8")).filter((doc) => isPublishedId(doc._id));
const at = new Date();
const VALUES = { language: "sv", market: "se", slug: "kontakta-oss" };

async function msPerQuery(query, params, dataset) {
  const started = performance.now();
  for (let i = 0; i < TIMES; i++) await (await evaluate(parse(query, { params }), { dataset, params, timestamp: at })).get();
  return (performance.now() - started) / TIMES;
}

console.log(`${docs.length} published documents in the seed; ms per query, median of ${RUNS} × ${TIMES}`);
console.log("query                              whole   one type   ratio");
const ratios = [];
for (const [name, query] of Object.entries({ ...queries, ...shellQueries })) {
  const type = typeof query === "string" && name.endsWith("Query") ? onlyTypeOf(query) : null;
  if (!type) continue;
  const names = [...new Set([...query.matchAll(/\$(\w+)/g)].map((m) => m[1]))];
  const params = Object.fromEntries(names.map((n) => [n, VALUES[n] ?? "sv"]));
  const ofType = docs.filter((doc) => doc._type === type);
  const whole = [];
  const narrow = [];
  for (let run = 0; run < RUNS; run++) {
    whole.push(await msPerQuery(query, params, docs));
    narrow.push(await msPerQuery(query, params, ofType));
  }
  const ratio = median(whole) / median(narrow);
  ratios.push(ratio);
  console.log(
    `${name.padEnd(32)} ${median(whole).toFixed(3).padStart(7)} ${median(narrow).toFixed(3).padStart(9)} ${ratio.toFixed(1).padStart(6)}×`,
  );
}
console.log(`median ratio ${median(ratios).toFixed(1)}× over ${ratios.length} queries`);
