import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-collect.server.ts";

describe("collectWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("collects once after a quiet spell, and not again until the next one", () => {
    const collect = vi.fn();
    const collector = collectWhenIdle(collect, 1000);
    collector.idle();
    vi.advanceTimersByTime(999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    collector.busy();
    collector.idle();
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it("never collects while a request is in flight, and a new quiet spell starts after the last one ends", () => {
    const collect = vi.fn();
    const collector = collectWhenIdle(collect, 1000);
    collector.idle();
    vi.advanceTimersByTime(600);
    collector.busy();
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
    collector.idle();
    vi.advanceTimersByTime(600);
    collector.busy();
    collector.idle();
    vi.advanceTimersByTime(999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("does nothing after stop", () => {
    const collect = vi.fn();
    const collector = collectWhenIdle(collect, 1000);
    collector.idle();
    collector.stop();
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
  });
});
