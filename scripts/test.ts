/**
 * `npm test`: every check, two at a time (ADR 42). Most steps are one Node process on
 * one core, so on a two-core machine they run in pairs, the longest first; Vitest and
 * the browser tests use both cores themselves: the browser tests run alone, Vitest beside
 * the one-core checks (`beside`), which would otherwise hold it back with a core idle. The shop and the lake's
 * Studio are built here, beside the checks, with the settings the browser tests' servers
 * use: those servers then find their build up to date and start at once (the build is
 * keyed by a hash of its inputs, scripts/start.mjs and studio/lake/main.ts).
 *
 * A step's output is printed when it ends, whole; the first step that fails stops the
 * others. At the end a table says how long each step took.
 *
 *   npm test                         everything
 *   TEST_JOBS=1 npm test             one step at a time
 *   node scripts/test.ts lint unit   only these steps (and nothing they wait for)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { e2eTarget } from "./e2e-target.ts";
import { describeMachine, measureMachine } from "./machine-speed.ts";
import { withMallocHugePages } from "./malloc-huge-pages.ts";
import { moduleFormatCacheOption } from "./module-format-cache.mjs";
import {
  dropLeftSeededCatalogs,
  dropSeededCatalog,
  newSeededCatalogName,
  SEEDED_CATALOG_ENV,
  seededCatalogTemplate,
} from "./seeded-catalog.ts";

export interface Step {
  name: string;
  command: string;
  /** Cores the step keeps busy by itself: 1, or every core (it runs alone). */
  cores: 1 | "all";
  /** Steps that must have passed first. */
  after?: string[];
  /**
   * One-core steps that may run beside this step although it uses every core. Vitest waited for
   * the one-core checks and left a core idle for the 24 s of the typecheck (ADR 42, stop 47 addendum).
   */
  beside?: string[];
  env?: Record<string, string>;
}

const target = e2eTarget(process.env);
// The shop the browser tests start is built for its public origin (playwright.config.ts): a build for another is not reused.
const buildEnv: Record<string, string> = target.kind === "external" ? {} : { SITE_URL: `https://localhost:${target.port + 20}` };
const sanity = { DO_NOT_TRACK: "1", NO_UPDATE_NOTIFIER: "1" };

// The generated-file check rewrites the dataset, the schema and the query types in place (identical when they
// are up to date): everything that reads them waits for it. The Studio's build reads none of them and runs
// beside it. It is also the schema's check: extracting the schema fails on an error in it, where
// `sanity schema validate` passed a broken schema (scripts/validate-schema.mjs), so that step is gone.
const afterGenerated = ["generated"];

/** In the order they start when cores are free: the longest first. */
export const STEPS: Step[] = [
  { name: "generated", command: "npm run check:generated --silent", cores: 1 },
  { name: "studio build", command: "node studio/lake/main.ts build", cores: 1, env: sanity },
  {
    name: "shop build",
    command: "node scripts/start.mjs --build-only",
    cores: 1,
    after: afterGenerated,
    env: { ...buildEnv, ASTRO_TELEMETRY_DISABLED: "1" },
  },
  // Both write Astro's generated types (.astro/): one after the other.
  { name: "typecheck", command: "npm run typecheck --silent", cores: 1, after: [...afterGenerated, "shop build"] },
  { name: "knip", command: "npm run knip --silent", cores: 1, after: afterGenerated },
  { name: "lint", command: "npm run lint --silent", cores: 1, after: afterGenerated },
  {
    name: "unit",
    command: "npm run test:unit --silent",
    cores: "all",
    after: afterGenerated,
    beside: ["shop build", "typecheck", "knip", "lint"],
  },
  // The browser suite last: it needs both builds, and whatever failed before it is cheaper to hear about first.
  {
    name: "e2e",
    command: "npm run test:e2e --silent",
    cores: "all",
    after: ["studio build", "shop build", "typecheck", "knip", "generated", "lint", "unit"],
  },
];

interface Done {
  name: string;
  /** Milliseconds on performance.now()'s clock. */
  began: number;
  ended: number;
  seconds: number;
  ok: boolean;
}

export async function run(steps: Step[], jobs: number): Promise<Done[]> {
  const done: Done[] = [];
  const waiting = [...steps];
  const running = new Map<string, { child: ChildProcess; cores: number }>();
  let failed = false;
  return new Promise((resolve) => {
    const busy = () => [...running.values()].reduce((n, r) => n + r.cores, 0);
    const besideEachOther = (step: Step, other: string) =>
      step.beside?.includes(other) || steps.find((s) => s.name === other)?.beside?.includes(step.name);
    // With cores to spare, or beside steps it may share them with (never when told to run one step at a time).
    const fits = (step: Step, cores: number) =>
      busy() + cores <= jobs || (jobs > 1 && [...running.keys()].every((name) => besideEachOther(step, name)));
    const finished = () => {
      if (running.size === 0 && (failed || waiting.length === 0)) resolve(done);
    };
    const next = () => {
      if (failed) return finished();
      for (const step of [...waiting]) {
        const cores = step.cores === "all" ? jobs : 1;
        if (!fits(step, cores)) continue;
        if ((step.after ?? []).some((name) => !done.some((d) => d.name === name && d.ok) && steps.some((s) => s.name === name)))
          continue;
        waiting.splice(waiting.indexOf(step), 1);
        start(step, cores);
      }
      finished();
    };
    const start = (step: Step, cores: number) => {
      const began = performance.now();
      console.log(`test: ${step.name} started (${step.command})`);
      // Alone (or one at a time), a step writes straight to the terminal; beside another, its output waits for its end.
      const alone = jobs === 1 || cores === jobs;
      const child = spawn(step.command, {
        shell: true,
        stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...step.env },
        detached: true,
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk;
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk;
      });
      running.set(step.name, { child, cores });
      child.on("exit", (code, signal) => {
        running.delete(step.name);
        const seconds = (performance.now() - began) / 1000;
        const ok = code === 0;
        if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
        console.log(`test: ${step.name} ${ok ? "passed" : `FAILED (${signal ?? code})`} in ${seconds.toFixed(0)} s`);
        done.push({ name: step.name, began, ended: performance.now(), seconds, ok });
        if (!ok && !failed) {
          failed = true;
          for (const other of running.values()) if (other.child.pid) process.kill(-other.child.pid, "SIGTERM");
        }
        next();
      });
    };
    next();
  });
}

/**
 * What every step's processes (Vitest's workers, the builds, the browser tests' servers) inherit: modules loaded
 * through the module-format cache (ADR 48), and malloc's allocations in huge pages, as a page fault is slow on the
 * machines the suite runs on (scripts/malloc-huge-pages.ts).
 */
export function stepEnvironment(env: NodeJS.ProcessEnv): { NODE_OPTIONS: string; GLIBC_TUNABLES: string } {
  return {
    NODE_OPTIONS: moduleFormatCacheOption(env.NODE_OPTIONS),
    GLIBC_TUNABLES: withMallocHugePages(env.GLIBC_TUNABLES),
  };
}

function report(done: Done[], total: number) {
  console.log("\ntest: step           seconds");
  for (const d of done)
    console.log(`test: ${d.name.padEnd(14)} ${d.seconds.toFixed(0).padStart(6)}   ${d.ok ? "passed" : "FAILED"}`);
  console.log(`test: all            ${total.toFixed(0).padStart(6)}   (${done.every((d) => d.ok) ? "passed" : "FAILED"})`);
}

if (import.meta.main) {
  const wanted = process.argv.slice(2);
  const steps = wanted.length ? STEPS.filter((s) => wanted.includes(s.name)) : STEPS;
  const unknown = wanted.filter((w) => !STEPS.some((s) => s.name === w));
  if (unknown.length) {
    console.error(`no step ${unknown.join(", ")}; steps: ${STEPS.map((s) => s.name).join(", ")}`);
    process.exit(2);
  }
  Object.assign(process.env, stepEnvironment(process.env));
  const jobs = Math.max(1, Number(process.env.TEST_JOBS) || Math.min(2, availableParallelism()));
  // One seeded catalog for every step on PostgreSQL, dropped at the end (scripts/seeded-catalog.ts).
  const server = process.env.DATABASE_URL;
  // Only the tests read it: `node scripts/test.ts lint` asks nothing of the database.
  const testing = steps.some((s) => s.name === "unit" || s.name === "e2e");
  const seededCatalog = server && testing && !seededCatalogTemplate() ? newSeededCatalogName() : undefined;
  if (server && seededCatalog) {
    process.env[SEEDED_CATALOG_ENV] = seededCatalog;
    await dropLeftSeededCatalogs(server).catch(() => {});
  }
  // Read while the machine is still quiet: the same commit's steps take twice as long on some machines as on
  // others (scripts/machine-speed.ts), and a log that says which kind it ran on can be compared with another.
  if (testing) console.log(`test: this machine: ${describeMachine(measureMachine())}`);
  const began = performance.now();
  const done = await run(steps, jobs);
  if (server && seededCatalog)
    await dropSeededCatalog(server, seededCatalog).catch((error) => console.error(`test: the seeded catalog stays: ${error}`));
  report(done, (performance.now() - began) / 1000);
  process.exit(done.length === steps.length && done.every((d) => d.ok) ? 0 : 1);
}
