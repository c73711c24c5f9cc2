/**
 * The two conventions of site/lib (site/lib/README.md) as a check, for what Biome cannot see:
 * - a module that can only run on the server (it imports `node:*`, a server-only package, a
 *   `.server` module, or reads `process.env`) is named `*.server.ts`; a module that touches the
 *   browser's globals is named `*.client.ts`; a `.client` module never imports a server one;
 * - a file in the same folder is imported as `./x.ts`, never by its `#lib/…` alias (Biome's
 *   noRestrictedImports refuses the other direction: `../` and `./folder/` in site/lib).
 * Type-only imports do not count: a type crosses to the browser without its code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** Packages that only run in Node (or Astro's server runtime). */
export const SERVER_PACKAGES = [
  "postgres",
  "drizzle-orm",
  "@electric-sql/pglite",
  "better-auth",
  "nodemailer",
  "proper-lockfile",
  "rate-limiter-flexible",
  "@sanity/client",
  "groq-js",
  "pino",
  "astro:middleware",
];
const BROWSER_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator|customElements)\b\s*[.[]/;
/** Written by `sanity typegen generate`; its name is the tool's. */
const GENERATED = new Set(["content/sanity.types.ts"]);

export interface ModuleSource {
  /** Path inside site/lib, e.g. `content/perks.server.ts`. */
  path: string;
  text: string;
}

function valueSpecifiers(text: string): string[] {
  const typeOnly = new Set<string>();
  const value = new Set<string>();
  for (const m of text.matchAll(/(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gs)) {
    const names = (m[3] ?? "").trim();
    const allTypes =
      /^\{[^}]*\}$/.test(names) &&
      names
        .slice(1, -1)
        .split(",")
        .every((s) => !s.trim() || s.trim().startsWith("type "));
    (m[2] || allTypes ? typeOnly : value).add(m[4] ?? "");
  }
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => value.has(s) || !typeOnly.has(s));
}

function target(from: string, spec: string, exists: (path: string) => boolean): string | null {
  let path: string | null = null;
  if (spec.startsWith("#lib/")) path = spec.slice(5);
  else if (spec.startsWith("./") || spec.startsWith("../")) path = relative("/", resolve("/", dirname(from), spec));
  return path && exists(path) ? path : null;
}

/** Every breach of the conventions among these modules (tests excluded by the caller or here). */
export function conventionProblems(modules: ModuleSource[]): string[] {
  const sources = modules.filter((m) => !/\.test\.tsx?$/.test(m.path));
  const known = new Set(modules.map((m) => m.path));
  const exists = (p: string) => known.has(p);
  const why = new Map<string, string>();
  const deps = new Map<string, string[]>();
  for (const { path, text } of sources) {
    const local: string[] = [];
    for (const spec of valueSpecifiers(text)) {
      if (spec.startsWith("node:") || SERVER_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`))) {
        if (!why.has(path)) why.set(path, `imports ${spec}`);
        continue;
      }
      const t = target(path, spec, exists);
      if (t) local.push(t);
    }
    if (/process\.env/.test(text) && !why.has(path)) why.set(path, "reads process.env");
    deps.set(path, local);
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const [path, list] of deps) {
      const server = list.find((d) => why.has(d));
      if (!why.has(path) && server) {
        why.set(path, `imports ${server}`);
        changed = true;
      }
    }
  }
  const problems: string[] = [];
  for (const { path, text } of sources) {
    if (GENERATED.has(path)) continue;
    const reason = why.get(path);
    if (/\.client\.tsx?$/.test(path) && reason)
      problems.push(`${path} is a browser module but ${reason}, which only runs on the server`);
    else if (reason && !/\.server\.tsx?$/.test(path))
      problems.push(`${path} only runs on the server (${reason}): name it *.server.ts`);
    else if (!reason && BROWSER_GLOBALS.test(text) && !/\.client\.tsx?$/.test(path))
      problems.push(`${path} uses the browser's globals: name it *.client.ts`);
  }
  for (const { path, text } of modules) {
    for (const spec of ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName)) {
      if (spec.startsWith("#lib/") && dirname(spec.slice(5)) === dirname(path))
        problems.push(`${path} imports ${spec} from its own folder: write ./${spec.split("/").pop()}`);
    }
  }
  return problems;
}

/** The modules of a site/lib folder on disk. */
export function readLib(lib: string): ModuleSource[] {
  const out: ModuleSource[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
        out.push({ path: relative(lib, p), text: readFileSync(p, "utf8") });
    }
  };
  if (existsSync(lib)) walk(lib);
  return out;
}
