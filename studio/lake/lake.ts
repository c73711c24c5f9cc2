/**
 * Starting a Content Lake: its database (tables migrated), its store (seeded
 * from Sanity's NDJSON export format on first start, assets included), its
 * users, and its HTTPS server. The CLI (main.ts) and the tests both start one
 * through here.
 */
import { writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { LakeAddress } from "#lib/content/lake-env.server.ts";
import type { DatabaseHandle } from "#lib/db/client.server.ts";
import { prepareAsset, saveFile } from "./assets.ts";
import { createUser, listUsers, newUserSchema } from "./auth.ts";
import type { Certificate } from "./cert.ts";
import { type LakeClock, systemClock } from "./clock.ts";
import type { LakeDocument } from "./groq.ts";
import { startScheduler } from "./schedules.ts";
import { parseDataset, type SeedSyncResult, stateAfterImport, syncSeed } from "./seed-sync.ts";
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
  /** Where the seed's import state is kept; with it, later changes of the seed reach the lake (./seed-sync.ts). */
  seedStatePath?: string | undefined;
  /** Users created on start when their email is not taken yet. */
  users?: unknown[];
  /** Origins besides the lake's own that browsers may call its API from (see LakeServerOptions.corsOrigins). */
  corsOrigins?: readonly string[];
  /** The lake's time (./clock.ts): the system's unless a test injects one. */
  clock?: LakeClock;
  log?: (line: string) => void;
}

/** What a started lake tells the process that started it (`npm start`), so the shop can read it. */
export interface LakeReady extends LakeAddress {
  type: "lake-ready";
}

/**
 * What a lake whose database does not answer yet tells `npm start`: where it will serve
 * (and the token the shop had), so the shop serves its last known content meanwhile.
 */
export interface LakeWaiting extends LakeAddress {
  type: "lake-waiting";
  reason: string;
}

export interface RunningLake {
  store: LakeStore;
  /** The origin the Studio and its API are served from: `https://<projectId>.localhost:<port>`. */
  origin: string;
  /** The API host to give @sanity/client (with `useProjectHostname: false`) or the Studio (`apiHost`). */
  apiHost: string;
  port: number;
  /** Publishes the scheduled releases that are due now (the lake also does it four times a second). */
  publishDueReleases(): Promise<string[]>;
  /** Applies what changed in the seed dataset since it was imported (./seed-sync.ts). */
  syncFromSeed(): Promise<SeedSyncResult>;
  close(): Promise<void>;
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
  const {
    handle,
    projectId,
    dataset,
    certificate,
    port,
    host = "localhost",
    clock = systemClock,
    log = (line) => console.log(line),
  } = options;
  await migrateLake(handle);
  const store = await openLakeStore(handle, dataset);
  const listening = { port };
  const origin = () => `https://${projectId}.localhost:${listening.port}`;

  const server = createLakeServer({
    store,
    db: handle.db,
    projectId,
    origin,
    corsOrigins: options.corsOrigins ?? [],
    certificate,
    studioDir: options.studioDir,
    clock,
    log,
  });
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
  const seedPath = options.seedPath;
  // Seed documents as the lake keeps them: asset placeholders uploaded, and the asset documents not in the lake yet first.
  const prepare = async (docs: LakeDocument[]) => {
    const assets = new Map<string, LakeDocument>();
    const prepared = await importAssets(docs, dirname(seedPath ?? "."), async (kind, body, mimeType, filename) => {
      const asset = prepareAsset({ kind, body, mimeType, filename, origin: origin(), projectId, dataset });
      await saveFile(handle.db, dataset, asset, body);
      if (!store.getDocument(asset.doc._id)) assets.set(asset.doc._id, asset.doc);
      return asset.doc;
    });
    return [...assets.values(), ...prepared];
  };
  if (seedPath && store.all().length === 0) {
    const docs = parseDataset(await readFile(seedPath, "utf8"), seedPath);
    if (await store.seedIfEmpty(await prepare(docs))) {
      log(`lake: dataset "${dataset}" seeded with ${docs.length} documents from ${seedPath}`);
      if (options.seedStatePath)
        writeFileSync(options.seedStatePath, JSON.stringify(stateAfterImport(store, docs, dirname(seedPath))));
    }
  }
  const seedStatePath = options.seedStatePath;
  const syncFromSeed = async () => {
    if (!seedPath || !seedStatePath) return { written: [], removed: [], kept: [] };
    const result = await syncSeed({ store, seedPath, statePath: seedStatePath, prepare });
    if (result.written.length + result.removed.length + result.kept.length > 0) {
      log(
        `lake: ${seedPath} changed: ${result.written.length} documents written, ${result.removed.length} removed` +
          (result.kept.length
            ? `, ${result.kept.length} kept as edited in the Studio (${result.kept.slice(0, 5).join(", ")})`
            : ""),
      );
    }
    return result;
  };
  // The seed may have changed while the lake was stopped. A seed that cannot be read (a hand
  // edit half done) leaves the lake as it is: editors keep working, as when the watcher meets it.
  try {
    await syncFromSeed();
  } catch (error) {
    log(`lake: ${seedPath} was not applied: ${error instanceof Error ? error.message : String(error)}`);
  }

  const existing = new Set((await listUsers(handle.db)).map((user) => user.email));
  for (const raw of options.users ?? []) {
    const user = newUserSchema.parse(raw);
    if (existing.has(user.email)) continue;
    await createUser(handle.db, user);
    log(`lake: created ${user.role} ${user.email}`);
  }

  // Started once the dataset is seeded: a release that fell due while the lake was down is published now.
  const scheduler = startScheduler({ store, clock, log });
  await scheduler.tick();

  return {
    store,
    origin: origin(),
    publishDueReleases: () => scheduler.tick(),
    apiHost: `https://localhost:${listening.port}`,
    port: listening.port,
    syncFromSeed,
    async close() {
      scheduler.stop();
      await new Promise<void>((done) => {
        server.close(() => done());
        // Listener streams never end by themselves: close their connections.
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
