import { describe, expect, it } from "vitest";
import { sharedAnswer } from "#lib/content/shared-answer.ts";
import { storefront } from "#lib/markets/markets.ts";
import { nextRichTextPrefix } from "./rich-text-ids.ts";
import { staticRenders, staticRichText, tableAsBlocks } from "./static-rich-text.ts";

const se = storefront("se");
const pl = storefront("pl");

const block = (text: string, href?: string) => ({
  _type: "block",
  _key: "b1",
  style: "normal",
  markDefs: href ? [{ _key: "l1", _type: "link", href }] : [],
  children: [{ _type: "span", _key: "s1", text, marks: href ? ["l1"] : [] }],
});

/** How many renders `run` made. */
function rendersOf(run: () => void): number {
  const before = staticRenders();
  run();
  return staticRenders() - before;
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

  it("keeps a captioned table too, with ids of its own on every page that shows it", () => {
    const table = sharedAnswer({
      caption: "Sizes",
      rows: [
        { _key: "r1", cells: ["Age", "Size"] },
        { _key: "r2", cells: ["2", "92"] },
      ],
    });
    const blocks = tableAsBlocks(table);
    expect(tableAsBlocks(table)).toBe(blocks);
    let one = "";
    let two = "";
    expect(
      rendersOf(() => {
        one = staticRichText({ value: blocks, storefront: se, blockMarks: { table: {} } });
        two = staticRichText({ value: blocks, storefront: se, blockMarks: { table: {} } });
      }),
    ).toBe(1);
    const idOf = (html: string) => /<figcaption id="([^"]+)"/.exec(html)?.[1];
    expect(idOf(one)).toBeTruthy();
    expect(idOf(two)).not.toBe(idOf(one));
    // The caption still names the table and its region, by the new id.
    expect(two.match(new RegExp(`"${idOf(two)}"`, "g"))).toHaveLength(3);
    expect(two.replaceAll(idOf(two) ?? "", "")).toBe(one.replaceAll(idOf(one) ?? "", ""));
  });

  it("renders a table every time when its text holds what looks like an id, and a preview's marked blocks", () => {
    const prefix = `_rt${(Number.parseInt(nextRichTextPrefix().slice(2), 36) + 1).toString(36)}-`;
    const odd = tableAsBlocks(sharedAnswer({ caption: `Size ${prefix}`, rows: [{ cells: ["a", "b"] }, { cells: ["1", "2"] }] }));
    const plain = tableAsBlocks(sharedAnswer({ caption: "Sizes", rows: [{ cells: ["a", "b"] }, { cells: ["1", "2"] }] }));
    const marked = { table: { "data-sanity": "id=guide;path=table" } };
    expect(
      rendersOf(() => {
        staticRichText({ value: odd, storefront: se });
        staticRichText({ value: odd, storefront: se });
        staticRichText({ value: plain, storefront: se, blockMarks: marked });
        expect(staticRichText({ value: plain, storefront: se, blockMarks: marked })).toContain(
          'data-sanity="id=guide;path=table"',
        );
      }),
    ).toBe(4);
  });

  it("gives a table that is not a content answer a value of its own each time, which is not kept", () => {
    const table = { caption: "Sizes", rows: [] };
    expect(tableAsBlocks(table)).not.toBe(tableAsBlocks(table));
    expect(Object.isFrozen(tableAsBlocks(table))).toBe(false);
  });
});
