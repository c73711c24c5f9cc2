import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { keepCspDigests } from "./csp.server.ts";

/** A module shaped like Astro's, counting the hashes it computes. */
const FAKE = `let computed = 0;
export const count = () => computed;
async function generateCspDigest(data, algorithm) {
  computed++;
  return algorithm + ":" + data.length;
}
export { generateCspDigest };
`;

async function kept(code: string) {
  // A comment of its own: the same data: URL would be the same module, with its counts.
  const changed = keepCspDigests(`${code}// ${Math.random()}\n`);
  if (changed === null) throw new Error("not changed");
  return (await import(`data:text/javascript;base64,${Buffer.from(changed).toString("base64")}`)) as {
    count: () => number;
    generateCspDigest: (data: string, algorithm: string) => Promise<string>;
  };
}

describe("kept CSP digests", () => {
  it("hashes a script once per process, and again for another text or algorithm", async () => {
    const mod = await kept(FAKE);
    expect(await mod.generateCspDigest("a()", "SHA-256")).toBe("SHA-256:3");
    expect(await mod.generateCspDigest("a()", "SHA-256")).toBe("SHA-256:3");
    expect(mod.count()).toBe(1);
    await mod.generateCspDigest("b()", "SHA-256");
    await mod.generateCspDigest("a()", "SHA-384");
    expect(mod.count()).toBe(3);
  });

  it("does not keep texts past the size it keeps", async () => {
    const mod = await kept(FAKE);
    const long = "x".repeat(20_000);
    await mod.generateCspDigest(long, "SHA-256");
    await mod.generateCspDigest(long, "SHA-256");
    expect(mod.count()).toBe(2);
  });

  it("finds the function in the Astro the shop builds with, and leaves other modules alone", () => {
    const astro = createRequire(import.meta.url)
      .resolve("astro")
      .replace(/dist[\\/].*$/, "dist/core/encryption.js");
    expect(keepCspDigests(readFileSync(astro, "utf8"))).toContain("keptCspDigests.set(key, digest)");
    expect(keepCspDigests("export const x = 1;")).toBeNull();
  });
});
