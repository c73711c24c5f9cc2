/**
 * A new PGlite database starts from a copy of a fresh cluster instead of running initdb.
 *
 * PGlite runs initdb for every new database, in a second WebAssembly instance of PostgreSQL:
 * about 4 CPU s and 900 MB of memory touched on a two-core machine, where loading the same
 * cluster from a tarball takes about 1 CPU s (ADR 45). The tests open dozens of new databases
 * (each in memory, each lake in a fresh folder), the shop and the lake one on a first start.
 *
 * The first new database on an installation runs initdb and writes its cluster, before any
 * statement reaches it, to a file beside the installed PGlite (node_modules/.cache), named
 * after PGlite's version: an upgrade makes a new one. Later new databases load that file.
 * The file is written under another name and renamed, so a reader never sees half of one.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { logger } from "#lib/log/logger.server.ts";

const log = logger.child({ component: "database" });

/** PGlite's package folder: node_modules/@electric-sql/pglite (its entry is dist/index.js). */
function pgliteFolder(): string {
  return resolve(dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))), "..");
}

let installed: string | undefined;

/** Where the fresh cluster of this PGlite version is kept: node_modules/.cache/little-north/ (read once for the installed one). */
export function templatePath(folder?: string): string {
  if (folder === undefined) {
    installed ??= templatePath(pgliteFolder());
    return installed;
  }
  const { version } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string };
  return join(folder, "..", "..", ".cache", "little-north", `pglite-${version}-initdb.tar`);
}

/** Whether `dataDir` holds no cluster yet: PGlite would run initdb for it. */
export function isNewCluster(dataDir: string): boolean {
  return dataDir.startsWith("memory://") || !existsSync(join(dataDir, "PG_VERSION"));
}

/** The kept fresh cluster, if there is one. */
export function readTemplate(path = templatePath()): Blob | undefined {
  try {
    const bytes = readFileSync(path);
    return bytes.length > 0 ? new Blob([bytes]) : undefined;
  } catch (error) {
    // None kept yet is the usual case on a new installation, not a failure.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      log.warn({ err: error, path }, "could not read PGlite's kept cluster; running initdb");
    return undefined;
  }
}

/**
 * Keeps the cluster `client` is making. Called right after the client is constructed: the dump is
 * the first to wait for it to be ready and takes PGlite's statement lock then (its start needs that
 * lock, so not before), ahead of the caller's first statement, which waits for the dump: about a
 * second, once per installation. The dump holds the cluster as initdb left it.
 */
export function keepTemplate(client: PGlite, path = templatePath()): Promise<void> {
  return client.waitReady
    .then(() => client.dumpDataDir("none"))
    .then(async (tarball) => {
      const bytes = new Uint8Array(await tarball.arrayBuffer());
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.${Date.now()}`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    })
    .catch((error: unknown) => log.warn({ err: error, path }, "could not keep PGlite's fresh cluster"));
}
