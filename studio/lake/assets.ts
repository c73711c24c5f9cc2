/**
 * Asset uploads (`/assets/images/<dataset>`, `/assets/files/<dataset>`): the
 * bytes go to lake_files, and a `sanity.imageAsset` / `sanity.fileAsset`
 * document describes them as Sanity's does (id from the SHA-1 of the content,
 * so the same upload twice is one asset), with a URL the lake serves.
 */
import { createHash } from "node:crypto";
import type { Database } from "#lib/db/client.server.ts";
import type { LakeUser } from "./auth.ts";
import type { LakeDocument } from "./groq.ts";
import { LakeError } from "./mutations.ts";
import { lakeFiles } from "./store/schema.ts";
import type { DocumentChange, LakeStore } from "./store/store.ts";

const IMAGE_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};

/** Width and height from the file's own header (PNG, GIF, JPEG, WebP, SVG); undefined when unreadable. */
export function imageSize(body: Buffer, extension: string): { width: number; height: number } | undefined {
  if (extension === "png" && body.length >= 24) return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
  if (extension === "gif" && body.length >= 10) return { width: body.readUInt16LE(6), height: body.readUInt16LE(8) };
  if (extension === "webp" && body.length >= 30 && body.toString("ascii", 12, 16) === "VP8X") {
    return { width: 1 + body.readUIntLE(24, 3), height: 1 + body.readUIntLE(27, 3) };
  }
  if (extension === "jpg") {
    let at = 2;
    while (at + 9 < body.length) {
      if (body[at] !== 0xff) return undefined;
      const marker = body[at + 1] as number;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: body.readUInt16BE(at + 5), width: body.readUInt16BE(at + 7) };
      }
      at += 2 + body.readUInt16BE(at + 2);
    }
    return undefined;
  }
  if (extension === "svg") {
    const head = body.toString("utf8", 0, Math.min(body.length, 4096));
    const tag = head.match(/<svg\b[^>]*>/)?.[0] ?? "";
    const attr = (name: string) => Number.parseFloat(tag.match(new RegExp(`\\s${name}="([\\d.]+)`))?.[1] ?? "");
    const [, , vw, vh] = (tag.match(/viewBox="([^"]+)"/)?.[1] ?? "").split(/[\s,]+/).map(Number);
    const width = attr("width") || vw;
    const height = attr("height") || vh;
    return width && height ? { width: Math.round(width), height: Math.round(height) } : undefined;
  }
  return undefined;
}

export interface StoreAssetInput {
  store: LakeStore;
  db: Database;
  kind: "images" | "files";
  body: Buffer;
  mimeType: string;
  filename?: string | undefined;
  /** The origin asset URLs are built on (the lake's own). */
  origin: string;
  projectId: string;
  author: LakeUser | { id: string };
  authorize?: (change: DocumentChange) => Promise<void>;
}

export interface PreparedAsset {
  doc: LakeDocument;
  /** The file's name without extension, which its URL ends in and lake_files keys it by. */
  stem: string;
  mimeType: string;
}

/** The asset document for an upload (nothing is written). */
export function prepareAsset(
  input: Pick<StoreAssetInput, "kind" | "body" | "mimeType" | "filename" | "origin" | "projectId"> & { dataset: string },
): PreparedAsset {
  const { kind, body, projectId, origin, dataset } = input;
  if (body.length === 0) throw new LakeError(400, "EMPTY_UPLOAD", "The upload is empty");
  const mimeType = input.mimeType.split(";")[0]?.trim().toLowerCase() || "application/octet-stream";
  const sha1 = createHash("sha1").update(body).digest("hex");
  // The fields Sanity gives every asset document, image or file alike.
  const assetFields = (folder: "images" | "files", stem: string, extension: string) => {
    const path = `${folder}/${projectId}/${dataset}/${stem}.${extension}`;
    return {
      assetId: sha1,
      extension,
      mimeType,
      originalFilename: input.filename ?? `${sha1}.${extension}`,
      path,
      sha1hash: sha1,
      size: body.length,
      uploadId: sha1.slice(0, 16),
      url: `${origin}/${path}`,
    };
  };
  if (kind === "images") {
    const extension = IMAGE_TYPES[mimeType];
    if (!extension) throw new LakeError(415, "UNSUPPORTED_IMAGE", `Images must be PNG, JPEG, GIF, WebP or SVG, not ${mimeType}`);
    const size = imageSize(body, extension);
    if (!size) throw new LakeError(400, "UNREADABLE_IMAGE", "The image's size cannot be read");
    const stem = `${sha1}-${size.width}x${size.height}`;
    const doc: LakeDocument = {
      _id: `image-${stem}-${extension}`,
      _type: "sanity.imageAsset",
      ...assetFields("images", stem, extension),
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: {
          _type: "sanity.imageDimensions",
          width: size.width,
          height: size.height,
          aspectRatio: size.width / size.height,
        },
        hasAlpha: extension !== "jpg",
        isOpaque: extension === "jpg",
      },
    };
    return { doc, stem, mimeType };
  }
  const extension = (input.filename?.match(/\.([a-z0-9]{1,8})$/i)?.[1] ?? "bin").toLowerCase();
  const doc: LakeDocument = {
    _id: `file-${sha1}-${extension}`,
    _type: "sanity.fileAsset",
    ...assetFields("files", sha1, extension),
  };
  return { doc, stem: sha1, mimeType };
}

export async function saveFile(db: Database, dataset: string, asset: PreparedAsset, body: Buffer): Promise<void> {
  await db
    .insert(lakeFiles)
    .values({ dataset, assetId: asset.stem, mimeType: asset.mimeType, data: body.toString("base64") })
    .onConflictDoNothing();
}

export async function storeAsset(input: StoreAssetInput): Promise<LakeDocument> {
  const { store, db } = input;
  const asset = prepareAsset({ ...input, dataset: store.dataset });
  const { doc } = asset;
  const existing = store.getDocument(doc._id);
  if (existing) return existing;
  await saveFile(db, store.dataset, asset, input.body);
  const result = await store.commit(
    { kind: "mutations", items: [{ createIfNotExists: doc as LakeDocument & { _id: string } }] },
    { author: input.author.id, authorize: input.authorize },
  );
  return result.changes.find((change) => change.id === doc._id)?.after ?? (store.getDocument(doc._id) as LakeDocument);
}
