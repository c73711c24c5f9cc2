import { describe, expect, it } from "vitest";
import { type LakeDocument, parsePerspective, publishedIdOf, runQuery, viewOf, withSearchText } from "./groq.ts";

const docs: LakeDocument[] = [
  { _id: "perk-a", _type: "perk", title: "Fri frakt över 699 kr", language: "sv" },
  { _id: "drafts.perk-a", _type: "perk", title: "Fri frakt över 499 kr", language: "sv" },
  { _id: "drafts.perk-new", _type: "perk", title: "Ny förmån", language: "sv" },
  { _id: "versions.summer.perk-a", _type: "perk", title: "Sommarfrakt", language: "sv" },
  {
    _id: "perk-b",
    _type: "perk",
    title: "Öppet köp i 60 dagar",
    language: "sv",
    body: [{ _type: "block", children: [{ text: "Returnera gratis" }] }],
  },
];

const titles = (result: unknown) => (result as { title: string }[]).map((r) => r.title);

describe("perspectives", () => {
  it("published hides drafts and release versions", async () => {
    const result = await runQuery(viewOf(docs, "published"), "*[_type == 'perk'] | order(_id) {title}");
    expect(titles(result)).toEqual(["Fri frakt över 699 kr", "Öppet köp i 60 dagar"]);
  });

  it("drafts shows each document once, as its draft when there is one, under the published id", async () => {
    const result = (await runQuery(viewOf(docs, "drafts"), "*[_type == 'perk'] | order(_id) {_id, _originalId, title}")) as {
      _id: string;
      _originalId: string;
    }[];
    expect(result).toEqual([
      { _id: "perk-a", _originalId: "drafts.perk-a", title: "Fri frakt över 499 kr" },
      { _id: "perk-b", _originalId: "perk-b", title: "Öppet köp i 60 dagar" },
      { _id: "perk-new", _originalId: "drafts.perk-new", title: "Ny förmån" },
    ]);
  });

  it("a release stack puts the release above drafts", async () => {
    const result = await runQuery(viewOf(docs, ["summer", "drafts"]), "*[_id == 'perk-a'][0].title");
    expect(result).toBe("Sommarfrakt");
  });

  it("raw sees every id; the default follows the API version", async () => {
    expect(await runQuery(viewOf(docs, "raw"), "count(*)")).toBe(5);
    expect(parsePerspective(null, "2025-02-19")).toBe("published");
    expect(parsePerspective(null, "2021-06-07")).toBe("raw");
    expect(parsePerspective("summer,drafts", "2025-02-19")).toEqual(["summer", "drafts"]);
    expect(() => parsePerspective("bad name!", "1")).toThrow(/perspective/);
  });

  it("knows whose draft or version an id is", () => {
    expect(publishedIdOf("drafts.perk-a")).toBe("perk-a");
    expect(publishedIdOf("versions.summer.perk-a")).toBe("perk-a");
    expect(publishedIdOf("perk-a")).toBe("perk-a");
  });
});

describe("queries", () => {
  it("takes $params, also inside a slice", async () => {
    const result = await runQuery(viewOf(docs, "published"), "*[language == $lang] | order(_id) [0...$n].title", {
      params: { lang: "sv", n: 1 },
    });
    expect(result).toEqual(["Fri frakt över 699 kr"]);
  });

  it("answers the Studio's text::query search over every string of a document, nested ones too", async () => {
    const view = withSearchText(viewOf(docs, "drafts"));
    const search = (term: string) =>
      runQuery(
        view,
        "*[_type in $types && ([@, _id] match text::query($q))] | score(boost(title match text::query($q), 10), [@, _id] match text::query($q)) [_score > 0] | order(_id) {_id}",
        { params: { types: ["perk"], q: term } },
      );
    expect(await search("*")).toHaveLength(3);
    expect(await search("frakt*")).toEqual([{ _id: "perk-a" }]);
    expect(await search("returnera")).toEqual([{ _id: "perk-b" }]);
  });

  it("never returns the search field it adds", async () => {
    const result = (await runQuery(withSearchText(docs), "*[_id == 'perk-a'][0]")) as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual(["_id", "_type", "language", "title"]);
  });

  it("reports a syntax error as a GROQ error", async () => {
    await expect(runQuery(docs, "*[_type == ")).rejects.toThrow();
  });
});
