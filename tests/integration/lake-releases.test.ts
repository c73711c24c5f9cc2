/**
 * Content Releases on the local lake (issue 31), through @sanity/client's own release
 * and version methods, the calls the Studio's release tool makes: a marketer and an
 * editor build a campaign, it is previewed in its perspective, published at once by a
 * schedule on an injected clock, and a lake restarted across its time publishes it once.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SanityClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#lib/db/client.server.ts";
import { issuePreviewToken, issueShopToken, issueToken, listUsers } from "#studio/lake/auth.ts";
import { createCertificate } from "#studio/lake/cert.ts";
import { type RunningLake, startLake } from "#studio/lake/lake.ts";
import { lakeClient } from "../conformance/lake.ts";
import { TEST_DATABASES } from "./databases.ts";

process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const PROJECT = "littlenorth";
const DATASET = "production";
const PASSWORD = "correct horse battery";

const block = (text: string) => [
  { _type: "block", _key: "b", style: "normal", markDefs: [], children: [{ _type: "span", _key: "s", text, marks: [] }] },
];
const SEED = [
  { _id: "banner-sv", _type: "alertBanner", language: "sv", text: "Höstrea" },
  { _id: "banner-en", _type: "alertBanner", language: "en", text: "Autumn sale" },
  { _id: "perk-sv", _type: "perk", language: "sv", text: block("Fri frakt över 699 kr") },
  { _id: "perk-en", _type: "perk", language: "en", text: block("Free delivery over 699 SEK") },
  { _id: "home-sv", _type: "homePage", language: "sv", title: "Hem" },
];

function seedFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "lake-releases-"));
  writeFileSync(join(dir, "content.ndjson"), `${SEED.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  return join(dir, "content.ndjson");
}

describe.each(TEST_DATABASES)("releases on the local lake on $name", (database) => {
  let handle: DatabaseHandle;
  let lake: RunningLake;
  let now = new Date("2030-11-28T22:00:00Z");
  const seed = seedFile();
  const clients: { editor?: SanityClient; marketer?: SanityClient; shop?: SanityClient; preview?: SanityClient } = {};
  const editor = () => clients.editor as SanityClient;
  const marketer = () => clients.marketer as SanityClient;
  const shop = () => clients.shop as SanityClient;
  /** The shop's preview reads as a viewer (ADR 34): its reader token sees published documents only. */
  const preview = () => clients.preview as SanityClient;

  const start = () =>
    startLake({
      handle,
      projectId: PROJECT,
      dataset: DATASET,
      certificate,
      port: 0,
      seedPath: seed,
      users: [
        { email: "eva@example.com", name: "Eva Editor", role: "editor", password: PASSWORD },
        { email: "mona@example.com", name: "Mona Marketer", role: "marketer", password: PASSWORD },
      ],
      clock: () => now,
      log: () => {},
    });
  let certificate: Awaited<ReturnType<typeof createCertificate>>;

  async function connect() {
    const users = await listUsers(handle.db);
    const id = (role: string) => users.find((user) => user.role === role)?.id as string;
    const clientFor = (token: string) => lakeClient(lake.apiHost, token);
    clients.editor = clientFor(await issueToken(handle.db, id("editor")));
    clients.marketer = clientFor(await issueToken(handle.db, id("marketer")));
    clients.shop = clientFor(await issueShopToken(handle.db));
    clients.preview = clientFor(await issuePreviewToken(handle.db));
  }

  beforeAll(async () => {
    handle = await database.open();
    certificate = await createCertificate(["localhost", `${PROJECT}.localhost`]);
    lake = await start();
    await connect();
  }, 60_000);

  afterAll(async () => {
    await lake?.close();
    await handle?.close();
  });

  const publishedText = async () =>
    shop().fetch<{ banners: string[]; perk: string; home: string }>(
      `{"banners": *[_type == "alertBanner"] | order(_id) .text, "perk": *[_id == "perk-sv"][0].text[0].children[0].text, "home": *[_id == "home-sv"][0].title}`,
    );

  /** A release with a banner and a perk in two languages and a home page, made as the roles may. */
  async function campaign(title: string): Promise<string> {
    const { releaseId } = await marketer().releases.create({ metadata: { title, releaseType: "scheduled" } });
    for (const [id, text] of [
      ["banner-sv", "Black Friday: 30 %"],
      ["banner-en", "Black Friday: 30 %"],
    ] as const) {
      await marketer().createVersion({
        releaseId,
        publishedId: id,
        document: { _type: "alertBanner", language: id.endsWith("sv") ? "sv" : "en", text },
      });
    }
    await editor().createVersion({ baseId: "perk-sv", publishedId: "perk-sv", releaseId });
    await editor().action({
      actionType: "sanity.action.document.edit",
      draftId: `versions.${releaseId}.perk-sv`,
      publishedId: "perk-sv",
      patch: { set: { text: block("Fri frakt på allt") } },
    });
    await editor().createVersion({
      releaseId,
      publishedId: "home-sv",
      document: { _type: "homePage", language: "sv", title },
    });
    return releaseId;
  }

  it("lets a marketer make releases and banner versions, and only editors versions of perks and pages", async () => {
    const { releaseId } = await marketer().releases.create({ metadata: { title: "Roles" } });
    await expect(
      marketer().createVersion({ releaseId, publishedId: "perk-sv", document: { _type: "perk", language: "sv" } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(marketer().createVersion({ baseId: "home-sv", publishedId: "home-sv", releaseId })).rejects.toMatchObject({
      statusCode: 403,
    });
    // The shop reads; it never makes or moves a release.
    await expect(shop().releases.create({ metadata: { title: "Shop" } })).rejects.toMatchObject({ statusCode: 403 });
    // A release is moved by its actions, never written as a document (a mutation could skip a state).
    await expect(
      editor().createOrReplace({ _id: `_.releases.${releaseId}`, _type: "system.release", state: "published" }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await marketer().releases.archive({ releaseId });
    await marketer().releases.delete({ releaseId });
    expect(await editor().getDocument(`_.releases.${releaseId}`)).toBeUndefined();
  });

  it("shows a release in its perspective only, and publishes all of it at once", async () => {
    const releaseId = await campaign("Black Friday");
    const query = `*[_id in ["banner-sv", "perk-sv", "home-sv"]] | order(_id) {_id, text, title}`;
    const inRelease = await preview().fetch<{ _id: string; text: unknown; title?: string }[]>(
      query,
      {},
      { perspective: [releaseId] },
    );
    expect(inRelease.map((doc) => doc.title ?? JSON.stringify(doc.text))).toEqual([
      '"Black Friday: 30 %"',
      "Black Friday",
      JSON.stringify(block("Fri frakt på allt")),
    ]);
    expect(await publishedText()).toEqual({
      banners: ["Autumn sale", "Höstrea"],
      perk: "Fri frakt över 699 kr",
      home: "Hem",
    });

    // The Studio's release list, as its releases store asks for it.
    const listed = await editor().fetch<{ state: string; metadata: { title: string } }[]>(
      `*[_type == "system.release" && _id in path("_.releases.*")]{state, metadata}`,
    );
    expect(listed).toContainEqual({ state: "active", metadata: { title: "Black Friday", releaseType: "scheduled" } });

    const changes: string[] = [];
    const subscription = shop()
      .listen('*[_type in ["alertBanner", "perk", "homePage"]]', {}, { events: ["mutation"] })
      .subscribe((event) => {
        if (event.type === "mutation") changes.push(`${event.transactionId} ${event.documentId}`);
      });
    await new Promise((done) => setTimeout(done, 300));
    await marketer().releases.publish({ releaseId });
    await new Promise((done) => setTimeout(done, 300));
    subscription.unsubscribe();
    expect(await publishedText()).toEqual({
      banners: ["Black Friday: 30 %", "Black Friday: 30 %"],
      perk: "Fri frakt på allt",
      home: "Black Friday",
    });
    // One transaction: every published document in it, every version gone, the release published.
    expect(new Set(changes.map((change) => change.split(" ")[0])).size).toBe(1);
    expect(changes.map((change) => change.split(" ")[1]).sort()).toEqual(["banner-en", "banner-sv", "home-sv", "perk-sv"]);
    expect(await editor().fetch(`count(*[_id in path("versions.${releaseId}.**")])`)).toBe(0);
    expect(await editor().getDocument(`_.releases.${releaseId}`)).toMatchObject({ state: "published" });
  });

  it("publishes a scheduled release at its time, not before; unscheduling keeps it unpublished", async () => {
    const releaseId = await campaign("Black Week");
    const before = await publishedText();
    const at = new Date(now.getTime() + 60_000);
    await marketer().releases.schedule({ releaseId, publishAt: at.toISOString() });
    // Versions of a scheduled release are locked.
    await expect(
      editor().action({
        actionType: "sanity.action.document.edit",
        draftId: `versions.${releaseId}.perk-sv`,
        publishedId: "perk-sv",
        patch: { set: { language: "sv" } },
      }),
    ).rejects.toMatchObject({ statusCode: 409 });

    now = new Date(at.getTime() - 1000);
    expect(await lake.publishDueReleases()).toEqual([]);
    expect(await publishedText()).toEqual(before);

    await marketer().releases.unschedule({ releaseId });
    now = new Date(at.getTime() + 5000);
    expect(await lake.publishDueReleases()).toEqual([]);
    expect(await publishedText()).toEqual(before);

    const second = new Date(now.getTime() + 60_000);
    await marketer().releases.schedule({ releaseId, publishAt: second.toISOString() });
    now = second;
    expect(await lake.publishDueReleases()).toEqual([releaseId]);
    expect(await publishedText()).toEqual({
      banners: ["Black Friday: 30 %", "Black Friday: 30 %"],
      perk: "Fri frakt på allt",
      home: "Black Week",
    });
    expect(await lake.publishDueReleases()).toEqual([]);
  });

  it("publishes a release that fell due while the lake was down when it starts, once", async () => {
    const releaseId = await campaign("Cyber Monday");
    const at = new Date(now.getTime() + 3_600_000);
    await marketer().releases.schedule({ releaseId, publishAt: at.toISOString() });
    await lake.close();

    now = new Date(at.getTime() + 600_000);
    lake = await start();
    await connect();
    expect((await publishedText()).home).toBe("Cyber Monday");
    const history = await lake.store.historyTransactions(["home-sv"]);
    expect(history.filter((record) => record.effects["home-sv"]?.after?.title === "Cyber Monday")).toHaveLength(1);
    expect(await editor().getDocument(`_.releases.${releaseId}`)).toMatchObject({ state: "published" });
    expect(await lake.publishDueReleases()).toEqual([]);
  });

  it("archives a release (its versions leave), brings it back, and deletes it only once archived or published", async () => {
    const { releaseId } = await marketer().releases.create({ metadata: { title: "Maybe" } });
    await marketer().createVersion({ releaseId, publishedId: "banner-en", document: { _type: "alertBanner", text: "Maybe" } });
    await expect(marketer().releases.delete({ releaseId })).rejects.toMatchObject({ statusCode: 409 });
    await marketer().releases.archive({ releaseId });
    expect(await editor().getDocument(`versions.${releaseId}.banner-en`)).toBeUndefined();
    await marketer().releases.unarchive({ releaseId });
    expect(await editor().getDocument(`versions.${releaseId}.banner-en`)).toMatchObject({ text: "Maybe" });
    await marketer().releases.edit({ releaseId, patch: { set: { metadata: { title: "Surely" } } } });
    expect(await editor().getDocument(`_.releases.${releaseId}`)).toMatchObject({
      state: "active",
      metadata: { title: "Surely" },
    });
  });
});
