import { describe, expect, it } from "vitest";
import { createLoginLimits } from "./login-limits.ts";

describe("the lake's sign-in limits", () => {
  it("closes an account after its attempts from any addresses, whatever the spelling of its email", async () => {
    const limits = createLoginLimits({ perAccount: 3, perAddress: 100, windowSeconds: 60 });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) expect(await limits.attempt(" Eva@Example.com", address)).toBe(0);
    const wait = await limits.attempt("eva@example.com", "10.0.0.4");
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await limits.attempt("mona@example.com", "10.0.0.4")).toBe(0);
  });

  it("counts attempts made at once before any of them is checked", async () => {
    const limits = createLoginLimits({ perAccount: 10, perAddress: 100, windowSeconds: 60 });
    const waits = await Promise.all(Array.from({ length: 30 }, (_, i) => limits.attempt("eva@example.com", `10.0.1.${i}`)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
  });

  it("closes an address after its attempts for any accounts; a refused attempt counts against no account", async () => {
    const limits = createLoginLimits({ perAccount: 100, perAddress: 3, windowSeconds: 60 });
    for (const account of ["a@example.com", "b@example.com", "c@example.com"]) await limits.attempt(account, "10.0.0.9");
    expect(await limits.attempt("d@example.com", "10.0.0.9")).toBeGreaterThan(0);
    expect(await limits.attempt("d@example.com", "10.0.0.8")).toBe(0);
  });

  it("gives back a right password's points and forgets the account's wrong ones", async () => {
    const limits = createLoginLimits({ perAccount: 3, perAddress: 3, windowSeconds: 60 });
    await limits.attempt("eva@example.com", "10.0.0.1");
    await limits.attempt("eva@example.com", "10.0.0.1");
    await limits.attempt("EVA@example.com", "10.0.0.1");
    await limits.succeeded("EVA@example.com", "10.0.0.1");
    // Two wrong ones still count against the address; the account starts again.
    expect(await limits.attempt("eva@example.com", "10.0.0.1")).toBe(0);
    expect(await limits.attempt("eva@example.com", "10.0.0.1")).toBeGreaterThan(0);
    expect(await limits.attempt("eva@example.com", "10.0.0.2")).toBe(0);
  });
});
