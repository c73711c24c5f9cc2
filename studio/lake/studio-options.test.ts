import { describe, expect, it } from "vitest";
import { lakeWorkspaceOptions } from "./studio-options.ts";

/**
 * `npm test` builds the Studio once, for the lake (ADR 42): the hosted build bundles the
 * same modules and differs only in these options, which decide where the Studio talks to.
 */
describe("the Studio's workspace options", () => {
  it("built for a hosted project: Sanity's own API host and login", () => {
    expect(lakeWorkspaceOptions(undefined, "littlenorth")).toEqual({});
    expect(lakeWorkspaceOptions("0", "littlenorth")).toEqual({});
  });

  it("built for the local lake: the lake's host and token login", () => {
    expect(lakeWorkspaceOptions("1", "littlenorth")).toEqual({ apiHost: "https://localhost", auth: { loginMethod: "token" } });
    expect(lakeWorkspaceOptions("true", "littlenorth")).toEqual({ apiHost: "https://localhost", auth: { loginMethod: "token" } });
  });
});
