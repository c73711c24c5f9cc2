/**
 * What each role may read and change, as the grants the lake hands the Studio say
 * (`/projects/:id/datasets/:dataset/acl`), and which browsers may call it (CORS).
 */
import type { MutationEvent } from "@sanity/client";
import { describe, expect, it } from "vitest";
import { ROLE_GRANTS } from "#studio/lake/auth.ts";
import { conformanceLake, DATASET, PROJECT, SHOP_ORIGIN, TEST_DATABASES } from "./lake.ts";

const DRAFT_IDS = '*[_id in path("drafts.**")]._id';

describe.each(TEST_DATABASES)("grants on the lake ($name)", (database) => {
  const lake = conformanceLake(database);

  it("shows the shop's reader published documents only, in every perspective and endpoint", async () => {
    const shop = lake.client("shop");
    expect(await shop.fetch(DRAFT_IDS, {}, { perspective: "raw" })).toEqual([]);
    expect(await shop.fetch('*[_id == "perk-sv-se-open-purchase"][0].tags', {}, { perspective: "drafts" })).toEqual([
      "öppet köp",
    ]);
    expect(await shop.fetch('count(*[_type == "alertBanner"])', {}, { perspective: "drafts" })).toBe(1);
    expect(await shop.getDocument("drafts.perk-sv-se-open-purchase")).toBeUndefined();
    expect(await shop.getDocument("perk-sv-se-open-purchase")).toMatchObject({ tags: ["öppet köp"] });
  });

  it("lets the preview's viewer read drafts, and change nothing", async () => {
    const viewer = lake.client("viewer");
    expect(await viewer.fetch('*[_id == "perk-sv-se-open-purchase"][0].tags', {}, { perspective: "drafts" })).toEqual([
      "öppet köp",
      "utkast",
    ]);
    await expect(viewer.patch("menu-sv-primary").set({ title: "x" }).commit()).rejects.toMatchObject({ statusCode: 403 });
  });

  it("shows a marketer the drafts of banners and offers only, and other work as published", async () => {
    const marketer = lake.client("marketer");
    expect(await marketer.fetch(DRAFT_IDS, {}, { perspective: "raw" })).toEqual(["drafts.banner-sv-2"]);
    expect(await marketer.fetch('*[_id == "perk-sv-se-open-purchase"][0].tags', {}, { perspective: "drafts" })).toEqual([
      "öppet köp",
    ]);
    expect(await marketer.request({ url: `/projects/${PROJECT}/datasets/${DATASET}/acl` })).toEqual(ROLE_GRANTS.marketer);
  });

  it("tells a listener nothing of a document its user may not read", async () => {
    const events: MutationEvent[] = [];
    let subscription: { unsubscribe(): void } | undefined;
    await new Promise<void>((resolve, reject) => {
      subscription = lake
        .client("shop")
        .listen('*[_type == "perk"]', {}, { events: ["welcome", "mutation"] })
        .subscribe({
          next: (event) => (event.type === "welcome" ? resolve() : events.push(event as MutationEvent)),
          error: reject,
        });
    });
    const editor = lake.client("editor");
    await editor.patch("drafts.perk-sv-se-open-purchase").set({ note: "secret" }).commit();
    await editor.patch("perk-sv-se-free-shipping").set({ note: "public" }).commit();
    await expect.poll(() => events.length).toBe(1);
    subscription?.unsubscribe();
    expect(events[0]?.documentId).toBe("perk-sv-se-free-shipping");
  });

  it("answers CORS for the Studio it serves and the shop, and for no other origin", async () => {
    const port = new URL(lake.apiHost).port;
    const corsFor = async (origin: string) => {
      const res = await fetch(`${lake.apiHost}/v2025-02-19/ping`, { headers: { origin } });
      return {
        origin: res.headers.get("access-control-allow-origin"),
        credentials: res.headers.get("access-control-allow-credentials"),
      };
    };
    expect(await corsFor(`https://${PROJECT}.localhost:${port}`)).toEqual({
      origin: `https://${PROJECT}.localhost:${port}`,
      credentials: "true",
    });
    expect(await corsFor(SHOP_ORIGIN)).toEqual({ origin: SHOP_ORIGIN, credentials: "true" });
    for (const other of ["http://localhost:9999", `https://localhost:${Number(port) + 1}`, "https://evil.localhost:443"]) {
      expect(await corsFor(other)).toEqual({ origin: null, credentials: null });
    }
  });
});
