import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentUnavailableError, fileCopyStore, withLastKnownGood } from "./last-known-good.ts";
import type { ContentSource } from "./source.ts";

/** A source that answers, fails or hangs, as told. */
function flaky() {
  let mode: "up" | "down" | "hang" = "up";
  let calls = 0;
  const source: ContentSource = {
    kind: "sanity",
    fetch<Result>(_query: string, params: Record<string, unknown> = {}, options: { signal?: AbortSignal } = {}) {
      calls++;
      if (mode === "down") return Promise.reject(new Error("getaddrinfo ENOTFOUND x.api.sanity.io"));
      if (mode === "hang")
        return new Promise<Result>((_, reject) => options.signal?.addEventListener("abort", () => reject(new Error("aborted"))));
      return Promise.resolve({ perks: [`perk for ${String(params.language)}`] } as Result);
    },
  };
  return {
    source,
    set: (m: typeof mode) => {
      mode = m;
    },
    calls: () => calls,
  };
}

const quiet = { warn: () => {}, error: () => {} };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("last known good content", () => {
  it("serves the last answer when the source fails, and logs it loudly", async () => {
    const lines: string[] = [];
    const cms = flaky();
    const content = withLastKnownGood(cms.source, { log: { warn: () => {}, error: (_o, msg) => lines.push(msg) } });
    expect(await content.fetch("*[_type == 'perk']", { language: "sv" })).toEqual({ perks: ["perk for sv"] });
    cms.set("down");
    expect(await content.fetch("*[_type == 'perk']", { language: "sv" })).toEqual({ perks: ["perk for sv"] });
    expect(lines[0]).toMatch(/CONTENT SOURCE FAILED: serving the last known good copy/);
    expect(content.status()).toMatchObject({ healthy: false, staleServed: 1 });
    await expect(content.fetch("*[_type == 'perk']", { language: "de" })).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it("does not wait longer than its timeout, and then leaves the source alone for a while", async () => {
    let clock = 0;
    const cms = flaky();
    const content = withLastKnownGood(cms.source, { timeoutMs: 50, pauseMs: 1000, now: () => clock, log: quiet });
    await content.fetch("q", { language: "fi" });
    cms.set("hang");
    const started = performance.now();
    expect(await content.fetch("q", { language: "fi" })).toEqual({ perks: ["perk for fi"] });
    expect(performance.now() - started).toBeLessThan(1000);
    const asked = cms.calls();
    clock = 500;
    await content.fetch("q", { language: "fi" });
    expect(cms.calls()).toBe(asked);
    cms.set("up");
    clock = 2000;
    await content.fetch("q", { language: "fi" });
    expect(cms.calls()).toBe(asked + 1);
    expect(content.status().healthy).toBe(true);
  });

  it("keeps copies across a restart in a folder, and gives callers their own copy", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ln-content-"));
    dirs.push(dir);
    const first = flaky();
    const before = withLastKnownGood(first.source, { store: fileCopyStore(dir), log: quiet });
    const answer = await before.fetch<{ perks: string[] }>("q", { language: "nl" });
    answer.perks.push("changed by a caller");
    const restarted = flaky();
    restarted.set("down");
    const after = withLastKnownGood(restarted.source, { store: fileCopyStore(dir), log: quiet });
    expect(await after.fetch("q", { language: "nl" })).toEqual({ perks: ["perk for nl"] });
  });

  it("drops copies on invalidation", async () => {
    const cms = flaky();
    const content = withLastKnownGood(cms.source, { log: quiet });
    await content.fetch("q", { language: "sv" });
    await content.fetch("q", { language: "da" });
    content.invalidate((_q, params) => params.language === "sv");
    cms.set("down");
    await expect(content.fetch("q", { language: "sv" })).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(await content.fetch("q", { language: "da" })).toEqual({ perks: ["perk for da"] });
  });

  it("asks the source again after a change, even while it would otherwise be left alone after a failure", async () => {
    let clock = 0;
    const cms = flaky();
    const content = withLastKnownGood(cms.source, { timeoutMs: 50, pauseMs: 15_000, now: () => clock, log: quiet });
    await content.fetch("q", { language: "sv" });
    cms.set("hang");
    await content.fetch("q", { language: "sv" });
    cms.set("up");
    clock = 1000;
    const asked = cms.calls();
    // The change came from the source itself (its listener or webhook): it is up.
    content.invalidate((_q, params) => params.language === "sv");
    await content.fetch("q", { language: "sv" });
    expect(cms.calls()).toBe(asked + 1);
  });
});
