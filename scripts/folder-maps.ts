/**
 * The folder maps (README.md's "Folder map", docs/architecture.md's "Where things
 * are") name every folder a reader looks for: each top-level folder of the
 * repository, each folder of site/ and each of site/lib/. A map is the fenced
 * block under its heading; a line's first word is a path, relative to the last
 * unindented path when the line is indented. Run by scripts/folder-maps.test.ts.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export const MAPS: readonly { file: string; heading: string }[] = [
  { file: "README.md", heading: "## Folder map" },
  { file: "docs/architecture.md", heading: "## Where things are" },
];

/** The folders a map must name, from the repository's files (paths relative to its root). */
export function foldersToName(files: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split("/");
    if (parts.length > 1) folders.add(`${parts[0]}/`);
    if (parts[0] === "site" && parts.length > 2) folders.add(`site/${parts[1]}/`);
    if (parts[0] === "site" && parts[1] === "lib" && parts.length > 3) folders.add(`site/lib/${parts[2]}/`);
  }
  return [...folders].sort();
}

/** The paths a map names: the first word of each line of the fenced block under `heading`. */
export function namedPaths(markdown: string, heading: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  if (start === -1) return [];
  const open = lines.findIndex((line, index) => index > start && line.startsWith("```"));
  const paths: string[] = [];
  let parent = "";
  for (const line of lines.slice(open + 1)) {
    if (line.startsWith("```")) break;
    const word = /^(\s*)(\S+)/.exec(line);
    if (!word?.[2]) continue;
    const [, indent = "", name] = word;
    if (!name.includes("/") && !name.includes(".")) continue;
    if (indent.length === 0) {
      parent = name.endsWith("/") ? name : "";
      paths.push(name);
    } else if (indent.length === 2) {
      paths.push(`${parent}${name}`);
    }
  }
  return paths;
}

/** The folders of `required` a map leaves out: a folder is named by itself or by a path inside it. */
export function missingFolders(required: readonly string[], named: readonly string[]): string[] {
  return required.filter((folder) => !named.some((path) => path === folder || path.startsWith(folder)));
}

export function checkRepository(root: string): string[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  const required = foldersToName(files);
  return MAPS.flatMap(({ file, heading }) =>
    missingFolders(required, namedPaths(readFileSync(`${root}/${file}`, "utf8"), heading)).map((folder) => `${file}: ${folder}`),
  );
}
