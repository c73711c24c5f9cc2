import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#lib/db/client.server.ts";
import { CART_CLEANUP_INTERVAL_MS, scheduleCartCleanup, stopCartCleanup } from "./cart-cleanup.server.ts";

/** A database whose `execute` answers like postgres.js: one row of counts. */
function fakeDatabase(execute: () => Promise<unknown>) {
  return { execute: vi.fn(execute) } as unknown as Database & { execute: ReturnType<typeof vi.fn> };
}

describe("scheduleCartCleanup", () => {
  afterEach(() => {
    stopCartCleanup();
    vi.useRealTimers();
  });

  it("runs soon in the background, then once a day, and only once however often it is called", async () => {
    vi.useFakeTimers();
    const db = fakeDatabase(async () => [{ carts: 0, lines: 0 }]);
    const log = { log: vi.fn(), error: vi.fn() };
    scheduleCartCleanup(() => db, log);
    scheduleCartCleanup(() => db, log);
    expect(db.execute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    // One statement for a batch of carts, one for lines left without a cart.
    expect(db.execute).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CART_CLEANUP_INTERVAL_MS);
    expect(db.execute).toHaveBeenCalledTimes(4);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("never throws: a missing or failing database is logged", async () => {
    vi.useFakeTimers();
    const log = { log: vi.fn(), error: vi.fn() };
    expect(() =>
      scheduleCartCleanup(() => {
        throw new Error("no database");
      }, log),
    ).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith("cart cleanup failed:", expect.any(Error));
    stopCartCleanup();
    const failing = fakeDatabase(async () => {
      throw new Error("connection refused");
    });
    scheduleCartCleanup(() => failing, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it("reports what it deleted", async () => {
    vi.useFakeTimers();
    // PGlite's answer shape; counts may come as strings. Carts and their lines first, then lines without a cart.
    const answers = [{ rows: [{ carts: "2", lines: "5" }] }, { rows: [{ carts: 0, lines: "1" }] }];
    const db = fakeDatabase(async () => answers.shift());
    const log = { log: vi.fn(), error: vi.fn() };
    scheduleCartCleanup(() => db, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.log).toHaveBeenCalledWith("cart cleanup: deleted 2 abandoned carts and 6 lines");
  });
});
