import { afterEach, describe, expect, it, vi } from "vitest";
import { DAILY_MS, scheduleDaily, stopDaily } from "./daily-job.ts";

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
    await vi.advanceTimersByTimeAsync(0);
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
});
