/**
 * One process at a time in a lake's folder (LAKE_DIR): the lake that serves it, or a
 * `user` command that opens its database while no lake runs. PGlite is PostgreSQL in
 * one process: a second process on the same folder works on its own copy of the
 * pages, and whichever writes last overwrites the other's rows (a user added beside a
 * running lake was lost at its next stop, ADR on how lake users are stored). The
 * certificate, the shop's token and the seed's state in the folder are one lake's too,
 * so the lock is taken with PostgreSQL as well.
 *
 * proper-lockfile keeps a lock directory fresh while its holder lives; a holder that
 * was killed leaves a lock that goes stale after STALE_MS. Who holds it is written
 * beside it, for the messages of those who wait.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { privateDir } from "./private-files.ts";

const STALE_MS = 10_000;

export interface DirLock {
  release(): Promise<void>;
}

/** Who holds a lake folder: `{ pid, role }`, or undefined when nobody says. */
export function lockHolder(dir: string): { pid: number; role: string } | undefined {
  try {
    const [pid, ...role] = readFileSync(join(dir, "lake.pid"), "utf8").trim().split(" ");
    return Number(pid) > 0 ? { pid: Number(pid), role: role.join(" ") } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder's lock, waiting up to `waitMs` for its holder to let go; undefined when
 * it is still held then. Losing the lock later (the folder removed, the process frozen past
 * the stale time) calls `onLost`: the holder must stop using the folder's database.
 */
export async function lockLakeDir(
  dir: string,
  { role, waitMs = 0, onLost }: { role: string; waitMs?: number; onLost: (error: Error) => void },
): Promise<DirLock | undefined> {
  // The folder holds the lake's secrets (./private-files.ts).
  privateDir(dir);
  const retries = Math.ceil(waitMs / 500);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: join(dir, "lake.lock"),
      stale: STALE_MS,
      retries: retries > 0 ? { retries, factor: 1, minTimeout: 500, maxTimeout: 500 } : 0,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === "ELOCKED") return undefined;
    throw error;
  }
  writeFileSync(join(dir, "lake.pid"), `${process.pid} ${role}\n`);
  return {
    async release() {
      rmSync(join(dir, "lake.pid"), { force: true });
      await release();
    },
  };
}
