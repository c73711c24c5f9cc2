import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ECLUB_MAX_LIFETIME_SECONDS, signEclub, verifyEclub } from "./eclub.server.ts";

const secret = "s".repeat(32);
const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-11-30T12:00:00Z");

describe("eclub tokens", () => {
  it("verifies a token the shop signed, until it expires", () => {
    const token = signEclub(secret, "c1", later, now);
    expect(verifyEclub(secret, token, now)).toEqual({ contactId: "c1", exp: later.getTime() / 1000 });
    expect(verifyEclub(secret, token, new Date("2026-12-01T00:00:00Z"))).toBeNull();
  });

  it("refuses forged, re-signed and malformed tokens", () => {
    const token = signEclub(secret, "c1", later, now);
    const [payload, signature] = token.split(".");
    const other = Buffer.from(JSON.stringify({ contactId: "c2", exp: later.getTime() / 1000 })).toString("base64url");
    expect(verifyEclub(secret, `${other}.${signature}`, now)).toBeNull();
    expect(verifyEclub("another secret of enough length!", token, now)).toBeNull();
    for (const bad of ["", "x", `${payload}.`, `${payload}.${signature}.x`, "a.b"])
      expect(verifyEclub(secret, bad, now)).toBeNull();
  });

  it("refuses a link that would live longer than 30 days, however well signed, and will not sign one", () => {
    const signed = (exp: Date) => {
      const payload = Buffer.from(JSON.stringify({ contactId: "c1", exp: exp.getTime() / 1000 })).toString("base64url");
      return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
    };
    expect(verifyEclub(secret, signed(new Date("3000-01-01T00:00:00Z")), now)).toBeNull();
    const edge = new Date(now.getTime() + ECLUB_MAX_LIFETIME_SECONDS * 1000);
    expect(verifyEclub(secret, signed(edge), now)?.contactId).toBe("c1");
    expect(verifyEclub(secret, signed(new Date(edge.getTime() + 1000)), now)).toBeNull();
    expect(() => signEclub(secret, "c1", new Date("3000-01-01T00:00:00Z"), now)).toThrow(RangeError);
  });
});
