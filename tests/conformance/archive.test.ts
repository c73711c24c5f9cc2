/**
 * Export, import and backups in Sanity's archive format (`sanity dataset export` / `import`):
 * the lake's export endpoint read by Sanity's own exporter (@sanity/export), the lake's archive
 * read by Sanity's own importer (@sanity/import) into another lake, and a backup that holds
 * everything committed before it was asked for.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportDataset } from "@sanity/export";
import { sanityImport } from "@sanity/import";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { readArchive, writeArchive } from "#studio/lake/archive.ts";
import { conformanceLake, DATASET, PROJECT, TEST_DATABASES } from "./lake.ts";

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"/>');

function listArchive(file: string): Promise<string[]> {
  const names: string[] = [];
  return tar.list({ file, onReadEntry: (entry) => void names.push(entry.path) }).then(() => names);
}

describe.each(TEST_DATABASES)("export, import and backups of the lake ($name)", (database) => {
  const source = conformanceLake(database);
  const target = conformanceLake(database, []);
  const dir = mkdtempSync(join(tmpdir(), "lake-archive-"));

  it("streams the dataset from /data/export as Sanity's exporter reads it, drafts and all", async () => {
    const outputPath = join(dir, "raw.tar.gz");
    await exportDataset({
      client: source.client("editor"),
      dataset: DATASET,
      outputPath,
      raw: true,
      assets: false,
      onProgress: () => {},
    } as never);
    const work = mkdtempSync(join(tmpdir(), "lake-raw-"));
    await tar.extract({ file: outputPath, cwd: work });
    const [folder] = readdirSync(work);
    const ids = readFileSync(join(work, folder as string, "data.ndjson"), "utf8")
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { _id: string })._id);
    expect(ids).toEqual(expect.arrayContaining(["perk-sv-se-free-shipping", "drafts.perk-sv-se-open-purchase", "banner-sv-1"]));
    // The shop's reader exports what it may read: no draft.
    const types = await fetch(`${source.apiHost}/v2025-02-19/data/export/${DATASET}?types=alertBanner`, {
      headers: { authorization: `Bearer ${source.token("shop")}` },
    });
    expect(
      (await types.text())
        .trim()
        .split("\n")
        .map((line) => (JSON.parse(line) as { _id: string })._id),
    ).toEqual(["banner-sv-1"]);
  });

  it("answers the datasets list as Sanity's", async () => {
    const datasets = await source.client("editor").datasets.list();
    expect(datasets).toEqual([expect.objectContaining({ name: DATASET, aclMode: "private" })]);
    expect(await source.client("editor").request({ url: `/projects/${PROJECT}/datasets` })).toEqual(datasets);
  });

  it("writes an archive Sanity's importer loads into another lake, pictures and their details included", async () => {
    const editor = source.client("editor");
    const image = await editor.assets.upload("image", SVG, { filename: "sale.svg", title: "Sale", label: "banners" });
    await editor
      .patch("banner-sv-1")
      .set({ image: { _type: "image", asset: { _type: "reference", _ref: image._id } } })
      .commit();
    const outputPath = join(dir, "lake.tar.gz");
    const written = await writeArchive(source.handle.db, DATASET, await source.lake.store.snapshot(), outputPath);
    expect(written.assets).toBe(1);
    const names = await listArchive(outputPath);
    const [folder] = names[0]?.split("/") ?? [];
    expect(folder).toMatch(new RegExp(`^${DATASET}-export-`));
    expect(names).toEqual(
      expect.arrayContaining([
        `${folder}/data.ndjson`,
        `${folder}/assets.json`,
        `${folder}/images/${image._id.replace(/^image-/, "").replace(/-svg$/, ".svg")}`,
      ]),
    );

    const work = mkdtempSync(join(tmpdir(), "lake-import-"));
    await tar.extract({ file: outputPath, cwd: work });
    const extracted = join(work, folder as string);
    const ndjson = readFileSync(join(extracted, "data.ndjson"), "utf8");
    expect(ndjson).toContain('"_sanityAsset":"image@file://./images/');
    const result = await sanityImport(
      ndjson
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
      {
        client: target.client("administrator"),
        operation: "createOrReplace",
        assetsBase: extracted,
        onProgress: () => {},
      } as never,
    );
    expect(result.numDocs).toBeGreaterThan(4);
    const copy = target.client("editor");
    expect(await copy.fetch('*[_id == "banner-sv-1"][0]{text, "url": image.asset->url}')).toMatchObject({
      text: "Rea!",
      url: expect.stringContaining(`/images/${PROJECT}/${DATASET}/`),
    });
    expect(await copy.getDocument("drafts.perk-sv-se-open-purchase")).toMatchObject({ tags: ["öppet köp", "utkast"] });
  });

  it("restores its own archive, with each asset's details, refusing to overwrite unless asked", async () => {
    const outputPath = join(dir, "lake.tar.gz");
    const restore = (mode: "create" | "replace" | "missing") =>
      readArchive({
        store: target.lake.store,
        db: target.handle.db,
        archivePath: outputPath,
        mode,
        origin: target.lake.origin,
        projectId: PROJECT,
        author: "test",
      });
    await expect(restore("create")).rejects.toMatchObject({ status: 409 });
    await target.client("editor").patch("menu-sv-primary").set({ title: "Ändrad" }).commit();
    expect((await restore("missing")).documents).toBe(0);
    expect((await target.client("editor").getDocument("menu-sv-primary"))?.title).toBe("Ändrad");
    await restore("replace");
    expect((await target.client("editor").getDocument("menu-sv-primary"))?.title).toBe("Meny");
    const asset = await target.client("editor").fetch('*[_type == "sanity.imageAsset"][0]{title, label, originalFilename}');
    expect(asset).toEqual({ title: "Sale", label: "banners", originalFilename: "sale.svg" });
  });

  it("backs up a running lake with everything written before the backup was asked for", async () => {
    // Acknowledged to its client, and one still on its way to the database when the backup is asked for.
    await source.client("editor").create({ _id: "menu-acknowledged", _type: "menu", title: "Sparad" });
    const writing = source.lake.store.commit(
      { kind: "mutations", items: [{ create: { _id: "menu-in-flight", _type: "menu", title: "På väg" } }] },
      { author: "test" },
    );
    const snapshot = source.lake.store.snapshot();
    await writing;
    const path = join(dir, "backup.tar.gz");
    await writeArchive(source.handle.db, DATASET, await snapshot, path);
    const work = mkdtempSync(join(tmpdir(), "lake-backup-"));
    await tar.extract({ file: path, cwd: work });
    const [folder] = readdirSync(work);
    const data = readFileSync(join(work, folder as string, "data.ndjson"), "utf8");
    expect(data).toContain('"_id":"menu-acknowledged"');
    expect(data).toContain('"_id":"menu-in-flight"');
  });
});
