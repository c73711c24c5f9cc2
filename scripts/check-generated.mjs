#!/usr/bin/env node
// Generated files are committed so a fresh clone runs without generating anything:
// the content dataset (seed/content.ndjson), the extracted schema (schema.json)
// and the query types (site/lib/content/sanity.types.ts). This regenerates them
// and fails when any differs from what was there, naming the command that fixes it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const files = ["seed/content.ndjson", "schema.json", "site/lib/content/sanity.types.ts"];
const read = (f) => {
  try {
    return readFileSync(f, "utf8");
  } catch {
    return "";
  }
};
const before = files.map(read);
const env = { ...process.env, DO_NOT_TRACK: "1", NO_UPDATE_NOTIFIER: "1" };
const run = (cmd, args) => {
  try {
    execFileSync(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    console.error(`${cmd} ${args.join(" ")} failed:\n${error.stderr ?? ""}${error.stdout ?? ""}`);
    process.exit(1);
  }
};
run(process.execPath, ["seed/content/build.ts"]);
run("sanity", ["schema", "extract", "--path", "schema.json", "--force"]);
run("sanity", ["typegen", "generate"]);
const stale = files.filter((f, i) => read(f) !== before[i]);
if (stale.length) {
  console.error(
    `generated files were stale and are now regenerated: ${stale.join(", ")}\nreview and commit them (npm run generate does the same).`,
  );
  process.exit(1);
}
console.log(`generated files up to date: ${files.join(", ")}`);
