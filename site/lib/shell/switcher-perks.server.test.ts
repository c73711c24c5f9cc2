import { describe, expect, it } from "vitest";
import { createNdjsonSource } from "#lib/content/local-source.server.ts";
import type { ContentSource } from "#lib/content/source.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { type SwitcherPerksBody, switcherPerksResponse, switcherPerksUrl } from "./switcher-perks.server.ts";

const dataset = createNdjsonSource("seed/content.ndjson");
const words = (body: SwitcherPerksBody) =>
  body.perks
    .map(
      (p) =>
        JSON.stringify(p.text)
          .match(/"text":"([^"]*)"/g)
          ?.join(" ") ?? "",
    )
    .join(" | ");

describe("GET /api/globals/{market}/perks: the market switcher's lines of a storefront", () => {
  it("answers Norway's three perks in Norwegian, with Norway's free shipping threshold", async () => {
    const response = await switcherPerksResponse("no", null, dataset);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(CACHE.page);
    const body = (await response.json()) as SwitcherPerksBody;
    expect(body.perks).toHaveLength(3);
    expect(words(body)).toMatch(/999/);
    expect(words(body)).not.toMatch(/699/);
    for (const perk of body.perks) if (perk.href) expect(perk.href.startsWith("/no/")).toBe(true);
  });

  it("answers in English with language=en, links prefixed for the English storefront", async () => {
    const body = (await (await switcherPerksResponse("pl", "en", dataset)).json()) as SwitcherPerksBody;
    expect(body.perks).toHaveLength(3);
    expect(words(body)).toMatch(/299/);
    for (const perk of body.perks) if (perk.href) expect(perk.href.startsWith("/pl/en/")).toBe(true);
  });

  it("refuses an unknown market or language, and says when content is unavailable", async () => {
    expect((await switcherPerksResponse("xx", null, dataset)).status).toBe(404);
    expect((await switcherPerksResponse("no", "sv", dataset)).status).toBe(400);
    const broken: ContentSource = { kind: "sanity", fetch: () => Promise.reject(new Error("down")) };
    const response = await switcherPerksResponse("no", null, broken);
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("CONTENT_UNAVAILABLE");
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("has an address per storefront", () => {
    expect(switcherPerksUrl("no", false)).toBe("/api/globals/no/perks");
    expect(switcherPerksUrl("se", true)).toBe("/api/globals/se/perks?language=en");
  });
});
