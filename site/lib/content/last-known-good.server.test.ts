import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ContentUnavailableError,
  fileCopyStore,
  isContentUnavailable,
  withDeadline,
  withLastKnownGood,
} from "./last-known-good.server.ts";
import { createLocalSource } from "./local-source.server.ts";
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

/** A source whose one pending answer comes (or fails) when the test says. */
function deferred() {
  let settle: { resolve(value: unknown): void; reject(error: unknown): void } | undefined;
  let down = false;
  const source: ContentSource = {
    kind: "sanity",
    fetch<Result>() {
      if (down) return Promise.reject(new Error("connect ECONNREFUSED"));
      return new Promise<Result>((resolve, reject) => {
        settle = { resolve: resolve as (value: unknown) => void, reject };
      });
    },
  };
  return {
    source,
    answer: (value: unknown) => settle?.resolve(value),
    fail: () => {
      down = true;
    },
  };
}

/** A promise and whether it has settled yet (with fake timers: whether it waited on none). */
function watch<T>(promise: Promise<T>) {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  return { promise, settled: () => done };
}

const quiet = { warn: () => {}, error: () => {} };
const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "ln-content-"));
  dirs.push(dir);
  return dir;
};
const fileOf = (key: string) => `${createHash("sha256").update(key).digest("hex").slice(0, 32)}.json`;
afterEach(() => {
  vi.useRealTimers();
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
    vi.useFakeTimers();
    let clock = 0;
    const cms = flaky();
    const content = withLastKnownGood(cms.source, { timeoutMs: 50, giveUpMs: 200, probeMs: 1000, now: () => clock, log: quiet });
    await content.fetch("q", { language: "fi" });
    cms.set("hang");
    const first = watch(content.fetch("q", { language: "fi" }));
    await vi.advanceTimersByTimeAsync(49);
    expect(first.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first.promise).toEqual({ perks: ["perk for fi"] });
    const asked = cms.calls();
    clock = 500;
    // Known to be down: served with no timer run at all, and the source is not asked.
    const quick = watch(content.fetch("q", { language: "fi" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(quick.settled()).toBe(true);
    expect(cms.calls()).toBe(asked);
    cms.set("up");
    clock = 2000;
    // Still the copy, at once; the probe it sends finds the source up again.
    const probing = watch(content.fetch("q", { language: "fi" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(probing.settled()).toBe(true);
    expect(cms.calls()).toBe(asked + 1);
    expect(content.status().healthy).toBe(true);
  });

  it("answers a query never asked before from the fallback when the source hangs, within the timeout", async () => {
    vi.useFakeTimers();
    const cms = flaky();
    cms.set("hang");
    const seed = createLocalSource({
      documents: [{ _id: "perk-fi-1", _type: "perk", language: "fi", text: "Ilmainen toimitus" }],
    });
    const content = withLastKnownGood(cms.source, { timeoutMs: 50, giveUpMs: 200, fallback: seed, log: quiet });
    const query = "*[_type == 'perk' && language == $language].text";
    const first = watch(content.fetch(query, { language: "fi" }));
    await vi.advanceTimersByTimeAsync(50);
    expect(first.settled()).toBe(true);
    expect(await first.promise).toEqual(["Ilmainen toimitus"]);
    // Known to be down now: the next one is not waited for at all.
    const quick = watch(content.fetch(query, { language: "fi" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(quick.settled()).toBe(true);
    expect(await quick.promise).toEqual(["Ilmainen toimitus"]);
    expect(content.status()).toMatchObject({ healthy: false, staleServed: 2 });
  });

  it("takes a slow answer when it comes: the next shopper gets it, and pages kept from the stand-in go", async () => {
    vi.useFakeTimers();
    let answer = "old";
    let delayMs = 0;
    const slow: ContentSource = {
      kind: "sanity",
      fetch: <Result>() => new Promise<Result>((resolve) => setTimeout(() => resolve(answer as Result), delayMs)),
    };
    const late: unknown[] = [];
    let recovered = 0;
    const content = withLastKnownGood(slow, {
      timeoutMs: 30,
      giveUpMs: 1000,
      log: quiet,
      onLateAnswer: (_query, params) => late.push(params),
      onRecovered: () => recovered++,
    });
    const ask = async () => {
      const served = watch(content.fetch("q", { language: "de" }));
      await vi.advanceTimersByTimeAsync(30);
      expect(served.settled()).toBe(true);
      return served.promise;
    };
    expect(await ask()).toBe("old");
    answer = "new";
    delayMs = 150;
    expect(await ask()).toBe("old");
    expect(content.status().healthy).toBe(false);
    await vi.advanceTimersByTimeAsync(120);
    expect(content.status().healthy).toBe(true);
    expect(late).toEqual([{ language: "de" }]);
    delayMs = 0;
    expect(await ask()).toBe("new");
    // A late answer equal to what was served changes no page.
    delayMs = 150;
    expect(await ask()).toBe("new");
    await vi.advanceTimersByTimeAsync(120);
    expect(content.status().healthy).toBe(true);
    expect(late).toHaveLength(1);
    // Its own late answer settled the one stand-in served: no need to drop every page.
    expect(recovered).toBe(0);
  });

  it("fails as a content outage after the timeout, not the give-up time, when there is neither a copy nor a fallback; the late answer becomes the copy", async () => {
    vi.useFakeTimers();
    const cms = deferred();
    const content = withLastKnownGood(cms.source, { timeoutMs: 2000, giveUpMs: 8000, log: quiet });
    // The start of an outage: the source was healthy until this query.
    const failure = watch(content.fetch("q", { language: "pl" }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(failure.settled()).toBe(true);
    const error = await failure.promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect(isContentUnavailable(new Error("render failed", { cause: error }))).toBe(true);
    expect(isContentUnavailable(new Error("something else"))).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    cms.answer({ perks: ["perk for pl"] });
    await vi.advanceTimersByTimeAsync(0);
    cms.fail();
    expect(await content.fetch("q", { language: "pl" })).toEqual({ perks: ["perk for pl"] });
  });

  it("fails after the timeout too when the fallback fails as well", async () => {
    vi.useFakeTimers();
    const cms = flaky();
    cms.set("hang");
    const broken: ContentSource = { kind: "local", fetch: () => Promise.reject(new Error("seed unreadable")) };
    const content = withLastKnownGood(cms.source, { timeoutMs: 2000, giveUpMs: 8000, fallback: broken, log: quiet });
    const failure = watch(content.fetch("q", { language: "sv" }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(failure.settled()).toBe(true);
    await expect(failure.promise).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it("tells once, when the source answers again, that pages rendered from stand-ins must go", async () => {
    vi.useFakeTimers();
    let clock = 0;
    let recovered = 0;
    const cms = flaky();
    const content = withLastKnownGood(cms.source, {
      timeoutMs: 50,
      probeMs: 1000,
      now: () => clock,
      log: quiet,
      onRecovered: () => recovered++,
    });
    await content.fetch("q", { language: "sv" });
    await content.fetch("q", { language: "sv" });
    expect(recovered).toBe(0);
    // A hung source (SIGSTOP): no listener notices, only the answers do.
    await content.fetch("q", { language: "da" });
    cms.set("hang");
    const standIn = content.fetch("q", { language: "sv" });
    await vi.advanceTimersByTimeAsync(50);
    await standIn;
    await content.fetch("q", { language: "da" });
    expect(recovered).toBe(0);
    cms.set("up");
    clock = 2000;
    await content.fetch("q", { language: "sv" });
    await vi.advanceTimersByTimeAsync(0);
    expect(recovered).toBe(1);
    await content.fetch("q", { language: "sv" });
    await content.fetch("q", { language: "da" });
    expect(recovered).toBe(1);
  });

  it("puts the timeout on a source without copies (a preview): a clear content outage instead of a hang", async () => {
    vi.useFakeTimers();
    const cms = flaky();
    cms.set("hang");
    const preview = withDeadline(cms.source, 2000);
    const failure = watch(preview.fetch("q", { language: "sv" }));
    await vi.advanceTimersByTimeAsync(1999);
    expect(failure.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(failure.promise).rejects.toBeInstanceOf(ContentUnavailableError);
    cms.set("up");
    expect(await preview.fetch("q", { language: "sv" })).toEqual({ perks: ["perk for sv"] });
  });

  it("keeps copies across a restart in a folder, and a caller cannot change the copy it was given", async () => {
    const dir = folder();
    const first = flaky();
    const before = withLastKnownGood(first.source, { store: fileCopyStore(dir), log: quiet });
    const answer = await before.fetch<{ perks: string[] }>("q", { language: "nl" });
    expect(() => answer.perks.push("changed by a caller")).toThrow(TypeError);
    first.set("down");
    // The kept copy, served while the source is down, and the stand-in read from the folder: both unchanged, and both frozen.
    const kept = await before.fetch<{ perks: string[] }>("q", { language: "nl" });
    expect(kept).toEqual({ perks: ["perk for nl"] });
    expect(() => kept.perks.push("changed by a caller")).toThrow(TypeError);
    const restarted = flaky();
    restarted.set("down");
    const after = withLastKnownGood(restarted.source, { store: fileCopyStore(dir), log: quiet });
    const stored = await after.fetch<{ perks: string[] }>("q", { language: "nl" });
    expect(stored).toEqual({ perks: ["perk for nl"] });
    expect(() => stored.perks.push("changed by a caller")).toThrow(TypeError);
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

  it("after a change, waits for a slow answer rather than serve the copy the change replaced; an outage still gets the copy", async () => {
    vi.useFakeTimers();
    let answer = "before the change";
    let delayMs = 0;
    let down = false;
    const slow: ContentSource = {
      kind: "sanity",
      fetch: <Result>() =>
        down
          ? Promise.reject(new Error("connect ECONNREFUSED"))
          : delayMs
            ? new Promise<Result>((resolve) => setTimeout(() => resolve(answer as Result), delayMs))
            : Promise.resolve(answer as Result),
    };
    const content = withLastKnownGood(slow, { timeoutMs: 30, giveUpMs: 1000, store: fileCopyStore(folder()), log: quiet });
    expect(await content.fetch("q", { language: "sv" })).toBe("before the change");
    expect(await content.fetch("q", { language: "da" })).toBe("before the change");
    // An editor publishes; the source tells us, then answers slowly (a busy lake).
    answer = "after the change";
    delayMs = 150;
    content.invalidate((_q, params) => params.language === "sv");
    const changed = watch(content.fetch("q", { language: "sv" }));
    await vi.advanceTimersByTimeAsync(30);
    expect(changed.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(120);
    expect(await changed.promise).toBe("after the change");
    // A query the change did not touch keeps the two-second promise: its copy is served for a slow answer.
    const untouched = watch(content.fetch("q", { language: "da" }));
    await vi.advanceTimersByTimeAsync(30);
    expect(untouched.settled()).toBe(true);
    expect(await untouched.promise).toBe("before the change");
    // After the next change, the source goes down: the copy on disk (stale, but something) is served.
    await vi.advanceTimersByTimeAsync(200);
    content.invalidate((_q, params) => params.language === "sv");
    down = true;
    expect(await content.fetch("q", { language: "sv" })).toBe("after the change");
  });

  it("after a change, waits for a source that hung once only: the next shopper gets the copy at once", async () => {
    vi.useFakeTimers();
    const cms = flaky();
    const content = withLastKnownGood(cms.source, { timeoutMs: 30, giveUpMs: 500, store: fileCopyStore(folder()), log: quiet });
    await content.fetch("q", { language: "sv" });
    content.invalidate((_q, params) => params.language === "sv");
    cms.set("hang");
    const waited = watch(content.fetch("q", { language: "sv" }));
    await vi.advanceTimersByTimeAsync(499);
    expect(waited.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waited.promise).toEqual({ perks: ["perk for sv"] });
    const next = watch(content.fetch("q", { language: "sv" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(next.settled()).toBe(true);
  });

  it("after a change, does not serve the fallback's answer it served before for a slow source", async () => {
    vi.useFakeTimers();
    const delayMs = 150;
    const slow: ContentSource = {
      kind: "sanity",
      fetch: <Result>() => new Promise<Result>((resolve) => setTimeout(() => resolve("published now" as Result), delayMs)),
    };
    const seed = createLocalSource({ documents: [{ _id: "perk-sv-1", _type: "perk", language: "sv", text: "seeded" }] });
    const content = withLastKnownGood(slow, { timeoutMs: 30, giveUpMs: 1000, fallback: seed, log: quiet });
    const query = "*[_type == 'perk' && language == $language][0].text";
    const first = watch(content.fetch(query, { language: "sv" }));
    await vi.advanceTimersByTimeAsync(30);
    expect(await first.promise).toBe("seeded");
    content.invalidate((_q, params) => params.language === "sv");
    const next = watch(content.fetch(query, { language: "sv" }));
    await vi.advanceTimersByTimeAsync(30);
    expect(next.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(150);
    expect(await next.promise).toBe("published now");
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

  it("keeps no null or empty answer on disk: a made-up address adds no file", () => {
    const dir = folder();
    const store = fileCopyStore(dir);
    store.write('*[slug == $slug][0]\u0000{"slug":"x7f3"}', null);
    store.write("*[_type == 'perk' && language == $language]\u0000{}", []);
    store.write("*[_id == 'settings'][0]{...}\u0000{}", {});
    expect(readdirSync(dir)).toEqual([]);
    store.write("q\u0000{}", { perks: ["kept"] });
    expect(readdirSync(dir)).toEqual([fileOf("q\u0000{}")]);
  });

  it("holds at most its cap of files, the least recently written going first, at start and on write", () => {
    const dir = folder();
    const old = Date.now() / 1000 - 10_000;
    for (let i = 0; i < 12; i++) {
      const file = join(dir, fileOf(`old ${i}`));
      writeFileSync(file, JSON.stringify({ value: i }));
      utimesSync(file, old + i, old + i);
    }
    const store = fileCopyStore(dir, { maxFiles: 10 });
    expect(readdirSync(dir)).toHaveLength(9);
    // The three oldest went.
    for (const i of [0, 1, 2]) expect(store.read(`old ${i}`)).toBeUndefined();
    expect(store.read("old 11")).toBe(11);
    for (let i = 0; i < 30; i++) {
      store.write(`new ${i}`, [i]);
      expect(readdirSync(dir).length).toBeLessThanOrEqual(10);
    }
    expect(store.read("new 29")).toEqual([29]);
    expect(store.read("old 11")).toBeUndefined();
  });

  it("writes through a temporary file of its own process: another worker's does not get in the way", () => {
    const dir = folder();
    // Another worker's temporary file under the old shared name, mid-write.
    mkdirSync(join(dir, `${fileOf("q")}.tmp`));
    const store = fileCopyStore(dir);
    store.write("q", { perks: ["perk for fi"] });
    expect(JSON.parse(readFileSync(join(dir, fileOf("q")), "utf8")).value).toEqual({ perks: ["perk for fi"] });
    expect(readdirSync(dir).filter((name) => name.endsWith(`.${process.pid}.tmp`))).toEqual([]);
  });
});
