import { describe, expect, it } from "vitest";
import { onlyTypeOf } from "./groq-scope.ts";

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
