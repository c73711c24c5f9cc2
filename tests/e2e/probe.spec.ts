import { expect, test } from "@playwright/test";
import { runCorpus, summarize } from "../probe/corpus.mjs";

/**
 * Issue 12: the malformed and hostile request corpus (tests/probe/corpus.mjs)
 * against the running shop: no 5xx, every API error JSON, no redirect off the
 * shop, and the right status wherever the corpus knows it (405 with Allow, 413, 404).
 */
test("the hostile request corpus gets no 5xx, only JSON errors from the API, and the expected statuses", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const results = await runCorpus(baseURL as string, { concurrency: 4 });
  const { total, classes, apiErrors, apiErrorsJson, failures } = summarize(results);
  expect(total).toBeGreaterThan(600);
  expect(classes["5xx"]).toBe(0);
  expect(apiErrorsJson).toBe(apiErrors);
  expect(
    failures.map(
      (f: { entry: { method?: string; path?: string; raw?: string }; res: { status: number }; problems: string[] }) =>
        `${f.entry.method ?? "raw"} ${(f.entry.path ?? f.entry.raw ?? "").slice(0, 80)} -> ${f.res.status}: ${f.problems.join("; ")}`,
    ),
  ).toEqual([]);
});
