import { describe, expect, it } from "vitest";
import { clockFieldsOf, onlyTypeOf } from "./groq-scope.ts";
import { memberOffersQuery } from "./queries.ts";
import { liveBannersQuery } from "./shell-queries.ts";

describe("the one document type a query can see", () => {
  it("knows such a query, and refuses any that reaches into the dataset again", () => {
    expect(onlyTypeOf(`*[_type == "perk" && language == $language]{_id, text}`)).toBe("perk");
    expect(onlyTypeOf(` *[_type == "siteSettings"][0]{footer}`)).toBe("siteSettings");
    expect(onlyTypeOf(`*[_type == "menu"]{items[]{category->{slug}}}`)).toBeNull();
    expect(onlyTypeOf(`*[_type == "page"]{"perks": *[_type == "perk"]}`)).toBeNull();
    expect(onlyTypeOf(`*[_type == "page"]{"n": count(*[references(^._id)])}`)).toBeNull();
    expect(onlyTypeOf(`*[_type == "page" && references($id)]`)).toBeNull();
    expect(onlyTypeOf(`*[_type in ["perk", "menu"]]`)).toBeNull();
    expect(onlyTypeOf(`*[_type == "perk" || _id == $id]`)).toBeNull();
    expect(onlyTypeOf(`*[_type == "perk" && language == $language || _id == $id]`)).toBeNull();
    expect(onlyTypeOf(`*[_type == "perk" && (language == $language || !defined(language))]`)).toBe("perk");
    expect(onlyTypeOf(`*[_type == "perk" && text == "a || b ] c"]`)).toBe("perk");
    expect(onlyTypeOf(`*[_type == "perk" && text == "a ] || b"]`)).toBe("perk");
    expect(onlyTypeOf(`*[_type == "perk" && tags[0] == "x"] | order(a desc)`)).toBe("perk");
    expect(onlyTypeOf(`count(*[_type == "perk"])`)).toBeNull();
    expect(onlyTypeOf(`*[language == $language && _type == "perk"]`)).toBeNull();
  });
});

describe("a query whose only use of the clock is comparing it with its documents' instants", () => {
  it("names the fields it compares, for the shop's clock queries and either order", () => {
    expect(clockFieldsOf(liveBannersQuery)).toEqual(["startsAt", "endsAt"]);
    expect(clockFieldsOf(memberOffersQuery)).toEqual(["startsAt", "endsAt"]);
    expect(clockFieldsOf(`*[_type == "x" && dateTime(now()) < dateTime(window.end)]._id`)).toEqual(["window.end"]);
  });

  it("refuses any other use of the clock, or a query that sees more than one type", () => {
    expect(clockFieldsOf(`*[_type == "x" && dateTime(startsAt) - dateTime(now()) < 3600]`)).toBeNull();
    expect(clockFieldsOf(`*[_type == "x" && dateTime(startsAt) <= dateTime(now())]{"at": now()}`)).toBeNull();
    expect(clockFieldsOf(`*[_type == "x" && startsAt <= now()]`)).toBeNull();
    expect(clockFieldsOf(`*[_type == "x" && dateTime(now()) - 60 > dateTime(startsAt)]`)).toBeNull();
    expect(clockFieldsOf(`*[_type == "x"]{"live": *[_type == "y" && dateTime(startsAt) <= dateTime(now())]}`)).toBeNull();
    expect(clockFieldsOf(`*[dateTime(startsAt) <= dateTime(now())]`)).toBeNull();
    expect(clockFieldsOf(`*[_type == "x" && dateTime(slots[0].start) <= dateTime(now())]`)).toBeNull();
    expect(clockFieldsOf(`*[_type == "x"]`)).toBeNull();
  });
});
