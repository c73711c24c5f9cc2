import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { supervise } from "./supervise.ts";

/** A child that says it is ready over IPC, then lives until killed (or ends after `lifeMs`). */
const readyChild = (lifeMs?: number) =>
  spawn(
    process.execPath,
    [
      "-e",
      `process.send({ type: "ready" }); ${lifeMs === undefined ? "setInterval(() => {}, 1000)" : `setTimeout(() => process.exit(3), ${lifeMs})`}`,
    ],
    { stdio: ["ignore", "ignore", "ignore", "ipc"] },
  );

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((done) => setTimeout(done, 20));
  }
};

const isReady = (message: unknown) => (message as { type?: string })?.type === "ready";

describe("supervise", () => {
  it("starts a child that was killed again, and reports it stopped and back", async () => {
    const lines: string[] = [];
    const supervisor = supervise({
      name: "the lake",
      start: () => readyChild(),
      isReady,
      log: (line) => lines.push(line),
      minDelayMs: 50,
    });
    await until(() => lines.length === 0 && supervisor.child.pid !== undefined);
    const first = supervisor.child.pid;
    await new Promise((done) => supervisor.child.once("message", done));
    supervisor.child.kill("SIGKILL");
    await until(() => lines.some((line) => line.includes("is back")));
    expect(supervisor.child.pid).not.toBe(first);
    expect(supervisor.restarts).toBe(1);
    expect(lines[0]).toBe("the lake stopped unexpectedly (killed by SIGKILL); starting it again in 0.05 s");
    expect(lines[1]).toMatch(/^the lake is back \(pid \d+, restart 1\)$/);
    await supervisor.stop();
    expect(supervisor.child.signalCode).toBe("SIGTERM");
  });

  it("gives up on a child that fails at once every time, waiting longer after each failure", async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    const supervisor = supervise({
      name: "the lake",
      start: () => {
        starts.push(Date.now());
        return spawn(process.execPath, ["-e", "process.exit(1)"], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
      },
      isReady,
      log: (line) => lines.push(line),
      minDelayMs: 40,
      maxQuickFailures: 4,
    });
    await until(() => supervisor.gaveUp);
    // No start after giving up.
    await new Promise((done) => setTimeout(done, 400));
    expect(starts).toHaveLength(4);
    expect(lines.slice(0, 3)).toEqual([
      "the lake stopped unexpectedly (exit code 1); starting it again in 0.04 s",
      "the lake stopped unexpectedly (exit code 1); starting it again in 0.08 s",
      "the lake stopped unexpectedly (exit code 1); starting it again in 0.16 s",
    ]);
    expect(lines[3]).toBe("the lake stopped (exit code 1), the 4th time in a row soon after its start: not starting it again");
    expect((starts[3] as number) - (starts[2] as number)).toBeGreaterThanOrEqual(150);
    await supervisor.stop();
  });

  it("counts only failures soon after a start: a child that ran a while is restarted at the shortest pause", async () => {
    const lines: string[] = [];
    const supervisor = supervise({
      name: "the lake",
      start: () => readyChild(150),
      isReady,
      log: (line) => lines.push(line),
      minDelayMs: 30,
      healthyAfterMs: 100,
      maxQuickFailures: 2,
    });
    await until(() => supervisor.restarts >= 3);
    await supervisor.stop();
    expect(supervisor.gaveUp).toBe(false);
    expect(lines.filter((line) => line.includes("stopped unexpectedly")).every((line) => line.endsWith("in 0.03 s"))).toBe(true);
  });

  it("never starts again a child that ended with a final code (its folder in use), and says why", async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervisor = supervise({
      name: "the lake",
      start: () => {
        starts++;
        return spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
      },
      isReady,
      log: (line) => lines.push(line),
      minDelayMs: 10,
      finalCodes: { 3: "its folder is in use by another lake" },
    });
    await until(() => lines.length > 0);
    await new Promise((done) => setTimeout(done, 300));
    expect(starts).toBe(1);
    expect(supervisor.gaveUp).toBe(true);
    expect(lines).toEqual(["the lake stopped (exit code 3: its folder is in use by another lake): not starting it again"]);
    await supervisor.stop();
  });

  it("starts nothing after stop", async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervisor = supervise({
      name: "the lake",
      start: () => {
        starts++;
        return readyChild();
      },
      isReady,
      log: (line) => lines.push(line),
      minDelayMs: 10,
    });
    await supervisor.stop("SIGINT");
    await new Promise((done) => setTimeout(done, 200));
    expect(starts).toBe(1);
    expect(lines).toEqual([]);
  });
});
