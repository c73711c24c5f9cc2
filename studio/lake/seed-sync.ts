/**
 * The seed dataset kept in step with a lake that was seeded from it. Developers
 * change `seed/content.ndjson` (by hand or with `npm run generate`) and expect the
 * running shop to show it, as it did before the lake; editors change the same
 * documents in the Studio and must never lose that work. So a document the seed
 * changed is written to the lake only while nobody has edited it there since it
 * came from the seed (its `_rev` is still the one the seed wrote); otherwise the
 * editor's version stays and the sync says so. The state (each document's seed
 * hash and the revision the seed wrote) is kept beside the lake's data.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { LakeDocument } from "./groq.ts";
import type { Mutation } from "./mutations.ts";
import type { LakeStore } from "./store/store.ts";

export interface SeedState {
  docs: Record<string, { hash: string; rev: string }>;
}

export interface SeedSyncResult {
  written: string[];
  removed: string[];
  /** Changed in the seed, but edited in the lake since: left as the editor made them. */
  kept: string[];
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

const ASSET_FILE = /^(?:image|file)@file:\/\/(.+)$/;

/** A seed document's fingerprint: its JSON and the files its asset placeholders name, so a redrawn picture counts. */
export function seedHash(doc: LakeDocument, baseDir: string): string {
  const hash = createHash("sha256").update(JSON.stringify(doc));
  JSON.stringify(doc, (key, value) => {
    const match = key === "_sanityAsset" && typeof value === "string" ? ASSET_FILE.exec(value) : null;
    const file = match?.[1] ? resolve(baseDir, match[1]) : null;
    if (file && existsSync(file)) hash.update(readFileSync(file));
    return value;
  });
  return hash.digest("hex");
}

export function readSeedState(path: string): SeedState | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as SeedState;
  } catch {
    return null;
  }
}

/** The state right after an import: every seed document at the revision it has in the lake now. */
export function stateAfterImport(store: LakeStore, seed: LakeDocument[], baseDir: string): SeedState {
  const docs: SeedState["docs"] = {};
  for (const doc of seed) {
    const rev = store.getDocument(doc._id)?._rev;
    if (typeof rev === "string") docs[doc._id] = { hash: seedHash(doc, baseDir), rev };
  }
  return { docs };
}

export interface SeedSyncOptions {
  store: LakeStore;
  seedPath: string;
  statePath: string;
  /** Turns seed documents into lake documents (asset placeholders uploaded and referenced). */
  prepare: (docs: LakeDocument[]) => Promise<LakeDocument[]>;
}

/** Applies what changed in the seed since the last import; untouched documents only. */
export async function syncSeed({ store, seedPath, statePath, prepare }: SeedSyncOptions): Promise<SeedSyncResult> {
  const baseDir = dirname(seedPath);
  const seed = parseDataset(await readFile(seedPath, "utf8"), seedPath);
  const previous = readSeedState(statePath);
  if (!previous) {
    // A lake seeded before its seed was tracked: what it holds now is the baseline.
    writeFileSync(statePath, JSON.stringify(stateAfterImport(store, seed, baseDir)));
    return { written: [], removed: [], kept: [] };
  }
  const untouched = (id: string) => {
    const current = store.getDocument(id);
    // A document the seed wrote and an editor deleted since stays deleted.
    if (!current) return !(id in previous.docs);
    return current._rev === previous.docs[id]?.rev;
  };
  const result: SeedSyncResult = { written: [], removed: [], kept: [] };
  const changed: LakeDocument[] = [];
  const hashes = new Map<string, string>();
  for (const doc of seed) {
    const hash = seedHash(doc, baseDir);
    hashes.set(doc._id, hash);
    if (previous.docs[doc._id]?.hash === hash) continue;
    // A document new to the seed that someone already made in the lake is theirs.
    const known = doc._id in previous.docs;
    if (untouched(doc._id) && (known || !store.getDocument(doc._id))) changed.push(doc);
    else result.kept.push(doc._id);
  }
  const gone = Object.keys(previous.docs).filter((id) => !hashes.has(id));
  for (const id of gone) (untouched(id) ? result.removed : result.kept).push(id);
  const mutations: Mutation[] = [
    ...(await prepare(changed)).map((doc) => ({ createOrReplace: doc })),
    ...result.removed.map((id) => ({ delete: { id } })),
  ];
  if (mutations.length > 0) await store.commit({ kind: "mutations", items: mutations }, { author: "seed" });
  result.written = changed.map((doc) => doc._id);
  // The new baseline: what the seed says now, at the revisions the lake has now; kept documents keep their old entry.
  const docs: SeedState["docs"] = {};
  for (const doc of seed) {
    const rev = store.getDocument(doc._id)?._rev;
    const hash = hashes.get(doc._id) as string;
    if (result.kept.includes(doc._id)) {
      const old = previous.docs[doc._id];
      if (old) docs[doc._id] = old;
    } else if (typeof rev === "string") docs[doc._id] = { hash, rev };
  }
  writeFileSync(statePath, JSON.stringify({ docs }));
  return result;
}
