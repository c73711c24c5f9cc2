/**
 * What the Studio's Presentation tool asks of the lake (issue 28, ADR 39), through the real
 * @sanity/client with the options the tool's own code passes (sanity 6.9.2,
 * PostMessageDocuments and the preview URL secret): the documents listener that carries
 * every draft change to the shop's frame, and the secret the frame's handshake is checked with.
 */
import type { MutationEvent } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { describe, expect, it } from "vitest";
import { conformanceLake, TEST_DATABASES } from "./lake.ts";

describe.each(TEST_DATABASES)("the Presentation tool on the lake ($name) as on Sanity", (database) => {
  const lake = conformanceLake(database);

  it("streams a draft's every change to the tool's documents listener at once, with Mendoza effects that chain", async () => {
    const editor = lake.client("editor");
    const events: (MutationEvent & { effects?: { apply: unknown[]; revert: unknown[] } })[] = [];
    let subscription: { unsubscribe(): void } | undefined;
    await new Promise<void>((resolve, reject) => {
      subscription = editor
        .listen(
          '*[!(_id in path("_.**"))]',
          {},
          {
            effectFormat: "mendoza",
            events: ["welcome", "mutation", "reconnect"],
            includePreviousRevision: false,
            includeResult: false,
            includeAllVersions: true,
            tag: "presentation-documents",
            visibility: "transaction",
          },
        )
        .subscribe({
          next: (event) => (event.type === "welcome" ? resolve() : events.push(event as (typeof events)[number])),
          error: reject,
        });
    });
    const started = performance.now();
    await editor.createOrReplace({ _id: "drafts.menu-sv-primary", _type: "menu", language: "sv", title: "Meny 1" });
    await editor.patch("drafts.menu-sv-primary").set({ title: "Meny 2" }).commit();
    await expect.poll(() => events.length, { timeout: 2000 }).toBe(2);
    const heardWithin = performance.now() - started;
    subscription?.unsubscribe();
    expect(events.map((event) => event.documentId)).toEqual(["drafts.menu-sv-primary", "drafts.menu-sv-primary"]);
    expect(events[0]?.result).toBeUndefined();
    // Each event names the revision it follows, so the frame's copy of the draft can be kept in step.
    expect(events[1]?.previousRev).toBe(events[0]?.resultRev);
    expect(events[1]?.effects?.apply).toEqual([0, expect.objectContaining({ title: "Meny 2" })]);
    expect(heardWithin).toBeLessThan(1000);
  });

  it("opens the Live Content API's drafts stream for a signed-in editor, as the tool does once its frame is open", async () => {
    // The tool's loader opens it with includeDrafts and the editor's token; an error here crashes the tool.
    const event = await new Promise((resolve, reject) => {
      const subscription = lake
        .client("editor", { apiVersion: "2025-02-19" })
        .live.events({ includeDrafts: true, tag: "presentation-loader" })
        .subscribe({
          next: (value) => {
            subscription.unsubscribe();
            resolve(value);
          },
          error: reject,
        });
    });
    expect(event).toMatchObject({ type: "welcome" });
  });

  it("keeps the preview secret the tool writes, which the shop's preview token accepts for the page asked for", async () => {
    const editor = lake.client("editor");
    const { secret } = await createPreviewSecret(editor, "sanity/presentation", "https://littlenorth.localhost/studio", "editor");
    const url = `https://shop.test/api/preview?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fse`;
    const answer = await validatePreviewUrl(lake.client("viewer"), url);
    expect(answer).toMatchObject({ isValid: true, redirectTo: "/se" });
    const guessed = await validatePreviewUrl(lake.client("viewer"), url.replace(secret, `${secret}x`));
    expect(guessed.isValid).toBe(false);
  });
});
