/**
 * Dead links in the repository's Markdown (README.md and docs/**): a relative
 * link must lead to a file or folder a clone of the repository has, and a
 * #fragment into a Markdown page must name one of its headings. A path that
 * climbs out of the repository (`../shared/DESIGN.md`) is dead in a clone even
 * when it exists on the machine it was written on, so it counts as dead whether
 * it is a link or a path quoted as code. Run by scripts/doc-links.test.ts.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { posix } from "node:path";

export interface DeadLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

export interface MarkdownRef {
  line: number;
  target: string;
  /** A Markdown link or image, or a path quoted in inline code. */
  kind: "link" | "code";
}

const FENCE = /^\s*(```|~~~)/;
/** `[text](target "title")` and `![alt](target)`; the target may be wrapped in <>. */
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** `[label]: target` reference definitions. */
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const CODE_SPAN = /(`+)([^`]+?)\1/g;

/** Links and quoted `../` paths of a Markdown text, outside fenced code blocks. */
export function markdownRefs(text: string): MarkdownRef[] {
  const refs: MarkdownRef[] = [];
  let fenced = false;
  text.split("\n").forEach((raw, index) => {
    if (FENCE.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = index + 1;
    const unwrap = (t: string) => (t.startsWith("<") && t.endsWith(">") ? t.slice(1, -1) : t);
    for (const [, , code] of raw.matchAll(CODE_SPAN)) {
      const path = (code ?? "").trim();
      if (path.startsWith("../")) refs.push({ line, target: path, kind: "code" });
    }
    const prose = raw.replace(CODE_SPAN, (span) => " ".repeat(span.length));
    for (const match of prose.matchAll(INLINE_LINK)) refs.push({ line, target: unwrap(match[1] ?? ""), kind: "link" });
    const reference = REFERENCE.exec(prose);
    if (reference) refs.push({ line, target: unwrap(reference[1] ?? ""), kind: "link" });
  });
  return refs;
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const raw of text.split("\n")) {
    if (FENCE.test(raw)) fenced = !fenced;
    const heading = fenced ? null : /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw);
    if (!heading) continue;
    const slug = (heading[1] ?? "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The dead links of `files` (paths relative to the repository root), given what
 * the repository holds (`present`: its files, relative paths with /) and a reader.
 */
export function deadLinks(files: readonly string[], present: readonly string[], read: (file: string) => string): DeadLink[] {
  const have = new Set(present);
  const folders = new Set(
    present.flatMap((f) =>
      f
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  const dead: DeadLink[] = [];
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, read(file));
    return texts.get(file) as string;
  };

  for (const file of files) {
    for (const { line, target, kind } of markdownRefs(textOf(file))) {
      if (EXTERNAL.test(target)) continue;
      const [rawPath = "", fragment] = target.split("#", 2);
      const path = decodeURIComponent(rawPath);
      const resolved = path
        ? posix.normalize(path.startsWith("/") ? path.slice(1) : posix.join(posix.dirname(file), path))
        : file;
      const report = (reason: string) => dead.push({ file, line, target, reason });
      if (resolved === ".." || resolved.startsWith("../")) {
        report("points outside the repository: a clone does not have it");
        continue;
      }
      if (kind === "code") continue;
      const clean = resolved.replace(/\/$/, "");
      if (clean !== "." && !have.has(clean) && !folders.has(clean)) {
        report("no such file or folder in the repository");
        continue;
      }
      if (fragment && clean.endsWith(".md") && !headingAnchors(textOf(clean)).has(fragment.toLowerCase())) {
        report(`${clean} has no heading #${fragment}`);
      }
    }
  }
  return dead;
}

/** Files a clone of the repository has, or will have once committed: tracked and untracked, not ignored. */
export function repositoryFiles(root: string): string[] {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  return out.split("\0").filter(Boolean);
}

/** The Markdown a newcomer reads: the README and everything under docs/. */
export function documentationFiles(present: readonly string[]): string[] {
  return present.filter((f) => f === "README.md" || (f.startsWith("docs/") && f.endsWith(".md")));
}

export function checkRepository(root: string): DeadLink[] {
  const present = repositoryFiles(root);
  return deadLinks(documentationFiles(present), present, (file) => readFileSync(posix.join(root, file), "utf8"));
}
