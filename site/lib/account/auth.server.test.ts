import { describe, expect, it } from "vitest";
import { rateLimitFactor } from "./auth.server.ts";

describe("rate limits", () => {
  it("keep their real values unless a whole number from 1 to 100 scales them", () => {
    expect(rateLimitFactor({})).toBe(1);
    expect(rateLimitFactor({ AUTH_RATE_LIMIT_FACTOR: "10" })).toBe(10);
    for (const bad of ["0", "-5", "1.5", "1000", "lots"]) expect(rateLimitFactor({ AUTH_RATE_LIMIT_FACTOR: bad })).toBe(1);
  });
});
