import { describe, expect, it } from "vitest";
import { bannerStatus, checkEndsAfterStart } from "./schedule.ts";

const window = { startsAt: "2026-11-01T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" };

describe("banner schedule", () => {
  it("is scheduled before, live during, ended from its end", () => {
    expect(bannerStatus(window, new Date("2026-10-31T23:59:59Z"))).toBe("scheduled");
    expect(bannerStatus(window, new Date("2026-11-01T00:00:00Z"))).toBe("live");
    expect(bannerStatus(window, new Date("2026-11-30T23:59:59Z"))).toBe("live");
    expect(bannerStatus(window, new Date("2026-12-01T00:00:00Z"))).toBe("ended");
  });

  it("requires the end after the start", () => {
    expect(checkEndsAfterStart(window.endsAt, window.startsAt)).toBe(true);
    expect(checkEndsAfterStart(window.startsAt, window.startsAt)).not.toBe(true);
    expect(checkEndsAfterStart("2026-10-01T00:00:00Z", window.startsAt)).not.toBe(true);
  });
});
