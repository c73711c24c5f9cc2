/**
 * The seed dataset kept in step with the local Content Lake (studio/lake/seed-sync.ts):
 * what `npm run generate` changes reaches the lake, and never over an editor's work.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#lib/db/client.server.ts";
import { createCertificate } from "#studio/lake/cert.ts";
import { type RunningLake, startLake } from "#studio/lake/lake.ts";

const perk = (id: string, linkText: string) => ({ _id: id, _type: "perk", language: "sv", linkText });
const write = (path: string, docs: object[]) => writeFileSync(path, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);

describe("the seed dataset kept in step with the lake", () => {
  let handle: DatabaseHandle;
  let lake: RunningLake;
  let dir: string;
  let seedPath: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "lake-seed-sync-"));
    seedPath = join(dir, "content.ndjson");
    writeFileSync(join(dir, "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"/>');
    write(seedPath, [
      perk("perk-a", "A"),
      perk("perk-b", "B"),
      perk("perk-c", "C"),
      { _id: "menu-sv", _type: "menu", language: "sv", icon: { _type: "image", _sanityAsset: "image@file://./logo.svg" } },
    ]);
    handle = openDatabase({ dataDir: "memory://" });
    lake = await startLake({
      handle,
      projectId: "littlenorth",
      dataset: "production",
      certificate: await createCertificate(["localhost"]),
      port: 0,
      seedPath,
      seedStatePath: join(dir, "seed-state.json"),
      log: () => {},
    });
  }, 60_000);

  afterAll(async () => {
    await lake?.close();
    await handle?.close();
  });

  it("writes what the seed changed, removes what it dropped, and keeps what an editor changed since", async () => {
    // An editor changes perk B in the Studio.
    await lake.store.commit(
      { kind: "mutations", items: [{ patch: { id: "perk-b", set: { linkText: "B, by Eva" } } }] },
      { author: "eva" },
    );
    write(seedPath, [
      perk("perk-a", "A2"),
      perk("perk-b", "B2"),
      perk("perk-d", "D"),
      { _id: "menu-sv", _type: "menu", language: "sv", icon: { _type: "image", _sanityAsset: "image@file://./logo.svg" } },
    ]);
    const result = await lake.syncFromSeed();
    expect(result).toEqual({ written: ["perk-a", "perk-d"], removed: ["perk-c"], kept: ["perk-b"] });
    expect(lake.store.getDocument("perk-a")?.linkText).toBe("A2");
    expect(lake.store.getDocument("perk-b")?.linkText).toBe("B, by Eva");
    expect(lake.store.getDocument("perk-c")).toBeUndefined();
    expect(lake.store.getDocument("perk-d")?.linkText).toBe("D");
  });

  it("notices a redrawn picture, and does nothing when nothing changed", async () => {
    const before = lake.store.getDocument("menu-sv") as unknown as { icon: { asset: { _ref: string } } };
    writeFileSync(
      join(dir, "logo.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"><rect width="9" height="9"/></svg>',
    );
    expect((await lake.syncFromSeed()).written).toEqual(["menu-sv"]);
    const after = lake.store.getDocument("menu-sv") as unknown as { icon: { asset: { _ref: string } } };
    expect(after.icon.asset._ref).not.toBe(before.icon.asset._ref);
    expect(lake.store.getDocument(after.icon.asset._ref)?._type).toBe("sanity.imageAsset");
    expect(await lake.syncFromSeed()).toEqual({ written: [], removed: [], kept: ["perk-b"] });
  });

  it("does not bring back a document an editor deleted when the seed changes it", async () => {
    await lake.store.commit({ kind: "mutations", items: [{ delete: { id: "perk-a" } }] }, { author: "eva" });
    write(seedPath, [
      perk("perk-a", "A3"),
      perk("perk-b", "B2"),
      perk("perk-d", "D2"),
      { _id: "menu-sv", _type: "menu", language: "sv", icon: { _type: "image", _sanityAsset: "image@file://./logo.svg" } },
    ]);
    const result = await lake.syncFromSeed();
    expect(result.written).toEqual(["perk-d"]);
    expect(result.kept).toEqual(["perk-a", "perk-b"]);
    expect(lake.store.getDocument("perk-a")).toBeUndefined();
  });
});
