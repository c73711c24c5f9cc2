import { describe, expect, it } from "vitest";
import { sharedAnswer } from "#lib/content/shared-answer.ts";
import { storefront } from "#lib/markets/markets.ts";
import { nextRichTextPrefix } from "./rich-text-ids.ts";
import { staticRichText } from "./static-rich-text.ts";

const se = storefront("se");
const pl = storefront("pl");

const block = (text: string, href?: string) => ({
  _type: "block",
  _key: "b1",
  style: "normal",
  markDefs: href ? [{ _key: "l1", _type: "link", href }] : [],
  children: [{ _type: "span", _key: "s1", text, marks: href ? ["l1"] : [] }],
});

/** How many renders `run` made: each takes the next `useId` prefix. */
function rendersOf(run: () => void): number {
  const before = Number.parseInt(nextRichTextPrefix().slice(2), 36);
  run();
  return Number.parseInt(nextRichTextPrefix().slice(2), 36) - before - 1;
}

describe("staticRichText", () => {
  it("renders a content answer once per storefront and flow, and gives the same markup after", () => {
    const text = sharedAnswer([block("Fri frakt över {699 SEK}", "/page/frakt")]);
    let first = "";
    let again = "";
    expect(
      rendersOf(() => {
        first = staticRichText({ value: text, storefront: se, inline: true });
        again = staticRichText({ value: text, storefront: se, inline: true });
      }),
    ).toBe(1);
    expect(again).toBe(first);
    expect(first).toContain('href="/se/page/frakt"');
    expect(first).toContain("699");
    expect(first).toContain('class="rich-inline"');
  });

  it("writes links and amounts for each storefront, and blocks as blocks outside a line", () => {
    const text = sharedAnswer([block("Ab {699 SEK}", "/page/frakt")]);
    const inSweden = staticRichText({ value: text, storefront: se, inline: true });
    const inPoland = staticRichText({ value: text, storefront: pl, inline: true });
    const asBlock = staticRichText({ value: text, storefront: se });
    expect(inPoland).toContain('href="/pl/page/frakt"');
    expect(inPoland).not.toBe(inSweden);
    expect(asBlock).toMatch(/^<p>/);
    // Each of them kept: asked again, nothing is rendered.
    expect(
      rendersOf(() => {
        expect(staticRichText({ value: text, storefront: pl, inline: true })).toBe(inPoland);
        expect(staticRichText({ value: text, storefront: se })).toBe(asBlock);
      }),
    ).toBe(0);
  });

  it("renders a value that is not a shared answer every time: it may change", () => {
    const text = [block("Changing <b>text</b>")];
    expect(
      rendersOf(() => {
        staticRichText({ value: text, storefront: se });
        staticRichText({ value: text, storefront: se });
      }),
    ).toBe(2);
    // Escaped as React escapes it, kept or not.
    expect(staticRichText({ value: text, storefront: se })).toContain("Changing &lt;b&gt;text&lt;/b&gt;");
  });

  it("renders a table with a caption every time, so that its id is unique on the page", () => {
    const table = sharedAnswer([
      { _type: "table", _key: "t1", caption: "Sizes", rows: [{ cells: ["Age", "Size"] }, { cells: ["2", "92"] }] },
    ]);
    const one = staticRichText({ value: table, storefront: se });
    const two = staticRichText({ value: table, storefront: se });
    const idOf = (html: string) => /<figcaption id="([^"]+)"/.exec(html)?.[1];
    expect(idOf(one)).toBeTruthy();
    expect(idOf(two)).not.toBe(idOf(one));
  });
});
