import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockHolder, lockLakeDir } from "./dir-lock.ts";

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "lake-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const onLost = (error: Error) => {
  throw error;
};

describe("lockLakeDir", () => {
  it("lets one holder at a time into a lake's folder, and says who holds it", async () => {
    const dir = folder();
    const lake = await lockLakeDir(dir, { role: "lake", onLost });
    expect(lake).toBeDefined();
    expect(lockHolder(dir)).toEqual({ pid: process.pid, role: "lake" });
    expect(await lockLakeDir(dir, { role: "user command", onLost })).toBeUndefined();
    await lake?.release();
    expect(lockHolder(dir)).toBeUndefined();
    const command = await lockLakeDir(dir, { role: "user command", onLost });
    expect(lockHolder(dir)?.role).toBe("user command");
    await command?.release();
  });

  it("waits for a holder that lets go soon", async () => {
    const dir = folder();
    const first = await lockLakeDir(dir, { role: "user command", onLost });
    setTimeout(() => first?.release(), 300);
    const started = Date.now();
    const second = await lockLakeDir(dir, { role: "lake", waitMs: 5000, onLost });
    expect(second).toBeDefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await second?.release();
  });
});
