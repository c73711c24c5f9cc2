/**
 * Documents, mutations, transactions and listening through @sanity/client, as Sanity's
 * HTTP API answers them (docs: /docs/http-reference/mutation, /docs/http-reference/listen).
 */
import type { MutationEvent } from "@sanity/client";
import { describe, expect, it } from "vitest";
import { conformanceLake, TEST_DATABASES } from "./lake.ts";

describe.each(TEST_DATABASES)("mutations on the lake ($name) as Sanity's", (database) => {
  const lake = conformanceLake(database);

  it("gives array items a _key with autoGenerateArrayKeys, and leaves arrays as sent without it", async () => {
    const editor = lake.client("editor");
    const keyed = await editor.create(
      { _id: "menu-keys", _type: "menu", items: [{ title: "A" }, { title: "B", links: [{ href: "/x" }] }], tags: ["x"] },
      { autoGenerateArrayKeys: true },
    );
    const items = keyed.items as unknown as { _key?: string; links?: { _key?: string }[] }[];
    expect(items.map((item) => item._key)).toEqual([expect.stringMatching(/^\w{8,}$/), expect.stringMatching(/^\w{8,}$/)]);
    expect(items[0]?._key).not.toBe(items[1]?._key);
    expect(items[1]?.links?.[0]?._key).toEqual(expect.any(String));
    expect(keyed.tags).toEqual(["x"]);
    await editor
      .patch("menu-keys")
      .insert("after", "items[-1]", [{ title: "C" }])
      .commit({ autoGenerateArrayKeys: true });
    const inserted = (await editor.getDocument("menu-keys"))?.items as { _key?: string }[] | undefined;
    expect(inserted?.[2]?._key).toEqual(expect.any(String));
    const plain = await editor.create({ _id: "menu-plain", _type: "menu", items: [{ title: "A" }] });
    expect(plain.items).toEqual([{ title: "A" }]);
  });

  it("answers createIfNotExists on a document that exists with that document, unchanged", async () => {
    const editor = lake.client("editor");
    const existing = await editor.getDocument("menu-sv-primary");
    const answer = await editor.createIfNotExists({ _id: "menu-sv-primary", _type: "menu", title: "Other" });
    expect(answer).toEqual(existing);
    const made = await editor.createIfNotExists({ _id: "menu-new", _type: "menu", title: "New" });
    expect(made).toMatchObject({ _id: "menu-new", title: "New", _rev: expect.any(String) });
  });

  it("returns ids and documents as asked, and changes nothing on a dry run", async () => {
    const editor = lake.client("editor");
    const ids = await editor.transaction().create({ _id: "menu-t1", _type: "menu" }).delete("menu-t1").commit();
    expect(ids.results).toEqual([
      { id: "menu-t1", operation: "create" },
      { id: "menu-t1", operation: "delete" },
    ]);
    await editor.create({ _id: "menu-dry", _type: "menu" }, { dryRun: true });
    expect(await editor.getDocument("menu-dry")).toBeUndefined();
  });

  it("streams the mutations sent, per document, in listener events", async () => {
    const editor = lake.client("editor");
    const events: MutationEvent[] = [];
    let subscription: { unsubscribe(): void } | undefined;
    await new Promise<void>((resolve, reject) => {
      subscription = editor.listen('*[_type == "menu"]', {}, { events: ["welcome", "mutation"], includeResult: true }).subscribe({
        next: (event) => (event.type === "welcome" ? resolve() : events.push(event as MutationEvent)),
        error: reject,
      });
    });
    await editor.patch("menu-sv-primary").set({ title: "Huvudmeny" }).inc({ version: 1 }).commit();
    await editor.create({ _id: "menu-listened", _type: "menu", title: "Ny" });
    await editor.delete("menu-listened");
    await expect.poll(() => events.length).toBe(3);
    subscription?.unsubscribe();
    expect(events[0]?.mutations).toEqual([
      { patch: { id: "menu-sv-primary", set: { title: "Huvudmeny" }, inc: { version: 1 } } },
    ]);
    expect(events[0]?.result).toMatchObject({ title: "Huvudmeny" });
    expect(events[1]?.mutations).toEqual([{ create: { _id: "menu-listened", _type: "menu", title: "Ny" } }]);
    expect(events[1]?.transition).toBe("appear");
    expect(events[2]?.mutations).toEqual([{ delete: { id: "menu-listened" } }]);
    expect(events[2]?.transition).toBe("disappear");
  });

  it("tells a listener of release versions only when it asks for all versions", async () => {
    const editor = lake.client("editor");
    const heard = (includeAllVersions: boolean) => {
      const ids: string[] = [];
      let subscription: { unsubscribe(): void } | undefined;
      const welcomed = new Promise<void>((resolve, reject) => {
        subscription = editor
          .listen('*[_type == "menu"]', {}, { events: ["welcome", "mutation"], includeAllVersions })
          .subscribe({
            next: (event) => (event.type === "welcome" ? resolve() : ids.push((event as MutationEvent).documentId)),
            error: reject,
          });
      });
      return { ids, welcomed, stop: () => subscription?.unsubscribe() };
    };
    const plain = heard(false);
    const all = heard(true);
    await Promise.all([plain.welcomed, all.welcomed]);
    await editor.create({ _id: "versions.rspring.menu-sv-primary", _type: "menu", title: "Vår" });
    await editor.create({ _id: "drafts.menu-sv-primary", _type: "menu", title: "Utkast" });
    await expect.poll(() => all.ids).toEqual(["versions.rspring.menu-sv-primary", "drafts.menu-sv-primary"]);
    await expect.poll(() => plain.ids).toEqual(["drafts.menu-sv-primary"]);
    plain.stop();
    all.stop();
    await editor.delete("versions.rspring.menu-sv-primary");
    await editor.delete("drafts.menu-sv-primary");
  });

  it("reads every version of a document with includeAllVersions", async () => {
    const editor = lake.client("editor");
    const versions = await editor.getDocument("perk-sv-se-open-purchase", { includeAllVersions: true });
    expect((versions as unknown as { _id: string }[]).map((doc) => doc._id).sort()).toEqual([
      "drafts.perk-sv-se-open-purchase",
      "perk-sv-se-open-purchase",
    ]);
    expect(await editor.getDocument("perk-sv-se-open-purchase")).toMatchObject({ _id: "perk-sv-se-open-purchase" });
  });

  it("keeps a transaction all or nothing, and a stale revision refused", async () => {
    const editor = lake.client("editor");
    const before = await editor.getDocument("menu-sv-primary");
    await expect(
      editor
        .transaction()
        .patch("menu-sv-primary", (p) => p.set({ title: "lost" }))
        .create({ _id: "menu-sv-primary", _type: "menu" })
        .commit(),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      editor.patch("menu-sv-primary").ifRevisionId("not-the-revision").set({ title: "stale" }).commit(),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await editor.getDocument("menu-sv-primary")).toEqual(before);
  });

  it("keeps every revision: history answers a document as it was", async () => {
    const editor = lake.client("editor");
    const before = await editor.getDocument("menu-sv-primary");
    await editor.patch("menu-sv-primary").set({ title: "Senare" }).commit();
    const old = await editor.request<{ documents: { title: string }[] }>({
      url: `/data/history/production/documents/menu-sv-primary?revision=${before?._rev}`,
    });
    expect(old.documents[0]?.title).toBe(before?.title);
  });
});
