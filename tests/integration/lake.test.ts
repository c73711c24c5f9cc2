/**
 * The local Content Lake's HTTP API as @sanity/client uses it (the same client
 * the shop reads Sanity with), on PGlite and, with DATABASE_URL, PostgreSQL.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SanityClient } from "@sanity/client";
import { applyPatch } from "mendoza";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "#lib/content/change-bus.server.ts";
import { listenForChanges } from "#lib/content/listen.server.ts";
import type { DatabaseHandle } from "#lib/db/client.server.ts";
import { issuePreviewToken, issueShopToken, issueToken, ROLE_GRANTS } from "#studio/lake/auth.ts";
import { createCertificate } from "#studio/lake/cert.ts";
import { type RunningLake, startLake } from "#studio/lake/lake.ts";
import { openLakeStore } from "#studio/lake/store/store.ts";
import { lakeClient } from "../conformance/lake.ts";
import { TEST_DATABASES } from "./databases.ts";

// The lake's certificate is made for this run; nothing else is contacted.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const PROJECT = "littlenorth";
const DATASET = "production";
const PASSWORD = "correct horse battery";

const SEED = [
  {
    _id: "perk-sv-se-free-shipping",
    _type: "perk",
    language: "sv",
    text: [{ _type: "block", _key: "b", children: [{ _type: "span", _key: "s", text: "Fri frakt över 699 kr" }] }],
  },
  { _id: "perk-sv-se-open-purchase", _type: "perk", language: "sv", categoryID: null },
  { _id: "perk-nb-no-free-shipping", _type: "perk", language: "nb" },
  { _id: "banner-sv-1", _type: "alertBanner", language: "sv", text: "Rea!" },
  { _id: "menu-sv-primary", _type: "menu", language: "sv", icon: { _type: "image", _sanityAsset: "image@file://./logo.svg" } },
  // A NUL character (PostgreSQL's jsonb cannot hold one) must not stop the first start (issue 26, item 7).
  { _id: "note-nul-seed", _type: "note", text: "a\u0000b", tags: ["x\u0000"] },
];

function seedFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "lake-seed-"));
  writeFileSync(join(dir, "content.ndjson"), `${SEED.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  writeFileSync(
    join(dir, "logo.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32"/></svg>',
  );
  return join(dir, "content.ndjson");
}

describe.each(TEST_DATABASES)("local Content Lake on $name", (database) => {
  let handle: DatabaseHandle;
  let lake: RunningLake;
  let editor: SanityClient;
  let marketer: SanityClient;
  let anonymous: SanityClient;

  const clientFor = (token?: string) => lakeClient(lake.apiHost, token);

  beforeAll(async () => {
    handle = await database.open();
    lake = await startLake({
      handle,
      projectId: PROJECT,
      dataset: DATASET,
      certificate: await createCertificate(["localhost", `${PROJECT}.localhost`]),
      port: 0,
      seedPath: seedFile(),
      users: [
        { email: "eva@example.com", name: "Eva Editor", role: "editor", password: PASSWORD },
        { email: "mona@example.com", name: "Mona Marketer", role: "marketer", password: PASSWORD },
      ],
      log: () => {},
    });
    const users = await lakeUsers(handle);
    editor = clientFor(await issueToken(handle.db, users.editor));
    marketer = clientFor(await issueToken(handle.db, users.marketer));
    anonymous = clientFor();
  }, 60_000);

  let stopListening: (() => void) | undefined;

  afterAll(async () => {
    stopListening?.();
    await lake?.close();
    await handle?.close();
  });

  it("seeds from NDJSON, uploading the assets it references", async () => {
    expect(await editor.fetch("count(*[_type == 'perk'])")).toBe(3);
    const menu = await editor.fetch<{ icon: { asset: { _ref: string } }; url: string; size: { width: number } }>(
      "*[_id == 'menu-sv-primary'][0]{icon, 'url': icon.asset->url, 'size': icon.asset->metadata.dimensions}",
    );
    expect(menu.icon).not.toHaveProperty("_sanityAsset");
    expect(menu.size.width).toBe(64);
    const image = await fetch(menu.url.replace(`https://${PROJECT}.localhost`, "https://localhost"));
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toContain("<svg");
  });

  it("takes image and file uploads from the client, as Sanity's asset documents", async () => {
    // A 2×1 PNG: signature, then the IHDR chunk with width and height.
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000020000000108060000003e55d8ad0000000b4944415478da63f8ff1f0003000500018fb0f3b50000000049454e44ae426082",
      "hex",
    );
    const image = await editor.assets.upload("image", png, { filename: "dot.png", contentType: "image/png" });
    expect(image).toMatchObject({
      _type: "sanity.imageAsset",
      extension: "png",
      mimeType: "image/png",
      originalFilename: "dot.png",
      size: png.length,
      metadata: { dimensions: { width: 2, height: 1, aspectRatio: 2 } },
    });
    expect(image._id).toMatch(/^image-[0-9a-f]{40}-2x1-png$/);
    const file = await editor.assets.upload("file", Buffer.from("washing advice"), {
      filename: "care.txt",
      contentType: "text/plain",
    });
    expect(file).toMatchObject({ _type: "sanity.fileAsset", extension: "txt", originalFilename: "care.txt", size: 14 });
    expect(file._id).toMatch(/^file-[0-9a-f]{40}-txt$/);
    expect(file).not.toHaveProperty("metadata");
    const stored = await fetch(file.url.replace(`https://${PROJECT}.localhost`, "https://localhost"));
    expect(await stored.text()).toBe("washing advice");
  });

  it("answers GROQ with parameters, slices included, in the perspective asked for", async () => {
    const titles = await editor.fetch("*[_type == $type && language == $lang] | order(_id) [0...$n]._id", {
      type: "perk",
      lang: "sv",
      n: 1,
    });
    expect(titles).toEqual(["perk-sv-se-free-shipping"]);
    await editor.createOrReplace({ _id: "drafts.perk-sv-se-open-purchase", _type: "perk", language: "sv", note: "draft" });
    expect(await editor.fetch("*[_id == 'perk-sv-se-open-purchase'][0].note", {}, { perspective: "published" })).toBeNull();
    expect(await editor.fetch("*[_id == 'perk-sv-se-open-purchase'][0].note", {}, { perspective: "drafts" })).toBe("draft");
    expect(await editor.fetch("count(*[_id in path('drafts.**')])", {}, { perspective: "raw" })).toBe(1);
  });

  it("refuses every request without a valid token", async () => {
    await expect(anonymous.fetch("count(*)")).rejects.toMatchObject({ statusCode: 401 });
    await expect(anonymous.create({ _type: "perk" })).rejects.toMatchObject({ statusCode: 401 });
    await expect(clientFor("not-a-token").getDocument("perk-sv-se-free-shipping")).rejects.toMatchObject({ statusCode: 401 });
  });

  it("mutates with returnIds and returnDocuments, and keeps a transaction all or nothing", async () => {
    const created = await editor.create({ _id: "perk-fi-fi-new", _type: "perk", language: "fi" });
    expect(created).toMatchObject({ _id: "perk-fi-fi-new", _rev: expect.any(String), _createdAt: expect.any(String) });
    const result = await editor
      .transaction()
      .createIfNotExists({ _id: "perk-fi-fi-new", _type: "perk" })
      .patch("perk-fi-fi-new", (p) => p.set({ linkText: "Lue lisää" }))
      .commit({ returnDocuments: false });
    expect(result.documentIds).toEqual(["perk-fi-fi-new", "perk-fi-fi-new"]);
    expect((await editor.getDocument("perk-fi-fi-new"))?.linkText).toBe("Lue lisää");

    // The second mutation fails (the document exists), so the first one must not land either.
    await expect(
      editor
        .transaction()
        .patch("perk-fi-fi-new", (p) => p.set({ linkText: "lost" }))
        .create({ _id: "perk-fi-fi-new", _type: "perk" })
        .commit(),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await editor.getDocument("perk-fi-fi-new"))?.linkText).toBe("Lue lisää");

    await editor.delete("perk-fi-fi-new");
    expect(await editor.getDocument("perk-fi-fi-new")).toBeUndefined();
  });

  it("rejects a patch on a stale revision (ifRevisionID) and keeps the newer one", async () => {
    const doc = await editor.getDocument("perk-nb-no-free-shipping");
    const first = await editor
      .patch("perk-nb-no-free-shipping")
      .ifRevisionId(doc?._rev as string)
      .set({ link: "/a" })
      .commit();
    await expect(
      editor
        .patch("perk-nb-no-free-shipping")
        .ifRevisionId(doc?._rev as string)
        .set({ link: "/b" })
        .commit(),
    ).rejects.toMatchObject({ statusCode: 409 });
    const now = await editor.getDocument("perk-nb-no-free-shipping");
    expect(now?.link).toBe("/a");
    expect(now?._rev).toBe(first._rev);
  });

  it("edits a draft and publishes it with the actions the Studio sends", async () => {
    const published = await editor.getDocument("perk-sv-se-free-shipping");
    await editor.action({
      actionType: "sanity.action.document.edit",
      draftId: "drafts.perk-sv-se-free-shipping",
      publishedId: "perk-sv-se-free-shipping",
      patch: { set: { 'text[_key=="b"].children[_key=="s"].text': "Fri frakt över 499 kr" } },
    });
    expect(
      await editor.fetch("*[_id == 'perk-sv-se-free-shipping'][0].text[0].children[0].text", {}, { perspective: "published" }),
    ).toBe("Fri frakt över 699 kr");
    // Publishing against a published revision that has moved on is refused.
    await expect(
      editor.action({
        actionType: "sanity.action.document.publish",
        draftId: "drafts.perk-sv-se-free-shipping",
        publishedId: "perk-sv-se-free-shipping",
        ifPublishedRevisionId: "someone-elses-revision",
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await editor.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.perk-sv-se-free-shipping",
      publishedId: "perk-sv-se-free-shipping",
      ifPublishedRevisionId: published?._rev,
    });
    expect(await editor.getDocument("drafts.perk-sv-se-free-shipping")).toBeUndefined();
    expect(
      await editor.fetch("*[_id == 'perk-sv-se-free-shipping'][0].text[0].children[0].text", {}, { perspective: "published" }),
    ).toBe("Fri frakt över 499 kr");
  });

  it("streams mutation events whose Mendoza effects turn the old document into the new one", async () => {
    const before = await editor.getDocument("banner-sv-1");
    const events: Record<string, unknown>[] = [];
    let subscription: { unsubscribe(): void } | undefined;
    const welcomed = new Promise<void>((resolve, reject) => {
      subscription = editor
        .listen(
          "*[_type == 'alertBanner']",
          {},
          { events: ["welcome", "mutation"], effectFormat: "mendoza", includeResult: true },
        )
        .subscribe({
          next: (event) => {
            if (event.type === "welcome") resolve();
            else events.push(event as unknown as Record<string, unknown>);
          },
          error: reject,
        });
    });
    await welcomed;
    await editor.patch("banner-sv-1").set({ text: "Mellandagsrea!" }).commit();
    await editor.create({ _id: "perk-sv-unrelated", _type: "perk" });
    await expect.poll(() => events.length).toBe(1);
    const [event] = events as [
      {
        transition: string;
        previousRev: string;
        resultRev: string;
        effects: { apply: unknown; revert: unknown };
        result: { text: string };
      },
    ];
    expect(event).toMatchObject({ transition: "update", previousRev: before?._rev, result: { text: "Mellandagsrea!" } });
    const { _rev, ...withoutRev } = before as Record<string, unknown>;
    const applied = applyPatch(withoutRev, event.effects.apply as never) as Record<string, unknown>;
    expect(applied.text).toBe("Mellandagsrea!");
    expect(applyPatch(applied, event.effects.revert as never)).toMatchObject({ text: "Rea!" });
    subscription?.unsubscribe();
  });

  it("gives the shop a reader's token: it reads published documents, changes nothing, and hears publishes; its preview reads drafts", async () => {
    const shop = clientFor(await issueShopToken(handle.db));
    const preview = clientFor(await issuePreviewToken(handle.db));
    await editor.createOrReplace({ _id: "drafts.perk-sv-se-free-shipping", _type: "perk", language: "sv", link: "/draft" });
    const linkSeenBy = async (client: SanityClient) =>
      (await client.withConfig({ perspective: "drafts" }).fetch<{ link?: string }>('*[_id == "perk-sv-se-free-shipping"][0]'))
        ?.link;
    expect(await linkSeenBy(preview)).toBe("/draft");
    expect(await linkSeenBy(shop)).toBeUndefined();
    await expect(shop.patch("perk-sv-se-free-shipping").set({ link: "/x" }).commit()).rejects.toMatchObject({ statusCode: 403 });
    const changes: ContentChange[] = [];
    const welcomed = new Promise<void>((resolve) => {
      const log = { info: (_: object, msg: string) => msg === "listening to content changes" && resolve(), warn: () => {} };
      stopListening = listenForChanges(shop, { onChange: (change) => changes.push(change), log });
    });
    await welcomed;
    await editor.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.perk-sv-se-free-shipping",
      publishedId: "perk-sv-se-free-shipping",
    });
    await editor.createOrReplace({ _id: "drafts.perk-nb-no-free-shipping", _type: "perk", language: "nb" });
    // The publish is a change of Swedish content; the draft no shopper sees is none.
    await expect
      .poll(() => changes)
      .toEqual([{ ids: ["perk-sv-se-free-shipping"], types: ["perk"], languages: ["sv"], markets: [] }]);
    stopListening?.();
  });

  it("keeps the shop's token when the lake starts again, and renews it only near its end", async () => {
    const first = await issueShopToken(handle.db);
    // A second start of the lake, handed the token it wrote to its folder.
    const again = await issueShopToken(handle.db, first);
    expect(again).toBe(first);
    expect(await clientFor(first).fetch('count(*[_id == "banner-sv-1"])')).toBe(1);
    // Eleven months on, the lake renews it: the old one stops working.
    const later = new Date(Date.now() + 340 * 86_400_000);
    const renewed = await issueShopToken(handle.db, first, later);
    expect(renewed).not.toBe(first);
    await expect(clientFor(first).fetch('count(*[_id == "banner-sv-1"])')).rejects.toMatchObject({ statusCode: 401 });
    // Someone else's token is never handed to the shop.
    const editors = await issueToken(handle.db, (await lakeUsers(handle)).editor);
    expect(await issueShopToken(handle.db, editors)).not.toBe(editors);
  });

  it("lets a marketer change banners and member offers only, as the grants it reads say", async () => {
    const acl = await marketer.request({ url: `/projects/${PROJECT}/datasets/${DATASET}/acl` });
    expect(acl).toEqual(ROLE_GRANTS.marketer);
    await marketer.patch("banner-sv-1").set({ background: "red" }).commit();
    await marketer.create({ _id: "drafts.offer-sv-winter", _type: "memberOffer", language: "sv", title: "20 % på vinterjackor" });
    await expect(marketer.patch("perk-nb-no-free-shipping").set({ link: "/hacked" }).commit()).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(marketer.create({ _id: "drafts.perk-x", _type: "perk" })).rejects.toMatchObject({ statusCode: 403 });
    // Nor may a banner become a perk.
    await expect(marketer.createOrReplace({ _id: "banner-sv-1", _type: "perk" })).rejects.toMatchObject({ statusCode: 403 });
    expect((await editor.getDocument("perk-nb-no-free-shipping"))?.link).toBe("/a");
  });

  it("keeps every revision for history", async () => {
    const current = await editor.getDocument("perk-nb-no-free-shipping");
    await editor.patch("perk-nb-no-free-shipping").set({ link: "/c" }).commit();
    const old = await editor.request<{ documents: { link: string }[] }>({
      url: `/data/history/${DATASET}/documents/perk-nb-no-free-shipping?revision=${current?._rev}`,
    });
    expect(old.documents[0]?.link).toBe("/a");
    const response = await fetch(
      `${lake.apiHost}/v2025-02-19/data/history/${DATASET}/transactions/perk-nb-no-free-shipping?reverse=true`,
      {
        headers: { authorization: `Bearer ${editor.config().token}` },
      },
    );
    const transactions = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown }> });
    expect(transactions.length).toBeGreaterThanOrEqual(3);
    expect(transactions[1]?.id).toBe(current?._rev);
  });

  it("stores a NUL character as Sanity does and reads it back exactly, after a restart and in history", async () => {
    expect(await editor.fetch("*[_id == 'note-nul-seed'][0]{text, tags}")).toEqual({ text: "a\u0000b", tags: ["x\u0000"] });
    const created = await editor.create({
      _id: "note-nul",
      _type: "note",
      text: "a\u0000b",
      nested: [{ _key: "k", s: "\u0000" }],
    });
    expect(created.text).toBe("a\u0000b");
    await editor.patch("note-nul").set({ later: "x\u0000y" }).commit();
    // A document that merely looks like the stored encoding stays what it is.
    await editor.createOrReplace({ _id: "note-lookalike", _type: "note", text: '{"_id":"x"}', n: 1 });
    expect(await editor.getDocument("note-nul")).toMatchObject({
      text: "a\u0000b",
      nested: [{ s: "\u0000" }],
      later: "x\u0000y",
    });
    const reopened = await openLakeStore(handle, DATASET);
    expect(reopened.getDocument("note-nul")).toMatchObject({ text: "a\u0000b", nested: [{ s: "\u0000" }], later: "x\u0000y" });
    expect(reopened.getDocument("note-nul-seed")).toMatchObject({ text: "a\u0000b", tags: ["x\u0000"] });
    expect(reopened.getDocument("note-lookalike")).toMatchObject({ text: '{"_id":"x"}', n: 1 });
    const history = await reopened.historyDocuments(["note-nul"], { revision: created._rev });
    expect(history[0]).toMatchObject({ text: "a\u0000b" });
    expect(history[0]).not.toHaveProperty("later");
    const transactions = await reopened.historyTransactions(["note-nul"]);
    expect(JSON.stringify(transactions[0]?.mutations)).toContain("a\\u0000b");
    // A type or id the database's text columns cannot hold is refused as Sanity refuses a bad id, never a 500.
    await expect(editor.create({ _id: "note-bad-type", _type: "no\u0000te" })).rejects.toMatchObject({ statusCode: 400 });
    await expect(editor.create({ _id: "note\u0000bad", _type: "note" })).rejects.toMatchObject({ statusCode: 400 });
  });

  it("shows other users' e-mails to administrators only; everyone sees their own", async () => {
    const { createUser } = await import("#studio/lake/auth.ts");
    const admin = await createUser(handle.db, {
      email: "ada@example.com",
      name: "Ada Admin",
      role: "administrator",
      password: PASSWORD,
    });
    const ids = await lakeUsers(handle);
    const all = [ids.editor, ids.marketer, admin.id].join(",");
    type Listed = { id: string; displayName: string; email?: string };
    const emailsSeenBy = async (client: SanityClient) => {
      const listed = await client.request<Listed[]>({ uri: `/users/${all}` });
      const project = await client.request<Listed[]>({ uri: `/projects/${PROJECT}/users/${all}` });
      expect(project).toEqual(listed);
      return Object.fromEntries(listed.map((user) => [user.displayName, user.email ?? null]));
    };
    expect(await emailsSeenBy(marketer)).toEqual({
      "Eva Editor": null,
      "Mona Marketer": "mona@example.com",
      "Ada Admin": null,
    });
    expect(await emailsSeenBy(clientFor(await issueShopToken(handle.db)))).toEqual({
      "Eva Editor": null,
      "Mona Marketer": null,
      "Ada Admin": null,
    });
    expect(await emailsSeenBy(clientFor(await issueToken(handle.db, admin.id)))).toEqual({
      "Eva Editor": "eva@example.com",
      "Mona Marketer": "mona@example.com",
      "Ada Admin": "ada@example.com",
    });
    // One user asked for alone is an object, as Sanity answers it.
    expect(await marketer.request({ uri: `/users/${ids.editor}` })).toMatchObject({ displayName: "Eva Editor" });
    expect(await marketer.request({ uri: `/users/${ids.editor}` })).not.toHaveProperty("email");
  });

  it("checks at most ten wrong passwords per account and thirty per address, then answers 429 with Retry-After", async () => {
    const loginUrl = `${lake.apiHost}/login`;
    const signIn = async (email: string, password: string) => {
      const res = await fetch(loginUrl, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password, origin: `${lake.apiHost}/studio` }),
      });
      return { status: res.status, retryAfter: res.headers.get("retry-after"), page: await res.text() };
    };
    const started = performance.now();
    const guesses = [];
    for (let i = 0; i < 60; i++) guesses.push(await signIn("Eva@Example.com", `guess ${i}`));
    const seconds = (performance.now() - started) / 1000;
    expect(guesses.filter((answer) => answer.status === 401)).toHaveLength(10);
    const refused = guesses.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(50);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(15 * 60);
      expect(answer.page).toContain("Too many wrong passwords. Wait 15 minutes and try again.");
    }
    console.log(`lake sign-in probe: 60 wrong passwords in ${seconds.toFixed(1)} s, 10 checked, 50 answered 429`);
    // The account stays closed to the right password too, until its window ends; another account is not.
    expect((await signIn("eva@example.com", PASSWORD)).status).toBe(429);
    expect((await signIn("mona@example.com", PASSWORD)).status).toBe(303);
    // One address trying many accounts: thirty wrong passwords in all, then nothing more is checked from it.
    for (let i = 0; i < 20; i++) expect((await signIn(`nobody${i}@example.com`, "guess")).status).toBe(401);
    const closed = await signIn("mona@example.com", PASSWORD);
    expect(closed.status).toBe(429);
    expect(closed.retryAfter).toMatch(/^\d+$/);
  });

  it("survives a restart: what was committed is read back from the database", async () => {
    const reopened = await openLakeStore(handle, DATASET);
    expect(reopened.getDocument("perk-nb-no-free-shipping")).toMatchObject({ link: "/c" });
    expect(reopened.getDocument("perk-fi-fi-new")).toBeUndefined();
  });
});

async function lakeUsers(handle: DatabaseHandle): Promise<{ editor: string; marketer: string }> {
  const { listUsers } = await import("#studio/lake/auth.ts");
  const users = await listUsers(handle.db);
  const find = (role: string) => users.find((user) => user.role === role)?.id as string;
  return { editor: find("editor"), marketer: find("marketer") };
}
