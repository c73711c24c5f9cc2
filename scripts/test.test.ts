import { describe, expect, it } from "vitest";
import { run, STEPS, type Step, stepEnvironment } from "./test.ts";

const step = (name: string, command: string, more: Partial<Step> = {}): Step => ({ name, command, cores: 1, ...more });

describe("npm test's steps", () => {
  it("run two one-core steps at once, and a step that uses every core alone after what it waits for", async () => {
    const done = await run(
      [step("a", "sleep 0.6"), step("b", "sleep 0.6"), step("c", "sleep 0.1", { cores: "all", after: ["a", "b"] })],
      2,
    );
    const [a, b, c] = ["a", "b", "c"].map((name) => done.find((d) => d.name === name));
    expect(done.every((d) => d.ok)).toBe(true);
    // a and b side by side; c only once both ended.
    expect(Math.max(a?.began ?? 0, b?.began ?? 0)).toBeLessThan(Math.min(a?.ended ?? 0, b?.ended ?? 0));
    expect(c?.began).toBeGreaterThanOrEqual(Math.max(a?.ended ?? 0, b?.ended ?? 0));
  });

  it("start a step that uses every core beside the one-core steps it names, and no others", async () => {
    const done = await run(
      [
        step("one-core", "sleep 1.2"),
        step("other", "sleep 0.4"),
        step("all", "sleep 1.6", { cores: "all", beside: ["one-core", "later"] }),
        step("later", "sleep 0.1", { after: ["one-core"] }),
      ],
      2,
    );
    const at = (name: string) => done.find((d) => d.name === name);
    expect(done.every((d) => d.ok)).toBe(true);
    // "all" waits for "other", which it may not share the cores with, but not for "one-core"...
    expect(at("all")?.began).toBeGreaterThanOrEqual(at("other")?.ended ?? 0);
    expect(at("all")?.began).toBeLessThan(at("one-core")?.ended ?? 0);
    // ...and "later" starts beside it.
    expect(at("later")?.began).toBeLessThan(at("all")?.ended ?? 0);
    // One step at a time means one.
    const serial = await run(
      [step("one-core", "sleep 0.2"), step("all", "sleep 0.1", { cores: "all", beside: ["one-core"] })],
      1,
    );
    expect(serial.find((d) => d.name === "all")?.began).toBeGreaterThanOrEqual(
      serial.find((d) => d.name === "one-core")?.ended ?? 0,
    );
  });

  it("stop at the first failure: the steps after it never start, the one beside it is ended", async () => {
    const done = await run([step("fails", "exit 3"), step("beside", "sleep 5"), step("later", "true", { after: ["fails"] })], 2);
    expect(done.find((d) => d.name === "fails")?.ok).toBe(false);
    expect(done.find((d) => d.name === "beside")?.ok).toBe(false);
    expect(done.find((d) => d.name === "beside")?.seconds).toBeLessThan(4);
    expect(done.some((d) => d.name === "later")).toBe(false);
  });

  it("keep every check of the old sequence, and the browser tests after all of them", () => {
    const names = STEPS.map((s) => s.name);
    for (const check of ["lint", "typecheck", "generated", "knip", "studio build", "shop build", "unit", "e2e"]) {
      expect(names).toContain(check);
    }
    const e2e = STEPS.find((s) => s.name === "e2e");
    expect(new Set(e2e?.after)).toEqual(new Set(names.filter((n) => n !== "e2e")));
  });

  it("give every step's processes the module-format cache and malloc's huge pages, keeping what was set", () => {
    const env = stepEnvironment({ NODE_OPTIONS: "--max-old-space-size=4096", GLIBC_TUNABLES: "glibc.malloc.arena_max=2" });
    expect(env.NODE_OPTIONS).toMatch(/^--max-old-space-size=4096 --import=.*module-format-cache\.mjs$/);
    expect(env.GLIBC_TUNABLES).toBe("glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1");
  });
});
