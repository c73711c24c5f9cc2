import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineQuery } from "groq";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { onlyTypeOf } from "./groq-scope.ts";
import {
  createLocalSource,
  createNdjsonSource,
  isPublishedId,
  parseNdjson,
  passesInstant,
  type SanityDocument,
} from "./local-source.server.ts";
import * as queries from "./queries.ts";
import * as shellQueries from "./shell-queries.ts";

const docs: SanityDocument[] = [
  { _id: "perk-sv-1", _type: "perk", language: "sv", text: "Fri frakt över 699 kr" },
  { _id: "drafts.perk-sv-1", _type: "perk", language: "sv", text: "Utkast" },
  { _id: "versions.r1.perk-sv-1", _type: "perk", language: "sv", text: "Release" },
  { _id: "perk-da-1", _type: "perk", language: "da", text: "Fri fragt over 499 kr." },
  { _id: "banner-1", _type: "alertBanner", startsAt: "2026-11-01T00:00:00Z", endsAt: "2026-11-30T00:00:00Z" },
];

const perksByLanguage = defineQuery(`*[_type == "perk" && language == $language]{_id, text}`);
// Compare as dateTime: now() carries milliseconds, so comparing strings is wrong at the boundary.
const liveBanners = defineQuery(
  `*[_type == "alertBanner" && dateTime(startsAt) <= dateTime(now()) && dateTime(endsAt) > dateTime(now())]._id`,
);

describe("local content source", () => {
  it("answers GROQ with parameters", async () => {
    const source = createLocalSource({ documents: docs });
    expect(await source.fetch(perksByLanguage, { language: "da" })).toEqual([
      { _id: "perk-da-1", text: "Fri fragt over 499 kr." },
    ]);
  });

  it("never returns drafts or release versions", async () => {
    const source = createLocalSource({ documents: docs });
    const ids = await source.fetch<string[]>(`*[_type == "perk"]._id`);
    expect(ids.toSorted()).toEqual(["perk-da-1", "perk-sv-1"]);
  });

  it("evaluates now() at the injected time", async () => {
    let time = new Date("2026-10-31T12:00:00Z");
    const source = createLocalSource({ documents: docs, now: () => time });
    expect(await source.fetch(liveBanners)).toEqual([]);
    time = new Date("2026-11-15T12:00:00Z");
    expect(await source.fetch(liveBanners)).toEqual(["banner-1"]);
    time = new Date("2026-11-30T00:00:00Z");
    expect(await source.fetch(liveBanners)).toEqual([]);
  });

  it("reports a syntax error as a content source error", async () => {
    const source = createLocalSource({ documents: docs });
    await expect(source.fetch(`*[_type == `)).rejects.toThrow(/GROQ syntax error/);
  });

  it("reads an NDJSON file once, lazily", async () => {
    const dir = await mkdtemp(join(tmpdir(), "content-"));
    const file = join(dir, "content.ndjson");
    await writeFile(file, `${docs.map((d) => JSON.stringify(d)).join("\n")}\n`);
    const source = createNdjsonSource(file);
    expect(await source.fetch(`count(*[_type == "perk"])`)).toBe(2);
    await writeFile(file, "");
    expect(await source.fetch(`count(*[_type == "perk"])`)).toBe(2);
  });
});

describe("NDJSON parsing", () => {
  it("skips blank lines and names the bad line", () => {
    expect(parseNdjson('{"_id":"a","_type":"t"}\n\n{"_id":"b","_type":"t"}\n')).toHaveLength(2);
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{oops', "seed.ndjson")).toThrow(/seed.ndjson:2/);
    expect(() => parseNdjson('{"title":"no id"}')).toThrow(/_id and _type/);
  });

  it("knows published ids", () => {
    expect(isPublishedId("menu-sv-primary")).toBe(true);
    expect(isPublishedId("drafts.menu-sv-primary")).toBe(false);
    expect(isPublishedId("versions.rABC.menu-sv-primary")).toBe(false);
  });
});

describe("memoized answers", () => {
  it("answers a repeated query from memory with the same answer, which no caller can change", async () => {
    const source = createLocalSource({ documents: docs });
    const first = await source.fetch<{ _id: string }[]>(perksByLanguage, { language: "da" });
    expect(() => first.push({ _id: "changed by a caller" })).toThrow(TypeError);
    expect(() => {
      (first[0] as { _id: string })._id = "changed by a caller";
    }).toThrow(TypeError);
    expect(await source.fetch(perksByLanguage, { language: "da" })).toBe(first);
    expect(await source.fetch(perksByLanguage, { language: "da" })).toEqual([
      { _id: "perk-da-1", text: "Fri fragt over 499 kr." },
    ]);
  });

  it("keeps a clock query's answer until the clock passes a start or an end its documents name, either way", async () => {
    let reads = 0;
    const banner = new Proxy(docs[4] as SanityDocument, {
      get: (target, key) => {
        if (key === "startsAt") reads++;
        return target[key as string];
      },
    });
    let time = new Date("2026-10-31T12:00:00Z");
    const source = createLocalSource({ documents: [...docs.slice(0, 4), banner], now: () => time });
    const at = async (iso: string) => {
      time = new Date(iso);
      return source.fetch(liveBanners);
    };
    expect(await at("2026-10-31T23:59:59.999Z")).toEqual([]);
    const evaluated = reads;
    expect(await at("2026-10-31T12:00:00.000Z")).toEqual([]);
    expect(reads, "answered again from the kept answer, no document read").toBe(evaluated);
    expect(await at("2026-11-01T00:00:00.000Z")).toEqual(["banner-1"]);
    const live = (await at("2026-11-29T23:59:59.999Z")) as string[];
    expect(live).toEqual(["banner-1"]);
    expect(() => live.pop(), "the kept answer is shared and frozen").toThrow(TypeError);
    expect(await at("2026-11-30T00:00:00.000Z")).toEqual([]);
    expect(await at("2026-11-15T00:00:00.000Z"), "a clock set back").toEqual(["banner-1"]);
    expect(await at("2026-10-01T00:00:00.000Z")).toEqual([]);
  });

  it("sees the clock pass an instant between two times, both included, in either direction", () => {
    const instants = [10, 20, 30];
    expect(passesInstant(instants, 11, 19)).toBe(false);
    expect(passesInstant(instants, 19, 20)).toBe(true);
    expect(passesInstant(instants, 20, 20)).toBe(true);
    expect(passesInstant(instants, 29, 21)).toBe(false);
    expect(passesInstant(instants, 31, 25)).toBe(true);
    expect(passesInstant(instants, 31, 99)).toBe(false);
    expect(passesInstant(instants, 0, 9)).toBe(false);
    expect(passesInstant([], 0, 99)).toBe(false);
  });

  it("evaluates every time a query that uses the clock other than comparing it with its documents' instants", async () => {
    let time = new Date("2026-10-31T23:00:00Z");
    const source = createLocalSource({ documents: docs, now: () => time });
    const startsWithinAnHour = `*[_type == "alertBanner" && dateTime(startsAt) - dateTime(now()) <= 3600]._id`;
    expect(await source.fetch(startsWithinAnHour)).toEqual(["banner-1"]);
    time = new Date("2026-10-31T22:00:00Z");
    expect(await source.fetch(startsWithinAnHour)).toEqual([]);
  });
});

describe("a local dataset edited while the shop runs", () => {
  it("answers from the new file after reload and reports what changed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ln-reload-"));
    const path = join(dir, "content.ndjson");
    const line = (text: string) => `${JSON.stringify({ _id: "perk-sv-1", _type: "perk", language: "sv", text })}\n`;
    await writeFile(path, line("Fri frakt"));
    const source = createNdjsonSource(path);
    const query = `*[_type == "perk"][0].text`;
    expect(await source.fetch(query)).toBe("Fri frakt");
    await writeFile(path, line("Fri frakt över 499 kr"));
    expect(await source.fetch(query)).toBe("Fri frakt");
    const changed = await source.reload();
    expect(changed.map((d) => d.text)).toEqual(["Fri frakt över 499 kr", "Fri frakt"]);
    expect(await source.fetch(query)).toBe("Fri frakt över 499 kr");
    expect(await source.reload()).toEqual([]);
  });

  it("keeps the dataset in use when the new file is broken", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ln-reload-"));
    const path = join(dir, "content.ndjson");
    await writeFile(path, `${JSON.stringify({ _id: "a", _type: "perk", text: "kept" })}\n`);
    const source = createNdjsonSource(path);
    expect(await source.fetch(`*[_id == "a"][0].text`)).toBe("kept");
    await writeFile(path, "{ half written");
    await expect(source.reload()).rejects.toThrow(/not valid JSON/);
    expect(await source.fetch(`*[_id == "a"][0].text`)).toBe("kept");
  });
});

describe("a query that can see one type reads only that type's documents", () => {
  it("answers every query of the shop on the seed dataset exactly as groq-js does over all of it", async () => {
    const { readFile } = await import("node:fs/promises");
    const seed = parseNdjson(await readFile("seed/content.ndjson", "utf8")).filter((doc) => isPublishedId(doc._id));
    const at = new Date("2026-11-20T12:00:00Z");
    const source = createLocalSource({ documents: seed, now: () => at });
    const all = { ...queries, ...shellQueries } as Record<string, unknown>;
    const asked = Object.entries(all).filter(([name, query]) => name.endsWith("Query") && typeof query === "string") as [
      string,
      string,
    ][];
    expect(asked.length).toBeGreaterThan(20);
    let narrowed = 0;
    let found = 0;
    for (const [name, query] of asked) {
      if (onlyTypeOf(query)) narrowed++;
      // Every parameter a query names, with values that find documents in Sweden's storefront.
      const names = [...new Set([...query.matchAll(/\$(\w+)/g)].map((m) => m[1] as string))];
      const values: Record<string, unknown> = { language: "sv", market: "se", slug: "kontakta-oss", categoryIds: [], ids: [] };
      const params = Object.fromEntries(names.map((n) => [n, values[n] ?? "sv"]));
      const whole = await (await evaluate(parse(query, { params }), { dataset: seed, params, timestamp: at })).get();
      expect(await source.fetch(query, params), name).toEqual(whole);
      if (whole !== null && !(Array.isArray(whole) && whole.length === 0)) found++;
    }
    // Most of them find something, so the comparison compares documents, not empty answers.
    expect(found).toBeGreaterThan(asked.length * 0.8);
    expect(narrowed).toBeGreaterThan(asked.length / 2);
  });
});
