import { describe, expect, it } from "vitest";
import { createLoginLimits } from "./login-limits.ts";

describe("the lake's sign-in limits", () => {
  it("closes an account after its wrong passwords from any addresses, whatever the spelling of its email", async () => {
    const limits = createLoginLimits({ perAccount: 3, perAddress: 100, windowSeconds: 60 });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) {
      expect(await limits.waitMs("eva@example.com", address)).toBe(0);
      await limits.failed(" Eva@Example.com", address);
    }
    const wait = await limits.waitMs("eva@example.com", "10.0.0.4");
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await limits.waitMs("mona@example.com", "10.0.0.4")).toBe(0);
  });

  it("closes an address after its wrong passwords for any accounts", async () => {
    const limits = createLoginLimits({ perAccount: 100, perAddress: 3, windowSeconds: 60 });
    for (const account of ["a@example.com", "b@example.com", "c@example.com"]) await limits.failed(account, "10.0.0.9");
    expect(await limits.waitMs("d@example.com", "10.0.0.9")).toBeGreaterThan(0);
    expect(await limits.waitMs("d@example.com", "10.0.0.8")).toBe(0);
  });

  it("forgets an account's wrong passwords once its owner signs in", async () => {
    const limits = createLoginLimits({ perAccount: 3, perAddress: 100, windowSeconds: 60 });
    await limits.failed("eva@example.com", "10.0.0.1");
    await limits.failed("eva@example.com", "10.0.0.1");
    await limits.succeeded("EVA@example.com");
    await limits.failed("eva@example.com", "10.0.0.1");
    await limits.failed("eva@example.com", "10.0.0.1");
    expect(await limits.waitMs("eva@example.com", "10.0.0.1")).toBe(0);
  });
});
