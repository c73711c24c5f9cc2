import { describe, expect, it } from "vitest";
import { checkRepository, deadLinks, headingAnchors, markdownRefs } from "./doc-links.ts";

describe("the repository's documentation", () => {
  it("README.md and docs/**/*.md link only to what a clone has", () => {
    const dead = checkRepository(process.cwd()).map((d) => `${d.file}:${d.line} ${d.target}: ${d.reason}`);
    expect(dead).toEqual([]);
  });
});

describe("deadLinks", () => {
  const files: Record<string, string> = {
    "README.md": [
      "# Little North",
      "See [the rules](docs/rules.md#9-business-constants-and-limits), [ADRs](docs/adr/) and [home](/docs/rules.md).",
      "The spec is `../shared/spec.txt`, the design [here](../shared/DESIGN.md).",
      "[gone](docs/missing.md) and [bad anchor](docs/rules.md#nowhere) and [self](#little-north).",
      "Code is not checked: `[x](nowhere.md)`, nor URLs: [site](https://example.com/x.md), [mail](mailto:a@b.c).",
      "```sh",
      "cat [not a link](nowhere.md) ../outside",
      "```",
      "[ref]: docs/also-missing.md",
    ].join("\n"),
    "docs/rules.md":
      "# Rules\n\n## 9. Business constants and limits\n\nBack to the [README](../README.md) and [code](../site/lib/x.ts).",
    "docs/adr/0001-x.md": "# One",
    "site/lib/x.ts": "",
  };
  const present = Object.keys(files);
  const dead = deadLinks(["README.md", "docs/rules.md"], present, (f) => files[f] as string);

  it("reports links that leave the repository, even quoted as code", () => {
    expect(dead.filter((d) => d.reason.startsWith("points outside")).map((d) => [d.line, d.target])).toEqual([
      [3, "../shared/spec.txt"],
      [3, "../shared/DESIGN.md"],
    ]);
  });

  it("reports missing files and headings, with file and line", () => {
    expect(dead.filter((d) => !d.reason.startsWith("points outside"))).toEqual([
      { file: "README.md", line: 4, target: "docs/missing.md", reason: "no such file or folder in the repository" },
      { file: "README.md", line: 4, target: "docs/rules.md#nowhere", reason: "docs/rules.md has no heading #nowhere" },
      { file: "README.md", line: 9, target: "docs/also-missing.md", reason: "no such file or folder in the repository" },
    ]);
  });

  it("accepts folders, paths from the root, relative paths up from docs/, anchors and external addresses", () => {
    expect(dead.map((d) => d.file)).not.toContain("docs/rules.md");
    expect(dead.map((d) => d.line)).not.toContain(2);
    expect(dead.map((d) => d.line)).not.toContain(5);
  });

  it("skips fenced code blocks", () => {
    expect(markdownRefs("```\n[a](b.md)\n../x\n```\n`../y`")).toEqual([{ line: 5, target: "../y", kind: "code" }]);
  });
});

describe("headingAnchors", () => {
  it("makes GitHub's anchors", () => {
    const anchors = headingAnchors(
      "# Little North\n## 2.3 Visibility rules\n## Links: `README` & [docs](x.md)\n## Notes\n## Notes",
    );
    expect([...anchors]).toEqual(["little-north", "23-visibility-rules", "links-readme--docs", "notes", "notes-1"]);
  });
});
