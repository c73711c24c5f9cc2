import { describe, expect, it } from "vitest";
import { contentSourceFromEnv, listenOptions } from "./index.server.ts";
import { shopEnvForLake } from "./lake-env.server.ts";

const lake = {
  origin: "https://littlenorth.localhost:3443",
  apiHost: "https://localhost:3443",
  projectId: "littlenorth",
  dataset: "production",
  token: "reader-token",
  certificatePath: "/srv/shop/.data/lake/cert.pem",
};

describe("the shop on a local Content Lake", () => {
  it("reads the lake as a Sanity project and listens to its changes", () => {
    const env = shopEnvForLake(lake);
    expect(contentSourceFromEnv(env).kind).toBe("sanity");
    expect(listenOptions(env)).toMatchObject({ apiHost: lake.apiHost, token: "reader-token", useCdn: false });
    expect(env.NODE_EXTRA_CA_CERTS).toBe(lake.certificatePath);
    expect(env.CONTENT_CACHE_DIR).toBe("/srv/shop/.data/lake/content-cache");
    expect(env.STUDIO_URL).toBe("https://littlenorth.localhost:3443/studio");
    // It picks up a token the lake renewed, and answers from the lake's seed while the lake is away.
    expect(env.SANITY_READ_TOKEN_FILE).toBe("/srv/shop/.data/lake/shop-token");
    expect(env.CONTENT_SEED_FALLBACK).toBe("1");
  });
});
