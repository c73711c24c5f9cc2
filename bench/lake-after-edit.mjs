#!/usr/bin/env node
// The local Content Lake right after an edit (issue 28's live drafts): an editor's change is a
// commit, and the frame's draft render then asks the lake for a page's content all at once,
// through the drafts perspective. Times, per round, the commit and then the shop's queries
// (every query of site/lib/content/queries.ts and shell-queries.ts, Swedish storefront) sent
// together, as a page's render sends them; prints the medians of --rounds. Asserts nothing.
//
//   node bench/lake-after-edit.mjs [--rounds 20]
// The lake's store on an in-memory PGlite, seeded from seed/content.ndjson.
import { readFileSync } from "node:fs";
import { parseNdjson } from "../site/lib/content/local-source.server.ts";
import * as queries from "../site/lib/content/queries.ts";
import * as shellQueries from "../site/lib/content/shell-queries.ts";
import { openDatabase } from "../site/lib/db/client.server.ts";
import { migrateLake, openLakeStore } from "../studio/lake/store/store.ts";
import { arg, median } from "./lib.mjs";

const ROUNDS = Number(arg("--rounds", 20));
const VALUES = { language: "sv", market: "se", slug: "kontakta-oss" };

const handle = await openDatabase({ dataDir: "memory://" });
await migrateLake(handle);
const store = await openLakeStore(handle, "production");
await store.seedIfEmpty(parseNdjson(readFileSync("seed/content.ndjson", "utf8")));

const page = Object.entries({ ...queries, ...shellQueries })
  .filter(([name, query]) => typeof query === "string" && name.endsWith("Query"))
  .map(([, query]) => {
    const names = [...new Set([...query.matchAll(/\$(\w+)/g)].map((m) => m[1]))];
    return { query, params: Object.fromEntries(names.map((n) => [n, VALUES[n] ?? "sv"])) };
  });

const perk = store.getDocument("perk-sv-se-free-shipping");
if (!perk) throw new Error("the seed has no perk-sv-se-free-shipping");
const commits = [];
const renders = [];
const again = [];
const ask = () =>
  Promise.all(page.map(({ query, params }) => store.query(query, { params, perspective: "drafts", now: new Date() })));
for (let round = 0; round < ROUNDS + 2; round++) {
  let started = performance.now();
  await store.commit(
    {
      kind: "mutations",
      items: [{ createOrReplace: { ...perk, _id: "drafts.perk-sv-se-free-shipping", note: `edit ${round}` } }],
    },
    { author: "bench" },
  );
  const committed = performance.now() - started;
  started = performance.now();
  await ask();
  const first = performance.now() - started;
  started = performance.now();
  await ask();
  // The first two rounds warm the code up.
  if (round >= 2) {
    commits.push(committed);
    renders.push(first);
    again.push(performance.now() - started);
  }
}
const ms = (values) => `${median(values).toFixed(1)} ms`;
console.log(`${store.all().length} documents; ${page.length} queries at once per render; medians of ${ROUNDS} rounds`);
console.log(`commit: ${ms(commits)}; the render's queries right after it: ${ms(renders)}; the same queries again: ${ms(again)}`);
await handle.close();
