import { describe, expect, it } from "vitest";
import { ttlMemo } from "./ttl-memo.ts";

describe("ttl memo", () => {
  it("answers from memory until the time is up", async () => {
    let t = 0;
    let calls = 0;
    const memo = ttlMemo<number>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    const compute = async () => ++calls;
    expect(await memo.get("a", compute)).toBe(1);
    t = 999;
    expect(await memo.get("a", compute)).toBe(1);
    t = 1000;
    expect(await memo.get("a", compute)).toBe(2);
  });

  it("forgets one key when asked, and keeps the others", async () => {
    let calls = 0;
    const memo = ttlMemo<number>({ ttlMs: 1000, maxEntries: 10 });
    const compute = async () => ++calls;
    await memo.get("a", compute);
    await memo.get("b", compute);
    memo.delete("a");
    expect(memo.size).toBe(1);
    expect(await memo.get("a", compute)).toBe(3);
    expect(await memo.get("b", compute)).toBe(2);
  });

  it("forgets failures and the oldest entries past its size", async () => {
    const memo = ttlMemo<number>({ ttlMs: 1000, maxEntries: 2 });
    await expect(memo.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("x", async () => 7)).toBe(7);
    await memo.get("y", async () => 1);
    await memo.get("z", async () => 2);
    expect(memo.size).toBe(2);
    expect(await memo.get("x", async () => 8)).toBe(8);
  });
});
