import { describe, expect, it } from "vitest";
import { changeOfQuery, contentSourceFromEnv, listenOptions } from "./index.server.ts";

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

describe("listening to the project's changes", () => {
  it("listens only when asked to and a project is configured, with no CDN in between", () => {
    const project = { SANITY_PROJECT_ID: "littlenorth", SANITY_DATASET: "production", SANITY_API_HOST: "https://localhost:3443" };
    expect(listenOptions(project)).toBeNull();
    expect(listenOptions({ CONTENT_LISTEN: "1" })).toBeNull();
    expect(listenOptions({ ...project, CONTENT_LISTEN: "1", SANITY_READ_TOKEN: "t" })).toEqual({
      projectId: "littlenorth",
      dataset: "production",
      apiHost: "https://localhost:3443",
      token: "t",
      useCdn: false,
    });
  });
});

describe("a late answer of the project", () => {
  it("drops the pages of its query's language and market, or every page for a query with neither", () => {
    expect(changeOfQuery({ language: "fi", market: "fi" })).toMatchObject({ languages: ["fi"], markets: ["fi"] });
    expect(changeOfQuery({ market: "se" })).toMatchObject({ languages: [], markets: ["se"] });
    expect(changeOfQuery({})).toMatchObject({ languages: null });
  });
});
