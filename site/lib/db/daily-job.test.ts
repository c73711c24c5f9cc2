import { afterEach, describe, expect, it, vi } from "vitest";
import { DAILY_MS, FIRST_RUN_MS, RETRY_MS, scheduleDaily, stopDaily } from "./daily-job.ts";

describe("scheduleDaily", () => {
  afterEach(() => {
    stopDaily("a");
    stopDaily("b");
    vi.useRealTimers();
  });

  it("keeps one schedule per name, and jobs of different names apart", async () => {
    vi.useFakeTimers();
    const a = vi.fn(async () => null);
    const b = vi.fn(async () => "deleted 3 rows");
    const log = { log: vi.fn(), error: vi.fn() };
    scheduleDaily("a", a, log);
    scheduleDaily("a", a, log);
    scheduleDaily("b", b, log);
    await vi.advanceTimersByTimeAsync(FIRST_RUN_MS - 1);
    expect(a).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FIRST_RUN_MS + 1);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(log.log).toHaveBeenCalledExactlyOnceWith("b: deleted 3 rows");
    await vi.advanceTimersByTimeAsync(DAILY_MS);
    expect(a).toHaveBeenCalledTimes(2);
    stopDaily("a");
    await vi.advanceTimersByTimeAsync(DAILY_MS);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(3);
  });

  it("waits a minute for the database at start, and tries a failed run again after five minutes, not a day", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const a = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new Error("connect ECONNREFUSED");
      return "deleted 1 row";
    });
    const log = { log: vi.fn(), error: vi.fn() };
    scheduleDaily("a", a, log);
    await vi.advanceTimersByTimeAsync(2 * FIRST_RUN_MS);
    expect(a).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(a).toHaveBeenCalledTimes(2);
    expect(log.log).toHaveBeenCalledExactlyOnceWith("a: deleted 1 row");
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(a).toHaveBeenCalledTimes(2);
  });
});
