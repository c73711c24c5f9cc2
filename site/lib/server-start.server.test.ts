import { afterEach, describe, expect, it, vi } from "vitest";
import { applyContentChange, type ContentChange } from "#lib/content/change-bus.server.ts";
import { stopDaily } from "#lib/db/daily-job.ts";
import { pageCache } from "#lib/http/render-cache.server.ts";
import { shellFragments } from "#lib/shell/fragment-cache.server.ts";
import { resetConfig } from "./config.server.ts";

const change: ContentChange = { ids: ["menu-se"], types: ["menu"], languages: null, markets: [] };

function listeners(): number {
  const bus = (globalThis as Record<symbol, { listenerCount(event: string): number } | undefined>)[
    Symbol.for("littlenorth.content-changes")
  ];
  return bus?.listenerCount("change") ?? 0;
}

afterEach(() => {
  vi.useRealTimers();
  for (const job of ["cart cleanup", "search retention", "account limits cleanup"]) stopDaily(job);
});

describe("server start", () => {
  it("is where the caches start hearing content changes: importing them hears nothing", async () => {
    // The daily jobs' first runs wait on timers that never fire here: no database is opened.
    vi.useFakeTimers();
    vi.stubEnv("CONTENT_WATCH", "0");
    resetConfig();
    const { startServer } = await import("./server-start.server.ts");
    await import("#lib/content/menus.server.ts");
    const before = listeners();
    await shellFragments.get("header|se|sv", async () => "<header/>");
    applyContentChange(change);
    expect(shellFragments.size).toBe(1);

    startServer();
    startServer();
    // The rendered pages, the shell's answers, its fragments and the content source: once each.
    expect(listeners() - before).toBe(4);
    const generation = pageCache.generation;
    applyContentChange(change);
    expect(shellFragments.size).toBe(0);
    expect(pageCache.generation).toBeGreaterThan(generation);
    vi.unstubAllEnvs();
    resetConfig();
  });
});
