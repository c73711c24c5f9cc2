import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { installNote, npmNodeVersion } from "./install-note.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devDependencies: { node: string };
  scripts: Record<string, string>;
};

describe("the note after npm ci", () => {
  it("reads the Node that runs npm from npm's user agent", () => {
    expect(npmNodeVersion("npm/11.19.1 node/v20.20.2 linux x64 workspaces/false")).toBe("v20.20.2");
    expect(npmNodeVersion(undefined)).toBeNull();
    expect(npmNodeVersion("yarn/1.22.0")).toBeNull();
  });

  it("explains the EBADENGINE warnings when npm ran on an older Node and scripts got Node 24", () => {
    const note = installNote({ npmNode: "v20.20.2", scriptsNode: "v24.21.0", wanted: "24.21.0" });
    expect(note.ok).toBe(true);
    expect(note.lines.join(" ")).toMatch(/npm ran on Node v20\.20\.2, so the EBADENGINE warnings above .* are expected/);
    expect(note.lines.join(" ")).toContain("runs on Node v24.21.0");
  });

  it("says nothing when npm already runs on Node 24", () => {
    expect(installNote({ npmNode: "v24.3.0", scriptsNode: "v24.21.0", wanted: "24.21.0" })).toEqual({ ok: true, lines: [] });
  });

  it("fails the install, saying why, when the node devDependency gave no Node 24", () => {
    const note = installNote({ npmNode: "v20.20.2", scriptsNode: "v20.20.2", wanted: "24.21.0" });
    expect(note.ok).toBe(false);
    expect(note.lines.join(" ")).toMatch(/would run on Node v20\.20\.2, but this project needs Node 24/);
  });

  it("runs after every install, and the node devDependency satisfies the engines field", () => {
    expect(pkg.scripts.postinstall).toBe("node scripts/install-note.mjs");
    const [major] = pkg.devDependencies.node.split(".");
    expect(pkg.engines.node).toBe(`>=${major}.0.0 <${Number(major) + 1}`);
  });
});
