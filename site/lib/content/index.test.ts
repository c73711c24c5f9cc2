import { describe, expect, it } from "vitest";
import { contentSourceFromEnv } from "./index.ts";

describe("choice of content backend", () => {
  it("uses the local dataset when no Sanity project is configured", () => {
    expect(contentSourceFromEnv({}).kind).toBe("local");
  });

  it("needs both project and dataset to use Sanity", () => {
    expect(contentSourceFromEnv({ SANITY_PROJECT_ID: "abc123" }).kind).toBe("local");
    expect(contentSourceFromEnv({ SANITY_DATASET: "production" }).kind).toBe("local");
  });

  it("uses Sanity when both are set, without touching the network", () => {
    const source = contentSourceFromEnv({ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "production" });
    expect(source.kind).toBe("sanity");
  });

  it("reads the local dataset from CONTENT_DATASET", async () => {
    const source = contentSourceFromEnv({ CONTENT_DATASET: "tests/fixtures/content.ndjson" });
    expect(await source.fetch(`*[_type == "fixture"][0].title`)).toBe("Fixture document");
  });
});
