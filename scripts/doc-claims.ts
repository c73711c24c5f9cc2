/**
 * "Not built" claims in the repository's Markdown, checked against what is built
 * (scripts/built-rules.ts). A claim is a table row, list item or paragraph whose prose says
 * something is not built (or not implemented) yet, or a row or list item of a section whose
 * heading says so; a phrase in quotes or in inline code is a mention, not a claim. Every
 * claim names its rule as rule `id`; the check fails when a claim names no rule, an unknown
 * one, or one that is built. It also holds the registry to the code (each piece of evidence must be in its file),
 * docs/rules.md to the registry (a built rule of the specification points to its module) and
 * docs/product.md's list to the registry (every rule not built is listed there). Run by
 * scripts/doc-claims.test.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import type { RuleEntry } from "./built-rules.ts";
import { documentationFiles, repositoryFiles } from "./doc-links.ts";

export interface Claim {
  file: string;
  line: number;
  /** The rule ids the line names. */
  rules: string[];
}

export interface ClaimProblem {
  file: string;
  line: number;
  problem: string;
}

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s/;
const NOT_BUILT = /\bnot\s+(?:yet\s+)?(?:built|implemented)\b|\bisn't\s+built\b/i;
const MENTION = /`[^`]*`|"[^"]*"|“[^”]*”/g;
const RULE_ID = /\brule `([a-z0-9][\w.-]*)`/g;

/** A table row, a list item with its wrapped lines, or a paragraph: what one claim is read from. */
interface Unit {
  line: number;
  text: string;
  kind: "row" | "item" | "paragraph";
  /** Under a heading that says "not built". */
  inNotBuiltSection: boolean;
}

function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  let fenced = false;
  let section = false;
  let open: Unit | null = null;
  text.split("\n").forEach((raw, index) => {
    if (FENCE.test(raw)) {
      fenced = !fenced;
      open = null;
      return;
    }
    if (fenced) return;
    if (HEADING.test(raw)) {
      section = NOT_BUILT.test(raw.replace(MENTION, ""));
      open = null;
      return;
    }
    if (raw.trim() === "") {
      open = null;
      return;
    }
    const line = index + 1;
    const start = (kind: Unit["kind"]) => {
      open = { line, text: raw, kind, inNotBuiltSection: section };
      units.push(open);
    };
    if (/^\s*\|/.test(raw)) {
      start("row");
      open = null;
    } else if (/^\s*(?:[-*+]|\d+\.)\s/.test(raw)) start("item");
    else if (open) (open as Unit).text += ` ${raw.trim()}`;
    else start("paragraph");
  });
  return units;
}

/** The claims of one Markdown file, outside fenced code. */
export function claimsOf(file: string, text: string): Claim[] {
  return unitsOf(text)
    .filter((u) => /[A-Za-z]/.test(u.text) && !/^\s*\|[\s|:-]*$/.test(u.text))
    .filter((u) => (u.inNotBuiltSection && u.kind !== "paragraph") || NOT_BUILT.test(u.text.replace(MENTION, "")))
    .map((u) => ({ file, line: u.line, rules: [...u.text.matchAll(RULE_ID)].map((m) => m[1] as string) }));
}

export interface Repository {
  /** Markdown files to read for claims. */
  docs: readonly string[];
  read(file: string): string;
  exists(file: string): boolean;
}

const REGISTRY = "scripts/built-rules.ts";

export function checkClaims(repo: Repository, rules: readonly RuleEntry[]): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  const byId = new Map(rules.map((r) => [r.id, r]));

  for (const rule of rules) {
    for (const evidence of rule.built || []) {
      if (!repo.exists(evidence.path))
        problems.push({ file: REGISTRY, line: 0, problem: `rule ${rule.id}: ${evidence.path} does not exist` });
      else if (!repo.read(evidence.path).includes(evidence.holds))
        problems.push({
          file: REGISTRY,
          line: 0,
          problem: `rule ${rule.id}: ${evidence.path} no longer holds ${evidence.holds}`,
        });
    }
  }

  const claimed = new Set<string>();
  for (const file of repo.docs) {
    for (const claim of claimsOf(file, repo.read(file))) {
      if (claim.rules.length === 0)
        problems.push({ ...pos(claim), problem: "says something is not built without naming its rule (rule `id`)" });
      for (const id of claim.rules) {
        const rule = byId.get(id);
        if (!rule) problems.push({ ...pos(claim), problem: `names rule ${id}, which ${REGISTRY} does not list` });
        else if (rule.built)
          problems.push({
            ...pos(claim),
            problem: `says rule ${id} (${rule.says}) is not built, but it is: ${rule.built.map((e) => e.path).join(", ")}`,
          });
        else if (file === "docs/product.md") claimed.add(id);
      }
    }
  }

  const rulesDoc = repo.exists("docs/rules.md") ? repo.read("docs/rules.md") : "";
  for (const rule of rules) {
    if (!rule.built) {
      if (!claimed.has(rule.id))
        problems.push({ file: "docs/product.md", line: 0, problem: `lists no rule ${rule.id} (${rule.says}) as not built` });
    } else if (/^\d/.test(rule.id) && !rule.built.some((e) => rulesDoc.includes(e.path)))
      problems.push({ file: "docs/rules.md", line: 0, problem: `does not point to where rule ${rule.id} is built` });
  }
  return problems;
}

const pos = (c: Claim) => ({ file: c.file, line: c.line });

export function checkDocClaims(root: string, rules: readonly RuleEntry[]): ClaimProblem[] {
  const present = repositoryFiles(root);
  return checkClaims(
    {
      docs: documentationFiles(present),
      read: (file) => readFileSync(posix.join(root, file), "utf8"),
      exists: (file) => existsSync(posix.join(root, file)),
    },
    rules,
  );
}
