#!/usr/bin/env node
// Replays the malformed and hostile request corpus (tests/probe/corpus.mjs) against a
// running shop and prints how it answered: counts by status class, API errors that are
// JSON, and every answer that breaks a rule (a 5xx, an API error in HTML, a redirect off
// the shop, a wrong status where the right one is known). Exits 1 when any rule broke.
//
//   node bench/probe.mjs [--base http://localhost:4321] [--concurrency 8] [--verbose]
import { runCorpus, summarize } from "../tests/probe/corpus.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const base = arg("--base", "http://localhost:4321");
const concurrency = Number(arg("--concurrency", "8"));

const started = performance.now();
const results = await runCorpus(base, { concurrency });
const { total, classes, apiErrors, apiErrorsJson, failures } = summarize(results);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(`${total} requests to ${base} in ${seconds} s`);
console.log(
  Object.entries(classes)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", "),
);
console.log(`API errors answered as JSON {error: {code, message}}: ${apiErrorsJson} of ${apiErrors}`);
const byGroup = new Map();
for (const f of failures) byGroup.set(f.entry.group, (byGroup.get(f.entry.group) ?? 0) + 1);
console.log(
  `answers breaking a rule: ${failures.length}${failures.length ? ` (${[...byGroup].map(([g, n]) => `${g} ${n}`).join(", ")})` : ""}`,
);
const shown = args.includes("--verbose") ? failures : failures.slice(0, 40);
for (const { entry, res, problems } of shown) {
  const what = entry.raw ? `raw ${JSON.stringify(entry.raw.slice(0, 60))}` : `${entry.method} ${entry.path.slice(0, 100)}`;
  console.log(`  [${entry.group}] ${what} -> ${res.status}: ${problems.join("; ")}`);
}
if (shown.length < failures.length) console.log(`  … and ${failures.length - shown.length} more (--verbose)`);
process.exitCode = failures.length ? 1 : 0;
const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5);
console.log(
  `slowest answers: ${slowest.map((r) => `${r.entry.method ?? "raw"} ${(r.entry.path ?? "").slice(0, 40)} ${Math.round(r.ms)} ms`).join("; ")}`,
);
