#!/usr/bin/env node
// `npm run schema:validate`: fails when the Studio's schema has an error, and names it.
//
// `sanity schema validate` (@sanity/cli of sanity 6.9) answers "0 errors" for a schema with two fields of one
// name in a document, or a field of a type that does not exist (tried on perk.ts, stop 46). Extracting the
// schema fails on both and prints the problems, so this extracts it, to a file nobody reads. `npm test` runs
// the same extraction in its generated-file check (scripts/check-generated.mjs), which fails the same way.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

// The CLI takes the path as relative to the project; the cache folder is outside git and lint.
const out = "node_modules/.cache/little-north/schema-validate.json";
mkdirSync("node_modules/.cache/little-north", { recursive: true });
try {
  execFileSync("sanity", ["schema", "extract", "--path", out, "--force"], {
    env: { ...process.env, DO_NOT_TRACK: "1", NO_UPDATE_NOTIFIER: "1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
} catch {
  // The CLI has printed the problems.
  process.exit(1);
}
