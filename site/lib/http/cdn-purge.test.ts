import { describe, expect, it, vi } from "vitest";
import { cdnPurger } from "./cdn-purge.ts";

const log = { warn: vi.fn() };

describe("CDN purge hook", () => {
  it("is off without CONTENT_PURGE_URL", () => {
    expect(cdnPurger({}, log)).toBeNull();
  });

  it("posts the tags of a change, with the token", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    const purge = cdnPurger({ CONTENT_PURGE_URL: "https://cdn.test/purge", CONTENT_PURGE_TOKEN: "t0k" }, log, fetchImpl);
    await purge?.(["lang:sv", "market:se"]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://cdn.test/purge");
    expect(JSON.parse(init.body as string)).toEqual({ tags: ["lang:sv", "market:se"] });
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t0k");
  });

  it("purges everything for a change without a language, and only logs a failure", async () => {
    const fetchImpl = vi.fn(async () => new Response("no", { status: 500 }));
    const purge = cdnPurger({ CONTENT_PURGE_URL: "https://cdn.test/purge" }, log, fetchImpl);
    await expect(purge?.(null)).resolves.toBeUndefined();
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ purge_everything: true });
    expect(log.warn).toHaveBeenCalled();
  });
});
