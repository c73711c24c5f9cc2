import { afterEach, describe, expect, it, vi } from "vitest";
import { config, resetConfig } from "./config.server.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

describe("the configuration", () => {
  it("is read from the environment once, frozen, with only the settings it names", () => {
    vi.stubEnv("SMTP_URL", "smtp://mail.test:25");
    vi.stubEnv("SOMETHING_ELSE", "x");
    resetConfig();
    const first = config();
    expect(first.SMTP_URL).toBe("smtp://mail.test:25");
    expect(first).not.toHaveProperty("SOMETHING_ELSE");
    expect(Object.isFrozen(first)).toBe(true);

    vi.stubEnv("SMTP_URL", "smtp://other.test:25");
    expect(config()).toBe(first);
    resetConfig();
    expect(config().SMTP_URL).toBe("smtp://other.test:25");
  });
});
