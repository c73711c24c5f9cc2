import { describe, expect, it } from "vitest";
import { checkRepository, foldersToName, missingFolders, namedPaths } from "./folder-maps.ts";

describe("the folder maps", () => {
  it("README.md and docs/architecture.md name every top-level folder, every folder of site/ and of site/lib/", () => {
    expect(checkRepository(process.cwd())).toEqual([]);
  });
});

describe("folder map parts", () => {
  it("takes the folders to name from the files", () => {
    expect(
      foldersToName(["README.md", "site/lib/account/x.ts", "site/lib/lifecycle.ts", "site/pages/a/b.astro", ".ci/run"]),
    ).toEqual([".ci/", "site/", "site/lib/", "site/lib/account/", "site/pages/"]);
  });

  it("reads a map's paths, indented ones under their parent, descriptions left alone", () => {
    const markdown = [
      "## Folder map",
      "",
      "```",
      "site/                Astro source",
      "  pages/             routes, api/ (cart)",
      "  lib/markets/       markets",
      "                     catalog/ (listings) continues",
      "docs/adr/            records",
      ".ci/run              what CI runs",
      "```",
      "seed/ after the block",
    ].join("\n");
    expect(namedPaths(markdown, "## Folder map")).toEqual(["site/", "site/pages/", "site/lib/markets/", "docs/adr/", ".ci/run"]);
  });

  it("counts a folder as named by a path inside it", () => {
    expect(missingFolders(["docs/", "site/lib/account/", ".ci/"], ["docs/adr/", ".ci/run", "site/lib/db/"])).toEqual([
      "site/lib/account/",
    ]);
  });
});
