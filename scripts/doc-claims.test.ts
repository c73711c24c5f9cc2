import { describe, expect, it } from "vitest";
import { RULES, type RuleEntry } from "./built-rules.ts";
import { checkClaims, checkDocClaims, claimsOf } from "./doc-claims.ts";

describe("the repository's documentation", () => {
  it("calls nothing built 'not built', names the rule of every gap, and the registry matches the code", () => {
    const problems = checkDocClaims(process.cwd(), RULES).map((p) => `${p.file}:${p.line} ${p.problem}`);
    expect(problems).toEqual([]);
  });
});

describe("claimsOf", () => {
  const text = [
    "# Rules", // 1
    'A row that lacks a rule says "Not built yet" and names it; `not built` in code is a mention.', // 2
    "| Member join fails | **Not built yet** (issue 16, rule `8.join`) |", // 3
    "|---|---|", // 4
    "Draft preview is not yet implemented,", // 5
    "as the ADR says (rule `shop.preview`).", // 6
    "```", // 7
    "not built inside a fence", // 8
    "```", // 9
    "## Not built yet", // 10
    "", // 11
    "What this section lists, in a paragraph that claims nothing.", // 12
    "", // 13
    "- Gift cards at checkout", // 14
    "  (rule `shop.gift`).", // 15
    "- Returns online.", // 16
    "## Built", // 17
    "- Everything else.", // 18
  ].join("\n");

  it("finds claims in rows, wrapped paragraphs and the items of a 'not built' section, with the rules they name", () => {
    expect(claimsOf("docs/x.md", text)).toEqual([
      { file: "docs/x.md", line: 3, rules: ["8.join"] },
      { file: "docs/x.md", line: 5, rules: ["shop.preview"] },
      { file: "docs/x.md", line: 14, rules: ["shop.gift"] },
      { file: "docs/x.md", line: 16, rules: [] },
    ]);
  });
});

describe("checkClaims", () => {
  const rules: RuleEntry[] = [
    { id: "8.join", says: "join swallowed", built: [{ path: "site/join.ts", holds: "swallow()" }] },
    { id: "8.toast", says: "toast", built: [{ path: "site/toast.ts", holds: "toast.error(" }] },
    { id: "shop.gift", says: "gift cards at checkout", built: false },
    { id: "shop.returns", says: "returns online", built: false },
  ];
  const files: Record<string, string> = {
    "site/join.ts": "export const swallow = () => {};\nswallow();",
    "site/toast.ts": "toast.success(x)",
    "docs/rules.md": "| join | **Not built yet** (rule `8.join`) |\n| toast | [`site/toast.ts`](../site/toast.ts) |",
    "docs/product.md": "## Not built yet\n- Gift cards (rule `shop.gift`)\n- Returns\n- Vouchers (rule `shop.vouchers`)",
  };
  const problems = checkClaims(
    {
      docs: ["docs/rules.md", "docs/product.md"],
      read: (f) => files[f] as string,
      exists: (f) => f in files,
    },
    rules,
  );

  it("fails a claim of 'not built' for a built rule, saying where it is built", () => {
    expect(problems).toContainEqual({
      file: "docs/rules.md",
      line: 1,
      problem: "says rule 8.join (join swallowed) is not built, but it is: site/join.ts",
    });
  });

  it("fails a claim that names no rule or an unknown one", () => {
    expect(problems).toContainEqual({
      file: "docs/product.md",
      line: 3,
      problem: "says something is not built without naming its rule (rule `id`)",
    });
    expect(problems).toContainEqual({
      file: "docs/product.md",
      line: 4,
      problem: "names rule shop.vouchers, which scripts/built-rules.ts does not list",
    });
  });

  it("holds the registry to the code and the docs to the registry", () => {
    expect(problems).toContainEqual({
      file: "scripts/built-rules.ts",
      line: 0,
      problem: "rule 8.toast: site/toast.ts no longer holds toast.error(",
    });
    expect(problems).toContainEqual({
      file: "docs/product.md",
      line: 0,
      problem: "lists no rule shop.returns (returns online) as not built",
    });
    expect(problems).toContainEqual({ file: "docs/rules.md", line: 0, problem: "does not point to where rule 8.join is built" });
    expect(problems).toHaveLength(6);
  });
});
