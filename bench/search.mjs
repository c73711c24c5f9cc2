#!/usr/bin/env node
// Search benchmark (issue 17). In one run, on the same products:
//   1. top-5 accuracy on the relevance set (tests/fixtures/relevance-set.ts) in all nine
//      languages, for the shop's suggestion query (through its HTTP endpoint) and for Orama,
//      an in-process JavaScript search engine, indexing the same texts;
//   2. latency one request at a time: the shop's suggestion query called in-process
//      (PostgreSQL round trip included, nothing remembered) at each size, and Orama's search;
//   3. the suggestion endpoint's p50/p95 at open-loop arrival rates (--rate, default 300
//      req/s, and half of it) on PostgreSQL, for catalogs of each --sizes (3,200 is the shop's;
//      larger ones are generated with `site/lib/db/setup.server.ts --products N` into databases of
//      their own): cold (queries new to the server process) and warm (the same mix again
//      within the 60 s a process remembers suggestions);
//   4. EXPLAIN of the suggestion statement: which indexes it reads, and any sequential
//      scan of a large table.
//   5. with --replica (issue 32, ADR 44): only the cold endpoint load, side by side on a
//      PostgreSQL primary alone and on the same primary with a streaming replica the search
//      statements read from (DATABASE_REPLICA_URL), both started by this script as throwaway
//      clusters under --replica-dir on --replica-ports (bench/replica.mjs); rounds alternate,
//      each with a fresh server, and print p50/p95, the CPU each PostgreSQL and the shop used
//      per request and the replica's lag (a row written to the primary every 250 ms, timed
//      until the replica shows it).
// Prints figures; asserts nothing (the relevance test asserts the 95 % target).
//
//   node bench/search.mjs [--sizes 3200,20000,50000] [--rate 300] [--seconds 10] [--rounds 3]
//                         [--skip-build] [--workers 1]
//   node bench/search.mjs --replica --sizes 50000 [--rounds 3] [--replica-dir /tmp/ln-bench-replica]
//                         [--replica-ports 4790,4791] [--replica-db ln_bench_search_50000] [--queries 600]
// Run on Node 24 (PATH=$PWD/node_modules/.bin:$PATH). Needs PostgreSQL at DATABASE_URL or
// 127.0.0.1:5432; the bench databases (ln_bench_search_N) are kept, so later runs skip seeding.
import { execFileSync, spawn } from "node:child_process";
import { create, insertMultiple, search } from "@orama/orama";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { mulberry32, shuffle } from "../seed/catalog/random.ts";
import { openDatabase } from "../site/lib/db/client.server.ts";
import { LANGUAGES, MARKET_CODES, MARKETS } from "../site/lib/markets/markets.ts";
import { catalogFacts } from "../site/lib/search/catalog-facts.server.ts";
import { fold } from "../site/lib/search/normalize.ts";
import { scoreLanguage, TARGET_ACCURACY, TOP } from "../site/lib/search/relevance.ts";
import { catalogTexts } from "../site/lib/search/search-index.server.ts";
import { forgetSuggestions, suggest } from "../site/lib/search/suggest.server.ts";
import { RELEVANCE_SET } from "../tests/fixtures/relevance-set.ts";
import { benchDatabaseUrl, cpuMs, median, openLoop, percentile, waitFor } from "./lib.mjs";
import { postmasterPid, primaryAndReplica } from "./replica.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const SIZES = option("--sizes", "3200,20000,50000").split(",").map(Number);
const RATE = Number(option("--rate", 300));
const SECONDS = Number(option("--seconds", 10));
const ROUNDS = Number(option("--rounds", 3));
const WORKERS = option("--workers", "1");
const PORT = Number(option("--port", 4519));
const node = process.execPath;

const marketOf = (language) => MARKET_CODES.find((m) => MARKETS[m].language === language) ?? "se";
const localeOf = (language) => (language === "en" ? "en-SE" : MARKETS[marketOf(language)].locale);
const ms = (x) => `${x.toFixed(1)} ms`;

/** What the panel sends while a shopper types each relevance query (debounced): prefixes from 3 letters, then the query. */
function typedQueries() {
  const out = [];
  for (const language of LANGUAGES)
    for (const { q } of RELEVANCE_SET[language]) {
      for (let n = 3; n < q.length; n += 2) out.push({ language, q: q.slice(0, n) });
      out.push({ language, q });
    }
  // A fixed shuffle, the same every run.
  return shuffle(mulberry32(17), out);
}

// ---------------------------------------------------------------------------
// Orama over the same texts the shop indexes (search-index.server.ts: A name,
// brand, key; B category path; C colour, gender, sizes; D English), weighted alike.

const STEMMERS = {
  sv: "swedish",
  nb: "norwegian",
  da: "danish",
  fi: "finnish",
  nl: "dutch",
  de: "german",
  fr: "french",
  en: "english",
};
const ORAMA_SEARCH = { properties: ["a", "b", "c", "d"], boost: { a: 3, b: 1.5, c: 1, d: 0.5 }, tolerance: 1, limit: TOP };

/** Orama has no Polish: a tokenizer that splits on anything but letters and digits and folds accents, as its own do. */
function plainTokenizer() {
  return {
    language: "polish",
    normalizationCache: new Map(),
    tokenize: (raw) => [
      ...new Set(
        String(raw)
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
          .map(fold),
      ),
    ],
  };
}

async function oramaIndexes(db) {
  const texts = await catalogTexts(db);
  const indexes = {};
  for (const language of LANGUAGES) {
    const name = STEMMERS[language];
    const tokenizer = name
      ? { language: name, stemming: true, stemmer: (await import(`@orama/stemmers/${name}`)).stemmer }
      : plainTokenizer();
    const index = create({
      schema: { a: "string", b: "string", c: "string", d: "string" },
      components: { tokenizer },
    });
    await insertMultiple(
      index,
      texts.filter((t) => t.language === language).map((t) => ({ id: String(t.product_id), a: t.a, b: t.b, c: t.c, d: t.d })),
    );
    indexes[language] = index;
  }
  return indexes;
}

const oramaIds = async (index, q) => (await search(index, { term: q, ...ORAMA_SEARCH })).hits.map((h) => Number(h.id));

// ---------------------------------------------------------------------------

function explainSummary(plans) {
  const indexes = new Set();
  const seqScans = new Set();
  for (const line of plans) {
    const index = / using (\w+)/.exec(line) ?? /Bitmap Index Scan on (\w+)/.exec(line);
    if (index) indexes.add(index[1]);
    const seq = /Seq Scan on (\w+)/.exec(line);
    if (seq) seqScans.add(seq[1]);
  }
  return { indexes: [...indexes].sort(), seqScans: [...seqScans].sort() };
}

/** EXPLAIN ANALYZE of every statement suggest() sends for a query. */
async function explain(db, language, q) {
  const plans = [];
  const spy = new Proxy(db, {
    get(target, prop) {
      if (prop !== "execute") return Reflect.get(target, prop);
      return async (query) => {
        const result = await target.execute(sql`explain (analyze, costs off, timing off, summary off) ${query}`);
        for (const row of Array.isArray(result) ? result : result.rows) plans.push(row["QUERY PLAN"]);
        return target.execute(query);
      };
    },
  });
  await suggest(spy, { market: marketOf(language), language, q, owner: null });
  return explainSummary(plans);
}

async function accuracy(label, search, facts) {
  const scores = [];
  for (const language of LANGUAGES)
    scores.push(await scoreLanguage(language, RELEVANCE_SET[language], facts, (q) => search(language, q)));
  const line = scores.map((s) => `${s.language} ${(s.accuracy * 100).toFixed(0)}%`).join("  ");
  const all = scores.flatMap((s) => s.cases);
  const hits = all.filter((c) => c.hit).length;
  console.log(`${label.padEnd(8)} top-5 ${((hits / all.length) * 100).toFixed(1)}% of ${all.length}   ${line}`);
  const below = scores.filter((s) => s.accuracy < TARGET_ACCURACY).map((s) => s.language);
  if (below.length) console.log(`         below ${TARGET_ACCURACY * 100}%: ${below.join(", ")}`);
  return scores;
}

async function oneAtATime(label, run, queries) {
  const times = [];
  for (const { language, q } of queries) {
    const started = performance.now();
    await run(language, q);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(36)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  (${times.length} queries)`,
  );
}

async function measureSize(products, first) {
  const url = await benchDatabaseUrl(`ln_bench_search_${products}`);
  const started = Date.now();
  execFileSync(node, ["site/lib/db/setup.server.ts", "--products", String(products)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "ignore",
  });
  const handle = openDatabase({ url, poolSize: 4 });
  const [{ n }] = await handle.db.execute(sql`select count(*)::int as n from products`);
  console.log(`\n== ${n} products (PostgreSQL, setup ${((Date.now() - started) / 1000).toFixed(0)} s) ==`);
  const queries = typedQueries();

  if (first) {
    const facts = await catalogFacts(handle.db);
    const server = await startServer(url);
    try {
      const base = `http://127.0.0.1:${PORT}`;
      await accuracy(
        "shop",
        async (language, q) => {
          const query = new URLSearchParams({ q, market: marketOf(language), locale: localeOf(language) });
          const body = await (await fetch(`${base}/api/search/suggestions?${query}`)).json();
          return body.productSuggestions.map((p) => p.id);
        },
        facts,
      );
    } finally {
      server.kill();
    }
    const t = performance.now();
    const orama = await oramaIndexes(handle.db);
    console.log(`orama    indexed ${LANGUAGES.length} languages in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await accuracy("orama", (language, q) => oramaIds(orama[language], q), facts);
    await oneAtATime("orama search(), in-process", (language, q) => oramaIds(orama[language], q), queries);

    for (const [language, q] of [
      ["sv", "jeans"],
      ["sv", "fjallbarn regnjacka"],
      ["pl", "sukienka"],
      ["de", "gumistiefel"],
    ]) {
      const { indexes, seqScans } = await explain(handle.db, language, q);
      console.log(`explain  ${language} "${q}": indexes ${indexes.join(", ")}; seq scans ${seqScans.join(", ") || "none"}`);
    }
  } else {
    const { indexes, seqScans } = await explain(handle.db, "sv", "jeans");
    console.log(`explain  sv "jeans": indexes ${indexes.join(", ")}; seq scans ${seqScans.join(", ") || "none"}`);
  }
  // The scaling curve: each query alone, nothing remembered, in this process and PostgreSQL.
  await oneAtATime(
    `shop suggest() at ${n}, in-process + PostgreSQL`,
    (language, q) => {
      forgetSuggestions(handle.db);
      return suggest(handle.db, { market: marketOf(language), language, q, owner: null });
    },
    queries,
  );
  await handle.close();

  // A fresh server: nothing remembered. Cold: every typed query once, each new to the process
  // (so each costs the full statement). Warm: the same mix again, within the 60 s the process
  // keeps suggestions (suggest.server.ts), as popular prefixes are in a shop's real traffic.
  const server = await startServer(url);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const path = suggestionPath;
    // Warm-up of the process and its connections with recent-search calls, which touch no index.
    await openLoop({
      base,
      rate: RATE / 2,
      seconds: 3,
      connections: 64,
      request: () => ({ path: path({ language: "sv", q: "" }) }),
    });
    let next = 0;
    const request = () => ({ path: path(queries[next++ % queries.length]) });
    // Half the mix at half the rate, the other half at the full rate: never-seen queries both times.
    const half = Math.floor(queries.length / 2);
    const coldHalf = await openLoop({ base, rate: RATE / 2, seconds: half / (RATE / 2), connections: 64, request });
    next = half;
    const cold = await openLoop({ base, rate: RATE, seconds: (queries.length - half) / RATE, connections: 64, request });
    next = 0;
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++)
      rounds.push(await openLoop({ base, rate: RATE, seconds: SECONDS, connections: 64, request }));
    for (const [rate, r] of [
      [RATE / 2, coldHalf],
      [RATE, cold],
    ])
      console.log(
        `endpoint ${String(n).padStart(6)} products  ${rate} req/s  cold: p50 ${ms(r.p50)}  p95 ${ms(r.p95)} ` +
          `(distinct queries, each new to the process; served ${r.rps} req/s, failed ${r.non2xx})`,
      );
    console.log(
      `endpoint ${String(n).padStart(6)} products  ${RATE} req/s  warm: p50 ${ms(median(rounds.map((r) => r.p50)))}  ` +
        `p95 ${ms(median(rounds.map((r) => r.p95)))} (median of ${ROUNDS}×${SECONDS} s; served ` +
        `${Math.round(median(rounds.map((r) => r.rps)))} req/s, failed ${rounds.reduce((sum, r) => sum + r.non2xx, 0)})`,
    );
  } finally {
    server.kill();
  }
}

async function startServer(url, replicaUrl) {
  const env = { ...process.env, DATABASE_URL: url, PORT: String(PORT), HOST: "127.0.0.1", WEB_CONCURRENCY: WORKERS };
  if (replicaUrl) env.DATABASE_REPLICA_URL = replicaUrl;
  else delete env.DATABASE_REPLICA_URL;
  const server = spawn(node, ["scripts/serve.mjs"], { env, stdio: "ignore" });
  await waitFor(`http://127.0.0.1:${PORT}/api/search/suggestions?q=&market=se`);
  return server;
}

const suggestionPath = ({ language, q }) =>
  `/api/search/suggestions?${new URLSearchParams({ q, market: marketOf(language), locale: localeOf(language) })}`;

/**
 * The replica's lag while `work` runs: a row is written to the primary every 250 ms and the
 * replica asked every 5 ms until it shows it. Returns work's result and the lags (ms).
 */
async function withLagProbe(primaryUrl, replicaUrl, work) {
  const primary = postgres(primaryUrl, { max: 1, onnotice: () => {} });
  const replica = postgres(replicaUrl, { max: 1, onnotice: () => {} });
  await primary`create table if not exists bench_replica_lag (id int primary key, n int not null)`;
  await primary`insert into bench_replica_lag values (1, 0) on conflict (id) do update set n = 0`;
  const lags = [];
  let running = true;
  const probe = (async () => {
    for (let n = 1; running; n++) {
      const written = performance.now();
      await primary`update bench_replica_lag set n = ${n} where id = 1`;
      for (;;) {
        const [row] = await replica`select n from bench_replica_lag where id = 1`.catch(() => []);
        if (row?.n >= n) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      lags.push(performance.now() - written);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  try {
    return { result: await work(), lags: lags.sort((a, b) => a - b) };
  } finally {
    running = false;
    await probe;
    await Promise.all([primary.end(), replica.end()]);
  }
}

/** One cold round: a fresh server, every typed query once at RATE; CPU per request of each part. */
async function coldRound({ primaryUrl, replicaUrl, primaryDir, replicaDir, useReplica }) {
  // --queries: the first N of the mix, when a saturated round of all of them would take minutes.
  const queries = typedQueries().slice(0, Number(option("--queries", Number.POSITIVE_INFINITY)));
  const server = await startServer(primaryUrl, useReplica ? replicaUrl : undefined);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await openLoop({
      base,
      rate: RATE / 2,
      seconds: 3,
      connections: 64,
      request: () => ({ path: suggestionPath({ language: "sv", q: "" }) }),
    });
    let next = 0;
    const pids = { shop: server.pid, primary: postmasterPid(primaryDir), replica: postmasterPid(replicaDir) };
    const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuMs(pid)]));
    const { result, lags } = await withLagProbe(primaryUrl, replicaUrl, () =>
      openLoop({
        base,
        rate: RATE,
        seconds: queries.length / RATE,
        connections: 64,
        request: () => ({ path: suggestionPath(queries[next++]) }),
      }),
    );
    const served = queries.length - result.non2xx;
    const cpu = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, (cpuMs(pid) - before[k]) / served]));
    return { ...result, cpu, lagP50: percentile(lags, 50), lagMax: lags.at(-1) ?? 0 };
  } finally {
    server.kill();
  }
}

async function replicaComparison(products) {
  const [primaryPort, replicaPort] = option("--replica-ports", "4790,4791").split(",").map(Number);
  const clusters = await primaryAndReplica({
    folder: option("--replica-dir", "/tmp/ln-bench-replica"),
    primaryPort,
    replicaPort,
    database: option("--replica-db", `ln_bench_search_${products}`),
    seed: async (url) =>
      execFileSync(node, ["site/lib/db/setup.server.ts", "--products", String(products)], {
        env: { ...process.env, DATABASE_URL: url },
        stdio: "ignore",
      }),
  });
  try {
    console.log(`\n== ${products} products: primary alone vs primary + streaming replica (${RATE} req/s, cold) ==`);
    const runs = { alone: [], replica: [] };
    for (let i = 0; i < ROUNDS; i++)
      for (const kind of i % 2 ? ["replica", "alone"] : ["alone", "replica"]) {
        const r = await coldRound({ ...clusters, useReplica: kind === "replica" });
        runs[kind].push(r);
        const load = (await import("node:os")).loadavg()[0].toFixed(1);
        console.log(
          `round ${i + 1} ${kind.padEnd(7)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  served ${r.rps}/s  failed ${r.non2xx}  ` +
            `CPU ms/req shop ${r.cpu.shop.toFixed(1)} primary ${r.cpu.primary.toFixed(1)} replica ${r.cpu.replica.toFixed(1)}  ` +
            `lag p50 ${ms(r.lagP50)} max ${ms(r.lagMax)}  (load ${load})`,
        );
      }
    for (const [kind, rs] of Object.entries(runs)) {
      const m = (f) => median(rs.map(f));
      console.log(
        `median ${kind.padEnd(7)} p50 ${ms(m((r) => r.p50))}  p95 ${ms(m((r) => r.p95))}  served ${m((r) => r.rps)}/s  ` +
          `CPU ms/req shop ${m((r) => r.cpu.shop).toFixed(1)} primary ${m((r) => r.cpu.primary).toFixed(1)} ` +
          `replica ${m((r) => r.cpu.replica).toFixed(1)}  lag p50 ${ms(m((r) => r.lagP50))}`,
      );
    }
  } finally {
    clusters.stop();
  }
}

if (!args.includes("--skip-build")) {
  execFileSync(node, ["node_modules/astro/bin/astro.mjs", "build"], {
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
}
console.log(`search bench: ${typedQueries().length} typed queries in the load mix, ${WORKERS} server process(es)`);
if (args.includes("--replica")) for (const size of SIZES) await replicaComparison(size);
else for (const [i, size] of SIZES.entries()) await measureSize(size, i === 0);
