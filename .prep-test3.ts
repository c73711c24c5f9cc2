import postgres from "postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import { openDatabase, rowsOf } from "#lib/db/client.ts";
import { suggest, forgetSuggestions } from "#lib/search/suggest.server.ts";
import { RELEVANCE_SET } from "#lib/search/relevance-set.ts";
const URL = process.argv[2];
const handle = openDatabase({ url: URL, poolSize: 1 });
const captured: any[] = [];
// capture the statement texts through the planned-once path's fallback: rowsOf on a spy db without a generic pool
const spy = new Proxy(handle.db, { get(t, p) { if (p !== "execute") return Reflect.get(t, p); return async (q: any) => { captured.push(q); return (t as any).execute(q); }; } });
const MARKET: Record<string, string> = { sv: "se", nb: "no", da: "dk", fi: "fi", nl: "nl", de: "de", fr: "fr", pl: "pl", en: "se" };
for (const [language, cases] of Object.entries(RELEVANCE_SET)) for (const c of cases) {
  forgetSuggestions(spy as any);
  await suggest(spy as any, { market: MARKET[language] as any, language: language as any, q: c.q, owner: null });
}
const dialect = new PgDialect();
const queries = captured.map((q) => dialect.sqlToQuery(q)).filter((q) => q.sql.includes("with "));
console.log("statements", queries.length);
const result: Record<string, number[]> = {};
for (const mode of ["plain", "generic", "plain", "generic"]) {
  const client = postgres(URL, { max: 1, onnotice: () => {} });
  if (mode === "generic") await client.unsafe("set plan_cache_mode = force_generic_plan");
  const per: number[] = [];
  for (const q of queries.slice(0, 30)) await client.unsafe(q.sql, q.params as any[], { prepare: mode !== "plain" });
  for (const q of queries) {
    const t = performance.now();
    await client.unsafe(q.sql, q.params as any[], { prepare: mode !== "plain" });
    per.push(performance.now() - t);
  }
  await client.end();
  result[mode] = result[mode] ? result[mode].map((v, i) => Math.min(v, per[i])) : per;
}
const s = (a: number[]) => { const b = [...a].sort((x, y) => x - y); return `p50 ${b[Math.floor(b.length/2)].toFixed(2)} p95 ${b[Math.floor(b.length*0.95)].toFixed(2)} max ${b.at(-1)!.toFixed(2)} sum ${b.reduce((x,y)=>x+y).toFixed(0)}`; };
console.log("custom plans ", s(result.plain)); console.log("generic plan ", s(result.generic));
const ratios = result.generic.map((g, i) => ({ r: g / result.plain[i], g, p: result.plain[i], i })).sort((a, b) => b.r - a.r);
console.log("worst generic/custom:\n" + ratios.slice(0, 6).map((x) => `${x.r.toFixed(2)} (${x.p.toFixed(1)}→${x.g.toFixed(1)} ms) ${JSON.stringify(queries[x.i].params.slice(0,1))}`).join("\n"));
await handle.close();
