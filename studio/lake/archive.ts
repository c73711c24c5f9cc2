/**
 * A dataset as `sanity dataset export` writes it and `sanity dataset import` reads it: a
 * gzipped tarball with one folder holding `data.ndjson` (every document, drafts and release
 * versions included, each asset reference written as a `_sanityAsset: "image@file://./images/…"`
 * placeholder), the asset files under `images/` and `files/` (named as Sanity names them), and
 * `assets.json` (what each asset document said beyond its file: original name, title, label…).
 * So an editor's work on the lake can be saved, restored, or moved to a hosted Sanity project.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import * as tar from "tar";
import type { Database } from "#lib/db/client.server.ts";
import { type PreparedAsset, prepareAsset, saveFile } from "./assets.ts";
import type { LakeDocument } from "./groq.ts";
import { importAssets } from "./lake.ts";
import { LakeError } from "./mutations.ts";
import { parseDataset } from "./seed-sync.ts";
import { lakeFiles } from "./store/schema.ts";
import type { LakeStore } from "./store/store.ts";

const ASSET_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset"]);
/** The asset document's fields the file itself determines: not kept in assets.json (as @sanity/export leaves them out). */
const FILE_FIELDS = new Set(["_id", "_type", "assetId", "extension", "mimeType", "path", "uploadId", "url"]);

/** `image-<sha1>-<w>x<h>-png` → `<sha1>-<w>x<h>.png`, as @sanity/export names an asset's file. */
export function assetFileName(assetId: string): string {
  const match = assetId.match(/^(image|file)-(.*?)(-[a-z0-9]+)?$/);
  return match?.[2] ? `${match[2]}.${(match[3] ?? "-bin").slice(1)}` : `${assetId}.bin`;
}

const isAssetRef = (ref: unknown): ref is string => typeof ref === "string" && /^(image|file)-/.test(ref);

/** A document with its asset references as import placeholders (`{_sanityAsset, …rest}` in place of `{asset, …rest}`). */
function withPlaceholders(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPlaceholders);
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const ref = (record.asset as { _ref?: unknown } | undefined)?._ref;
  const out: Record<string, unknown> = {};
  if (isAssetRef(ref)) {
    const kind = ref.startsWith("image-") ? "image" : "file";
    out._sanityAsset = `${kind}@file://./${kind}s/${assetFileName(ref)}`;
  }
  for (const [key, item] of Object.entries(record)) if (!(key === "asset" && isAssetRef(ref))) out[key] = withPlaceholders(item);
  return out;
}

export interface ExportResult {
  documents: number;
  assets: number;
}

/**
 * Writes the documents (a consistent snapshot, see LakeStore.snapshot) and their files to
 * `outputPath` as Sanity's export archive.
 */
export async function writeArchive(
  db: Database,
  dataset: string,
  documents: readonly LakeDocument[],
  outputPath: string,
  now = new Date(),
): Promise<ExportResult> {
  const work = await mkdtemp(join(tmpdir(), "lake-export-"));
  try {
    const folder = `${dataset}-export-${now.toISOString().slice(0, 19).replace(/[:T]/g, "-")}`;
    const root = join(work, folder);
    await mkdir(join(root, "images"), { recursive: true });
    await mkdir(join(root, "files"), { recursive: true });
    const assetsMap: Record<string, Record<string, unknown>> = {};
    let assets = 0;
    const lines: string[] = [];
    for (const doc of [...documents].sort((a, b) => a._id.localeCompare(b._id))) {
      if (!ASSET_TYPES.has(doc._type)) {
        lines.push(JSON.stringify(withPlaceholders(doc)));
        continue;
      }
      const stem = assetFileName(doc._id).replace(/\.[^.]+$/, "");
      const [row] = await db
        .select({ data: lakeFiles.data })
        .from(lakeFiles)
        .where(and(eq(lakeFiles.dataset, dataset), eq(lakeFiles.assetId, stem)));
      if (!row) throw new LakeError(500, "ASSET_FILE_MISSING", `The file of ${doc._id} is missing from the lake`);
      const kind = doc._type === "sanity.imageAsset" ? "images" : "files";
      await writeFile(join(root, kind, assetFileName(doc._id)), Buffer.from(row.data, "base64"));
      const meta = Object.fromEntries(Object.entries(doc).filter(([key]) => !FILE_FIELDS.has(key)));
      assetsMap[`${kind === "images" ? "image" : "file"}-${String(doc.sha1hash ?? doc.assetId)}`] = meta;
      assets++;
    }
    await writeFile(join(root, "data.ndjson"), lines.length ? `${lines.join("\n")}\n` : "");
    await writeFile(join(root, "assets.json"), JSON.stringify(assetsMap));
    await tar.create({ gzip: true, file: outputPath, cwd: work, portable: true }, [folder]);
    return { documents: lines.length, assets };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What an import does with a document whose id the dataset already has (Sanity's CLI: fail, `--replace`, `--missing`). */
export type ImportMode = "create" | "replace" | "missing";

export interface ImportResult {
  documents: number;
  assets: number;
  /** Documents left as they were (`missing` mode, and asset documents already there). */
  skipped: number;
}

/**
 * Reads an export archive (this lake's, or `sanity dataset export`'s) into the dataset in one
 * transaction: asset files uploaded (their documents made as an upload makes them, with what
 * assets.json says of them), then every document with its placeholders turned into references.
 */
export async function readArchive(input: {
  store: LakeStore;
  db: Database;
  archivePath: string;
  mode: ImportMode;
  origin: string;
  projectId: string;
  author: string;
}): Promise<ImportResult> {
  const { store, db, mode } = input;
  const work = await mkdtemp(join(tmpdir(), "lake-import-"));
  try {
    await tar.extract({ file: input.archivePath, cwd: work });
    const entries = await readdir(work, { withFileTypes: true });
    const folder = entries.find((entry) => entry.isDirectory());
    const root = folder ? join(work, folder.name) : work;
    const dataPath = join(root, "data.ndjson");
    const docs = parseDataset(await readFile(dataPath, "utf8").catch(() => ""), dataPath);
    const assetsMap = JSON.parse(await readFile(join(root, "assets.json"), "utf8").catch(() => "{}")) as Record<
      string,
      Record<string, unknown>
    >;
    const newAssets = new Map<string, LakeDocument>();
    const prepared = await importAssets(docs, root, async (kind, body, mimeType, filename) => {
      const asset: PreparedAsset = prepareAsset({ ...input, kind, body, mimeType, filename, dataset: store.dataset });
      const meta = assetsMap[`${kind === "images" ? "image" : "file"}-${asset.doc.sha1hash}`] ?? {};
      const { _rev, _createdAt, _updatedAt, sha1hash, size, ...said } = meta;
      const doc = { ...asset.doc, ...said };
      await saveFile(db, store.dataset, asset, body);
      // An asset already there keeps its document, unless the import replaces what it holds.
      if (mode === "replace" || !store.getDocument(doc._id)) newAssets.set(doc._id, doc);
      return doc;
    });
    const existing = prepared.filter((doc) => store.getDocument(doc._id));
    if (mode === "create" && existing.length > 0) {
      const ids = existing.slice(0, 5).map((doc) => doc._id);
      throw new LakeError(
        409,
        "DOCUMENTS_EXIST",
        `${existing.length} documents of the archive exist already (${ids.join(", ")}${existing.length > 5 ? ", …" : ""}): import with --replace or --missing`,
      );
    }
    const written = mode === "missing" ? prepared.filter((doc) => !store.getDocument(doc._id)) : prepared;
    const items = [...newAssets.values(), ...written].map((doc) => ({ createOrReplace: doc }));
    if (items.length > 0) await store.commit({ kind: "mutations", items }, { author: input.author });
    return { documents: written.length, assets: newAssets.size, skipped: prepared.length - written.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
