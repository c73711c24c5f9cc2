/**
 * Starting a Content Lake: its database (tables migrated), its store (seeded
 * from Sanity's NDJSON export format on first start, assets included), its
 * users, and its HTTPS server. The CLI (main.ts) and the tests both start one
 * through here.
 */
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { DatabaseHandle } from "#lib/db/client.ts";
import { prepareAsset, saveFile } from "./assets.ts";
import { createUser, listUsers, newUserSchema } from "./auth.ts";
import type { Certificate } from "./cert.ts";
import type { LakeDocument } from "./groq.ts";
import { createLakeServer } from "./server.ts";
import { type LakeStore, migrateLake, openLakeStore } from "./store/store.ts";

export interface LakeOptions {
  handle: DatabaseHandle;
  projectId: string;
  dataset: string;
  certificate: Certificate;
  port: number;
  host?: string;
  studioDir?: string | undefined;
  /** An NDJSON dataset loaded into an empty dataset on start. */
  seedPath?: string | undefined;
  /** Users created on start when their email is not taken yet. */
  users?: unknown[];
  log?: (line: string) => void;
}

export interface RunningLake {
  store: LakeStore;
  /** The origin the Studio and its API are served from: `https://<projectId>.localhost:<port>`. */
  origin: string;
  /** The API host to give @sanity/client (with `useProjectHostname: false`) or the Studio (`apiHost`). */
  apiHost: string;
  port: number;
  close(): Promise<void>;
}

/** Sanity's NDJSON export format: one document per line. */
export function parseDataset(text: string, origin: string): LakeDocument[] {
  return text
    .split("\n")
    .map((line, index) => [line.trim(), index + 1] as const)
    .filter(([line]) => line !== "")
    .map(([line, number]) => {
      const doc = JSON.parse(line) as Partial<LakeDocument>;
      if (typeof doc._id !== "string" || typeof doc._type !== "string")
        throw new Error(`${origin}:${number} has no _id and _type`);
      return doc as LakeDocument;
    });
}

const ASSET_REFERENCE = /^(image|file)@file:\/\/(.+)$/;

/**
 * Replaces Sanity's import placeholders (`_sanityAsset: "image@file://./x.svg"`,
 * relative to the NDJSON file) with references to uploaded asset documents, as
 * `sanity dataset import` does.
 */
export async function importAssets(
  docs: LakeDocument[],
  baseDir: string,
  upload: (kind: "images" | "files", body: Buffer, mimeType: string, filename: string) => Promise<LakeDocument>,
): Promise<LakeDocument[]> {
  const uploaded = new Map<string, Promise<LakeDocument>>();
  const visit = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(visit));
    if (!value || typeof value !== "object") return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key !== "_sanityAsset") out[key] = await visit(item);
    }
    const placeholder = (value as { _sanityAsset?: unknown })._sanityAsset;
    const match = typeof placeholder === "string" ? ASSET_REFERENCE.exec(placeholder) : null;
    if (match) {
      const [, kind, path] = match as unknown as [string, "image" | "file", string];
      const file = resolve(baseDir, path);
      let asset = uploaded.get(file);
      if (!asset) {
        asset = readFile(file).then((body) =>
          upload(kind === "image" ? "images" : "files", body, mimeTypeOf(file), file.slice(file.lastIndexOf("/") + 1)),
        );
        uploaded.set(file, asset);
      }
      out.asset = { _type: "reference", _ref: (await asset)._id };
    }
    return out;
  };
  const result: LakeDocument[] = [];
  // One document at a time: asset uploads are transactions of their own, taken in order.
  for (const doc of docs) result.push((await visit(doc)) as LakeDocument);
  return result;
}

function mimeTypeOf(file: string): string {
  const extension = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
  return (
    { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" }[
      extension
    ] ?? "application/octet-stream"
  );
}

export async function startLake(options: LakeOptions): Promise<RunningLake> {
  const { handle, projectId, dataset, certificate, port, host = "localhost", log = (line) => console.log(line) } = options;
  await migrateLake(handle);
  const store = await openLakeStore(handle, dataset);
  const listening = { port };
  const origin = () => `https://${projectId}.localhost:${listening.port}`;

  const server = createLakeServer({ store, db: handle.db, projectId, certificate, studioDir: options.studioDir, log });
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (socket: import("node:net").Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      done();
    });
  });
  const address = server.address();
  if (address && typeof address === "object") listening.port = address.port;
  // Seeded once the port is known: uploaded assets carry URLs on the lake's own origin.
  if (options.seedPath && store.all().length === 0) {
    const seedPath = options.seedPath;
    const docs = parseDataset(await readFile(seedPath, "utf8"), seedPath);
    const assets = new Map<string, LakeDocument>();
    const withAssets = await importAssets(docs, dirname(seedPath), async (kind, body, mimeType, filename) => {
      const asset = prepareAsset({ kind, body, mimeType, filename, origin: origin(), projectId, dataset });
      await saveFile(handle.db, dataset, asset, body);
      assets.set(asset.doc._id, asset.doc);
      return asset.doc;
    });
    if (await store.seedIfEmpty([...assets.values(), ...withAssets]))
      log(`lake: dataset "${dataset}" seeded with ${docs.length} documents from ${seedPath}`);
  }

  const existing = new Set((await listUsers(handle.db)).map((user) => user.email));
  for (const raw of options.users ?? []) {
    const user = newUserSchema.parse(raw);
    if (existing.has(user.email)) continue;
    await createUser(handle.db, user);
    log(`lake: created ${user.role} ${user.email}`);
  }

  return {
    store,
    origin: origin(),
    apiHost: `https://localhost:${listening.port}`,
    port: listening.port,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        // Listener streams never end by themselves: close their connections.
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
