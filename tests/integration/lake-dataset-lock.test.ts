/**
 * The lake's hold on what it serves: two lakes on one PostgreSQL dataset, each with its
 * own folder, where the second refuses to start (studio/lake/dataset-lock.ts) rather
 * than overwrite the first one's edits; and a lake whose `npm start` died lets go.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAKE_IN_USE_EXIT } from "#studio/lake/exit-codes.ts";

const serverUrl = process.env.DATABASE_URL;
const PORT = Number(process.env.E2E_PORT || 4900) + 40;

describe("a lake under `npm start`", () => {
  let child: ChildProcess | undefined;
  // A test that timed out never reaches its `finally`: the lake it left must not outlive the run.
  afterAll(() => {
    if (child?.exitCode === null) child.kill("SIGKILL");
  });

  it("stops, letting go of its folder, when its parent's channel ends (the parent died)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ln-lake-orphan-"));
    const lake = spawn(process.execPath, ["studio/lake/main.ts", "--no-build"], {
      env: { ...process.env, DATABASE_URL: "", LAKE_DIR: dir, LAKE_PORT: String(PORT + 2), LAKE_MEMORY: "1" },
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    child = lake;
    let output = "";
    lake.stderr?.on("data", (d) => {
      output += d;
    });
    try {
      const exited = new Promise<number | null>((done) => lake.once("exit", (code) => done(code)));
      await new Promise<void>((done, fail) => {
        lake.on("message", (message: { type?: string }) => message.type === "lake-ready" && done());
        exited.then((code) => fail(new Error(`lake ended (${code}): ${output}`)));
      });
      expect(existsSync(join(dir, "lake.pid"))).toBe(true);
      lake.disconnect();
      expect(await exited).toBe(0);
      expect(existsSync(join(dir, "lake.pid"))).toBe(false);
    } finally {
      if (lake.exitCode === null) lake.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!serverUrl)("two lakes on one PostgreSQL dataset", () => {
  const name = `ln_lake_lock_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(serverUrl ?? "postgres://localhost/x");
  url.pathname = `/${name}`;
  const folders: string[] = [];
  const children: ChildProcess[] = [];

  const lake = (port: number) => {
    const dir = mkdtempSync(join(tmpdir(), "ln-lake-lock-"));
    folders.push(dir);
    const child = spawn(process.execPath, ["studio/lake/main.ts", "--no-build"], {
      env: { ...process.env, DATABASE_URL: url.href, LAKE_DIR: dir, LAKE_PORT: String(port), LAKE_MEMORY: "" },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    children.push(child);
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
    const ready = new Promise<void>((done, fail) => {
      child.on("message", (message: { type?: string }) => message.type === "lake-ready" && done());
      exited.then((code) => fail(new Error(`lake ended (${code}): ${output}`)));
    });
    ready.catch(() => {});
    return { exited, ready, output: () => output };
  };

  beforeAll(async () => {
    const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((done) => child.once("exit", done)) : null)),
    );
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("lets the second lake with another folder refuse to start, saying the dataset is in use", async () => {
    const first = lake(PORT);
    await first.ready;
    const second = lake(PORT + 1);
    expect(await second.exited).toBe(LAKE_IN_USE_EXIT);
    expect(second.output()).toContain("is in use by another lake");
    // The first one still serves.
    expect(first.output()).toContain("lake: Studio at");
  }, 120_000);
});
