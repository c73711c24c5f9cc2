/**
 * Where the browser suite's time goes: a table per spec and project from
 * Playwright's JSON report (bench/README.md, "The test suite's time").
 *
 *   npx playwright test                      (playwright.config.ts writes test-results/times.json)
 *   npx node scripts/suite-times.ts test-results/times.json [--top 15]
 *   npx node scripts/suite-times.ts before.json after.json     # side by side
 *
 * On a `--list` report, "run" counts the tests each project would start. Otherwise
 * "run" is what the project ran (skipped tests cost a worker's setup, not their body, and
 * are counted apart); "test s" sums every attempt's duration, retries included, so it is
 * worker time: with two workers the wall time is about half of it, plus the shop's start.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";

interface Result {
  duration: number;
  status: string;
  retry: number;
}
interface JsonTest {
  projectName: string;
  status: string;
  results: Result[];
}
interface JsonSpec {
  title: string;
  file: string;
  tests: JsonTest[];
}
interface JsonSuite {
  title: string;
  file?: string;
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
interface Report {
  suites: JsonSuite[];
  stats?: { duration?: number; startTime?: string };
}

export interface Row {
  spec: string;
  project: string;
  run: number;
  skipped: number;
  failed: number;
  retried: number;
  seconds: number;
}

export interface TestTime {
  spec: string;
  project: string;
  title: string;
  seconds: number;
}

function* specsOf(suite: JsonSuite, path: string[]): Generator<{ spec: JsonSpec; titles: string[] }> {
  for (const spec of suite.specs ?? []) yield { spec, titles: [...path, spec.title] };
  for (const child of suite.suites ?? []) yield* specsOf(child, [...path, child.title]);
}

/** Per spec file and project: tests run, skipped, failed (after retries), retried, and the seconds their attempts took. */
export function summarize(report: Report): { rows: Row[]; tests: TestTime[]; wall: number } {
  const rows = new Map<string, Row>();
  const tests: TestTime[] = [];
  for (const top of report.suites) {
    for (const { spec, titles } of specsOf(top, [])) {
      const file = basename(spec.file || top.file || top.title);
      for (const test of spec.tests) {
        const key = `${file}\0${test.projectName}`;
        const row = rows.get(key) ?? {
          spec: file,
          project: test.projectName,
          run: 0,
          skipped: 0,
          failed: 0,
          retried: 0,
          seconds: 0,
        };
        rows.set(key, row);
        const seconds = test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
        row.seconds += seconds;
        // A --list report has no results: the test is counted as one the project would run.
        if (test.status === "skipped" && test.results.length > 0) {
          row.skipped++;
          continue;
        }
        row.run++;
        if (test.status === "unexpected") row.failed++;
        if (test.results.length > 1) row.retried++;
        tests.push({ spec: file, project: test.projectName, title: titles.join(" › "), seconds });
      }
    }
  }
  return { rows: [...rows.values()], tests, wall: (report.stats?.duration ?? 0) / 1000 };
}

const s = (n: number) => n.toFixed(0);

function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  return [
    line(header),
    `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`,
    ...lines.map(line),
  ].join("\n");
}

function main(args: string[]) {
  const topAt = args.indexOf("--top");
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
  const files = args.filter((a, i) => !a.startsWith("--") && (topAt < 0 || i !== topAt + 1));
  if (files.length === 0 || files.length > 2) {
    console.error("usage: npx node scripts/suite-times.ts report.json [after.json] [--top N]");
    process.exit(2);
  }
  const runs = files.map((f) => summarize(JSON.parse(readFileSync(f, "utf8")) as Report));
  const projects = [...new Set(runs.flatMap((r) => r.rows.map((row) => row.project)))].sort();
  const specs = [...new Set(runs.flatMap((r) => r.rows.map((row) => row.spec)))].sort();
  const cell = (run: (typeof runs)[number] | undefined, spec: string, project: string) => {
    const row = run?.rows.find((r) => r.spec === spec && r.project === project);
    return row ? `${row.run} / ${s(row.seconds)}` : "–";
  };
  const labels = files.length === 2 ? ["before", "after"] : [""];
  const header = ["spec", ...projects.flatMap((p) => labels.map((l) => `${p}${l ? ` ${l}` : ""} (run / s)`))];
  const lines = specs.map((spec) => [spec, ...projects.flatMap((p) => runs.map((run) => cell(run, spec, p)))]);
  const total = (run: (typeof runs)[number], project: string) => {
    const rows = run.rows.filter((r) => r.project === project);
    return `${rows.reduce((n, r) => n + r.run, 0)} / ${s(rows.reduce((n, r) => n + r.seconds, 0))}`;
  };
  lines.push(["**total**", ...projects.flatMap((p) => runs.map((run) => total(run, p)))]);
  console.log(table(header, lines));
  runs.forEach((run, i) => {
    const label = labels[i] ? `${labels[i]}: ` : "";
    const all = run.rows.reduce((n, r) => n + r.seconds, 0);
    const skipped = run.rows.reduce((n, r) => n + r.skipped, 0);
    const failed = run.rows.reduce((n, r) => n + r.failed, 0);
    const retried = run.rows.reduce((n, r) => n + r.retried, 0);
    console.log(
      `\n${label}wall ${s(run.wall)} s; test time ${s(all)} s over ${run.tests.length} tests run (${skipped} skipped, ${retried} retried, ${failed} failed)`,
    );
  });
  const last = runs.at(-1);
  if (last && top > 0) {
    console.log(`\nslowest ${top}${labels.length === 2 ? " (after)" : ""}:`);
    const slow = [...last.tests].sort((a, b) => b.seconds - a.seconds).slice(0, top);
    console.log(
      table(
        ["test", "project", "s"],
        slow.map((t) => [`${t.spec}: ${t.title}`.slice(0, 110), t.project, t.seconds.toFixed(1)]),
      ),
    );
  }
}

if (import.meta.main) main(process.argv.slice(2));
