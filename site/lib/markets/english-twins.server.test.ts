import { describe, expect, it } from "vitest";
import { englishTwins, storefrontPages } from "./english-twins.server.ts";

describe("englishTwins", () => {
  it("gives every storefront page but the catalog's dispatch its URL under /en", () => {
    const twins = englishTwins(
      ["index.astro", "[...path].astro", "login/index.astro", "login/reset.astro", "page/[slug].astro", "notes.md"],
      "./site/pages/[market]",
    );
    expect(twins).toEqual([
      { pattern: "/[market]/en", entrypoint: "./site/pages/[market]/index.astro" },
      { pattern: "/[market]/en/login", entrypoint: "./site/pages/[market]/login/index.astro" },
      { pattern: "/[market]/en/login/reset", entrypoint: "./site/pages/[market]/login/reset.astro" },
      { pattern: "/[market]/en/page/[slug]", entrypoint: "./site/pages/[market]/page/[slug].astro" },
    ]);
  });

  it("covers the shop's thirteen page families beside the catalog", () => {
    const patterns = englishTwins(storefrontPages("site/pages/[market]"), "./site/pages/[market]").map((t) => t.pattern);
    expect(patterns).toEqual([
      "/[market]/en/checkout/confirmation",
      "/[market]/en/checkout",
      "/[market]/en",
      "/[market]/en/inspo/[slug]",
      "/[market]/en/instagram",
      "/[market]/en/login",
      "/[market]/en/login/reset",
      "/[market]/en/login/verify",
      "/[market]/en/page/[slug]",
      "/[market]/en/user",
      "/[market]/en/user/offers",
      "/[market]/en/user/orders",
      "/[market]/en/user/settings",
    ]);
  });
});
