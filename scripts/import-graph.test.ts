import { describe, expect, it } from "vitest";
import { importGraph } from "./import-graph.ts";

describe("the middleware's import graph", () => {
  // Every request passes the middleware: what it imports loads with the first one. Issue 27
  // found 137 files there, better-auth and the whole account area among them, for one key.
  it("stays the few files a request's way needs, none of the accounts or the cart", () => {
    const files = importGraph("site/middleware.ts");
    expect(files).toContain("site/lib/secrets.server.ts");
    expect(files.filter((f) => f.startsWith("site/lib/account/") || f.startsWith("site/lib/commerce/"))).toEqual([]);
    expect(files.length).toBeLessThanOrEqual(40);
  });
});
