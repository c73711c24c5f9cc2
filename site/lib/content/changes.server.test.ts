import { describe, expect, it } from "vitest";
import { changeFromWebhook, changeOf, pageTags, purgeTags } from "./changes.server.ts";
import { changedDocuments } from "./local-source.server.ts";

describe("what a content change touches", () => {
  it("tags a storefront's pages by language and market, and nothing else", () => {
    expect(pageTags("/se/kille/jeans")).toEqual(["lang:sv", "market:se"]);
    expect(pageTags("/se/en/page/about")).toEqual(["lang:en", "market:se"]);
    expect(pageTags("/_server-islands/RailProducts")).toEqual([]);
  });

  it("purges the languages of changed documents, the market of market settings, everything without either", () => {
    const tags = (doc: Parameters<typeof changeOf>[0][number]) => {
      const change = changeOf([doc]);
      return change && purgeTags(change);
    };
    expect(changeOf([{ _id: "perk-sv-1", _type: "perk", language: "sv" }])).toEqual({
      ids: ["perk-sv-1"],
      types: ["perk"],
      languages: ["sv"],
      markets: [],
    });
    expect(tags({ _id: "perk-sv-1", _type: "perk", language: "sv" })).toEqual(["lang:sv"]);
    expect(tags({ _id: "marketSettings-se", _type: "marketSettings", market: "se" })).toEqual(["market:se"]);
    expect(tags({ _id: "taxonomy", _type: "taxonomy" })).toBeNull();
  });

  it("ignores drafts: nothing public changed", () => {
    expect(changeOf([{ _id: "drafts.perk-sv-1", _type: "perk", language: "sv" }])).toBeNull();
  });

  it("reads Sanity's webhook body with the README's projection, and refuses other shapes", () => {
    expect(changeFromWebhook({ _id: "menu-sv-primary", _type: "menu", language: "sv", market: null })?.languages).toEqual(["sv"]);
    expect(changeFromWebhook({ _type: "menu" })).toBeUndefined();
    expect(changeFromWebhook("menu")).toBeUndefined();
  });

  it("finds the documents that differ between two versions of a dataset", () => {
    const a = { _id: "a", _type: "perk", language: "sv", title: "Fri frakt" };
    const b = { _id: "b", _type: "menu", language: "fi" };
    const c = { _id: "c", _type: "perk", language: "da" };
    const edited = { ...a, title: "Fri frakt över 499 kr" };
    const changed = changedDocuments([a, b], [edited, b, c]);
    expect(changed.map((d) => d._id).sort()).toEqual(["a", "a", "c"]);
    expect(changeOf(changed)?.languages).toEqual(["da", "sv"]);
    expect(changedDocuments([a, b], [b])).toEqual([a]);
  });
});
