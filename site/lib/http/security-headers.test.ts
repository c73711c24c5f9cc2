import { describe, expect, it } from "vitest";
import { securityHeaders, studioFramers } from "./security-headers.ts";

const policy = (headers: readonly (readonly [string, string])[]) =>
  headers.find(([name]) => name === "Content-Security-Policy")?.[1];

describe("who may frame the shop", () => {
  it("the Studio's origin may frame public pages, for its Presentation tool", () => {
    const framers = studioFramers("https://littlenorth.localhost:3443/studio");
    expect(framers).toEqual(["https://littlenorth.localhost:3443"]);
    expect(policy(securityHeaders("/se", true, framers))).toContain("frame-ancestors 'self' https://littlenorth.localhost:3443;");
  });

  it("no one frames checkout and account pages, and no Studio means only the shop itself", () => {
    const framers = studioFramers("https://studio.example/studio");
    expect(policy(securityHeaders("/se/checkout", true, framers))).toContain("frame-ancestors 'none'");
    expect(policy(securityHeaders("/se", true))).toContain("frame-ancestors 'self';");
    expect(studioFramers(undefined)).toEqual([]);
    expect(studioFramers("not a url")).toEqual([]);
  });
});
