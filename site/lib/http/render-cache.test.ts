import { describe, expect, it } from "vitest";
import { RenderCache, reusableFor, toResponse } from "./render-cache.ts";

const page = (cacheControl: string, status = 200, extra: Record<string, string> = {}) =>
  new Response("<html>page</html>", {
    status,
    headers: { "Cache-Control": cacheControl, "Content-Type": "text/html", ...extra },
  });

describe("which responses may be reused", () => {
  it("reads public max-age and refuses private or uncacheable ones", () => {
    expect(reusableFor("public, max-age=60, stale-while-revalidate=300")).toBe(60);
    expect(reusableFor("private, max-age=60")).toBe(0);
    expect(reusableFor("public, no-store")).toBe(0);
    expect(reusableFor("max-age=60")).toBe(0);
    expect(reusableFor(null)).toBe(0);
  });
});

describe("render cache", () => {
  it("serves a public page until it expires", async () => {
    let now = 0;
    const cache = new RenderCache({ now: () => now });
    const sent = await cache.remember("/se/kille", page("public, max-age=60"));
    expect(await sent.text()).toBe("<html>page</html>");
    now = 59_000;
    const hit = cache.get("/se/kille");
    expect(hit && (await toResponse(hit).text())).toBe("<html>page</html>");
    expect(hit && toResponse(hit).headers.get("content-type")).toBe("text/html");
    now = 60_000;
    expect(cache.get("/se/kille")).toBeUndefined();
  });

  it("never keeps private pages, pages that set cookies, or errors", async () => {
    const cache = new RenderCache();
    await cache.remember("a", page("private, max-age=60"));
    await cache.remember("b", page("public, max-age=60", 200, { "Set-Cookie": "cartToken=x" }));
    await cache.remember("c", page("public, max-age=60", 500));
    expect(cache.size).toBe(0);
    await cache.remember("d", page("public, max-age=60", 404));
    expect(cache.size).toBe(1);
  });

  it("forgets the oldest page past its size", async () => {
    const cache = new RenderCache({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.remember(key, page("public, max-age=60"));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });
});
