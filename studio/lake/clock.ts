/**
 * The one clock the lake reads time from: GROQ's now(), and when a scheduled release
 * is due (./schedules.ts). In production it is the system's. Tests inject another:
 * a function, or (for a lake in a process of its own) LAKE_CLOCK_FILE, a file holding
 * the time the clock was set to, from which it runs on. The file is read only when
 * the lake was started with it, and nothing on the lake's HTTP API writes it.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";

export type LakeClock = () => Date;

export const systemClock: LakeClock = () => new Date();

/**
 * A clock set by a file: it shows the time written there (an ISO date) when the file
 * was written, and runs on from it. A missing or unreadable file reads as the system clock.
 */
export function fileClock(path: string): LakeClock {
  let read: { mtimeMs: number; setTo: number } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(path);
      if (read?.mtimeMs !== mtimeMs) {
        const setTo = Date.parse(readFileSync(path, "utf8").trim());
        read = { mtimeMs, setTo: Number.isNaN(setTo) ? mtimeMs : setTo };
      }
      return new Date(read.setTo + (Date.now() - read.mtimeMs));
    } catch {
      return new Date();
    }
  };
}

/** Sets a file clock (see fileClock): written whole, so the lake never reads half a date. */
export function setFileClock(path: string, now: Date): void {
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, `${now.toISOString()}\n`);
  renameSync(partial, path);
}
