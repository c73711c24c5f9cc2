/**
 * The lake's secrets on disk (its certificate's key, the shop's token, the first
 * administrator's password): in a folder only its owner can open, each file readable by
 * its owner alone. A mode given to writeFileSync applies only when the file is created,
 * so an older file kept whatever it had; these are written to a temporary file and
 * renamed over the old one, which also means the shop never reads a token half written.
 */
import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";

/** Makes `dir` (and its parents) when missing, and closes it to all but its owner. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Replaces `path` at once with `content`, readable and writable by its owner alone. */
export function writePrivateFile(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, content, { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
