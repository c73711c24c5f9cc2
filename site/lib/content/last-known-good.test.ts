import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentUnavailableError, fileCopyStore, isContentUnavailable, withLastKnownGood } from "./last-known-good.ts";
import { createLocalSource } from "./local-source.ts";
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
    expect(lines[0]).toMatch(/CONTENT SOURCE FAILED: serving stale content/);
    expect(content.status()).toMatchObject({ healthy: false, staleServed: 1 });
    await expect(content.fetch("*[_type == 'perk']", { language: "de" })).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it("does not wait longer than its timeout, then answers at once and leaves the source to one probe a second", async () => {
    let clock = 0;
    const cms = flaky();
    const content = withLastKnownGood(cms.source, { timeoutMs: 50, giveUpMs: 200, probeMs: 1000, now: () => clock, log: quiet });
    await content.fetch("q", { language: "fi" });
    cms.set("hang");
    const started = performance.now();
    expect(await content.fetch("q", { language: "fi" })).toEqual({ perks: ["perk for fi"] });
    expect(performance.now() - started).toBeLessThan(1000);
    const asked = cms.calls();
    clock = 500;
    const quick = performance.now();
    await content.fetch("q", { language: "fi" });
    expect(performance.now() - quick).toBeLessThan(20);
    expect(cms.calls()).toBe(asked);
    cms.set("up");
    clock = 2000;
    // Still the copy, at once; the probe it sends finds the source up again.
    await content.fetch("q", { language: "fi" });
    expect(cms.calls()).toBe(asked + 1);
    await expect.poll(() => content.status().healthy).toBe(true);
  });

  it("answers a query never asked before from the fallback when the source hangs, within the timeout", async () => {
    const cms = flaky();
    cms.set("hang");
    const seed = createLocalSource({
      documents: [{ _id: "perk-fi-1", _type: "perk", language: "fi", text: "Ilmainen toimitus" }],
    });
    const content = withLastKnownGood(cms.source, { timeoutMs: 50, giveUpMs: 200, fallback: seed, log: quiet });
    const started = performance.now();
    const query = "*[_type == 'perk' && language == $language].text";
    expect(await content.fetch(query, { language: "fi" })).toEqual(["Ilmainen toimitus"]);
    expect(performance.now() - started).toBeLessThan(1000);
    // Known to be down now: the next one is not waited for at all.
    const quick = performance.now();
    expect(await content.fetch(query, { language: "fi" })).toEqual(["Ilmainen toimitus"]);
    expect(performance.now() - quick).toBeLessThan(20);
    expect(content.status()).toMatchObject({ healthy: false, staleServed: 2 });
  });

  it("takes a slow answer when it comes: the next shopper gets it, and pages kept from the stand-in go", async () => {
    let answer = "old";
    let delayMs = 0;
    const slow: ContentSource = {
      kind: "sanity",
      fetch: <Result>() => new Promise<Result>((resolve) => setTimeout(() => resolve(answer as Result), delayMs)),
    };
    const late: unknown[] = [];
    const content = withLastKnownGood(slow, {
      timeoutMs: 30,
      giveUpMs: 1000,
      log: quiet,
      onLateAnswer: (_query, params) => late.push(params),
    });
    expect(await content.fetch("q", { language: "de" })).toBe("old");
    answer = "new";
    delayMs = 150;
    expect(await content.fetch("q", { language: "de" })).toBe("old");
    await expect.poll(() => content.status().healthy).toBe(true);
    expect(late).toEqual([{ language: "de" }]);
    delayMs = 0;
    expect(await content.fetch("q", { language: "de" })).toBe("new");
    // A late answer equal to what was served changes no page.
    delayMs = 150;
    expect(await content.fetch("q", { language: "de" })).toBe("new");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(late).toHaveLength(1);
  });

  it("fails fast, as a content outage, when there is neither a copy nor a fallback", async () => {
    const cms = flaky();
    const content = withLastKnownGood(cms.source, { timeoutMs: 50, giveUpMs: 300, log: quiet });
    cms.set("hang");
    await content.fetch("q", { language: "sv" }).catch(() => {});
    const started = performance.now();
    const failure = await content.fetch("q", { language: "pl" }).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(isContentUnavailable(new Error("render failed", { cause: failure }))).toBe(true);
    expect(isContentUnavailable(new Error("something else"))).toBe(false);
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
    const content = withLastKnownGood(cms.source, { timeoutMs: 50, giveUpMs: 200, now: () => clock, log: quiet });
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
