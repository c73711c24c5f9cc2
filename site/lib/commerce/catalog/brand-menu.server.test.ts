import { describe, expect, it, vi } from "vitest";
import { brandMenu, type MenuBrand } from "./brand-menu.server.ts";

const old: MenuBrand[] = [{ name: "Nordkid", slug: "nordkid" }];
const fresh: MenuBrand[] = [...old, { name: "Frostling", slug: "frostling" }];

/** A load that answers only when the test says so. */
function pending() {
  let answer: (brands: MenuBrand[]) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<MenuBrand[]>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

/** The call's answer if it comes within `ms`, else "waited". */
const within = <T>(answer: Promise<T>, ms = 50) =>
  Promise.race([answer, new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), ms))]);

describe("the menus' brand list", () => {
  it("serves the last good list at once after it expired, refreshes it in the background, one load at a time", async () => {
    let clock = 0;
    const slow = pending();
    const load = vi.fn<(market: string) => Promise<MenuBrand[]>>().mockResolvedValueOnce(old).mockReturnValueOnce(slow.promise);
    const brands = brandMenu({ load, ttlMs: 60_000, waitMs: 1_500, now: () => clock });

    expect(await brands("se")).toEqual(old);
    clock = 61_000;
    // The database hangs now: the page still gets the old list, without waiting.
    expect(await within(brands("se"))).toEqual(old);
    expect(await within(brands("se"))).toEqual(old);
    expect(load).toHaveBeenCalledTimes(2);

    slow.answer(fresh);
    await slow.promise;
    await Promise.resolve();
    expect(await within(brands("se"))).toEqual(fresh);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the last good list when a refresh fails, and asks again on the next page", async () => {
    let clock = 0;
    const load = vi
      .fn<(market: string) => Promise<MenuBrand[]>>()
      .mockResolvedValueOnce(old)
      .mockRejectedValueOnce(new Error("connection refused"))
      .mockResolvedValueOnce(fresh);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const brands = brandMenu({ load, ttlMs: 1_000, now: () => clock });

    await brands("fi");
    clock = 5_000;
    expect(await brands("fi")).toEqual(old);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(await brands("fi")).toEqual(old);
    await vi.waitFor(async () => expect(await brands("fi")).toEqual(fresh));
    expect(load).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });

  it("makes the first page of a market wait no longer than the timeout, then gives no brands; the late answer is kept", async () => {
    const slow = pending();
    const load = vi.fn<(market: string) => Promise<MenuBrand[]>>().mockReturnValueOnce(slow.promise);
    const brands = brandMenu({ load, waitMs: 30 });

    const started = performance.now();
    expect(await brands("no")).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
    slow.answer(old);
    await vi.waitFor(async () => expect(await brands("no")).toEqual(old));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives up a load that never answers, so a later page asks the catalog again", async () => {
    const hung = pending();
    const load = vi.fn<(market: string) => Promise<MenuBrand[]>>().mockReturnValueOnce(hung.promise).mockResolvedValueOnce(old);
    const brands = brandMenu({ load, waitMs: 10, giveUpMs: 40 });

    expect(await brands("dk")).toEqual([]);
    expect(await brands("dk")).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await brands("dk")).toEqual(old);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
