/**
 * GROQ as Sanity answers it: the lake's answer to a query equals groq-js's (Sanity's reference
 * implementation) over the same documents, and what Sanity adds to groq-js (identity, the
 * project's names, refusing a missing parameter) is answered as Sanity's API answers it.
 */
import { describe, expect, it } from "vitest";
import { conformanceLake, DATASET, PROJECT, TEST_DATABASES } from "./lake.ts";

describe.each(TEST_DATABASES)("GROQ on the lake ($name) answers as Sanity's", (database) => {
  const lake = conformanceLake(database);

  const sameAsReference = async (query: string, params: Record<string, unknown> = {}) => {
    const answer = await lake.client("editor", { perspective: "raw" }).fetch(query, params);
    expect(answer).toEqual(await lake.reference(query, params, lake.userId("editor")));
    return answer;
  };

  it("leaves `match` on values to GROQ: only text::query searches a whole document", async () => {
    expect(await sameAsReference('*[_id == "perk-sv-se-free-shipping"][0].tags[@ match "b*"]')).toEqual(["b"]);
    expect(await sameAsReference('count(*[_type == "perk"][@ match "frakt"])')).toBe(0);
    expect(await sameAsReference('*[_type == "perk" && tags[] match "frakt"]._id')).toEqual(["perk-sv-se-free-shipping"]);
    // The Studio's search still finds a document by any of its strings.
    const found = await lake
      .client("editor", { perspective: "published" })
      .fetch('*[_type == "perk" && [@, _id] match text::query($q)]._id', { q: "frakt*" });
    expect(found).toEqual(["perk-sv-se-free-shipping"]);
  });

  it("has no field of its own a query can read or filter by", async () => {
    const editor = lake.client("editor", { perspective: "published" });
    expect(await editor.fetch('*[_type == "perk"][0]._lakeSearchText')).toBeNull();
    expect(await editor.fetch("count(*[defined(_lakeSearchText)])")).toBe(0);
    const doc = await editor.fetch<Record<string, unknown>>('*[_id == "perk-sv-se-free-shipping"][0]');
    expect(Object.keys(doc).filter((key) => key.startsWith("_lake"))).toEqual([]);
  });

  it("answers identity() with the user asking, and sanity::projectId() and sanity::dataset() with its names", async () => {
    expect(await lake.client("editor").fetch("identity()")).toBe(lake.userId("editor"));
    expect(await lake.client("marketer").fetch("identity()")).toBe(lake.userId("marketer"));
    expect(await sameAsReference("[sanity::projectId(), sanity::dataset()]")).toEqual([PROJECT, DATASET]);
  });

  it("refuses a query naming a parameter it was not given, as Sanity does (400), and takes one it was", async () => {
    await expect(lake.client("editor").fetch("*[_type == $type]")).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("param $type referenced, but not provided"),
    });
    expect(await sameAsReference("count(*[_type == $type])", { type: "perk" })).toBe(3);
  });

  it("agrees with groq-js on filters, projections, ordering, slices, joins and functions", async () => {
    const queries = [
      '*[_type == "perk"] | order(_id desc) {_id, "n": count(tags)}',
      '*[_type == "perk"][0...2]._id',
      '*[_id in path("drafts.**")]._id',
      "array::unique(*[].language)",
      '*[_type == "perk" && "öppet köp" in tags] {_id, "upper": upper(language)}',
      'string::split("a,b", ",")',
      'math::sum(*[_type == "perk"]{"n": count(tags)}.n)',
      '*[_type == "alertBanner"]{text, "draft": _id in path("drafts.**")}',
      'select(count(*) > 3 => "many", "few")',
    ];
    for (const query of queries) await sameAsReference(query);
  });
});
