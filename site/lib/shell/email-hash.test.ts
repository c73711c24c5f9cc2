import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DENIED } from "./consent.client.ts";
import { emailHashedEvent, normalisedEmail } from "./email-hash.ts";

const GRANTED = { ad_storage: "granted", ad_personalization: "granted", analytics_storage: "granted" } as const;

describe("the email_hashed event", () => {
  it("carries the SHA-256 of the trimmed, lower-cased e-mail", async () => {
    expect(normalisedEmail("  Anna.Berg@Example.COM ")).toBe("anna.berg@example.com");
    const expected = createHash("sha256").update("anna.berg@example.com").digest("hex");
    expect(await emailHashedEvent("  Anna.Berg@Example.COM ", GRANTED)).toEqual({
      event: "email_hashed",
      email_hashed: expected,
    });
  });

  it("is not sent without consent to advertising storage", async () => {
    expect(await emailHashedEvent("anna@example.com", null)).toBeNull();
    expect(await emailHashedEvent("anna@example.com", DENIED)).toBeNull();
    expect(await emailHashedEvent("anna@example.com", { ...GRANTED, ad_storage: "denied" })).toBeNull();
  });
});
