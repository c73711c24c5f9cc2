import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./availability.ts";

const err = (code: string, cause?: unknown) => Object.assign(new Error(code), { code, cause });

describe("isDatabaseUnavailable", () => {
  it("recognises a database that is away, through Drizzle's wrapping", () => {
    expect(isDatabaseUnavailable(err("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: err("CONNECTION_CLOSED") }))).toBe(true);
    expect(isDatabaseUnavailable(err("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(err("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([err("ECONNREFUSED")]))).toBe(true);
  });

  it("does not take a wrong query for an outage", () => {
    expect(isDatabaseUnavailable(err("22003"))).toBe(false);
    expect(isDatabaseUnavailable(err("42P01"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("plain"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
