import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LANGUAGE_INFO, LANGUAGE_OPTIONS, MARKET_OPTIONS } from "../schemas/languages.ts";
import { FLAGS } from "../site/lib/shell/flags.ts";
import { languageFlag, marketFlag } from "./flags.tsx";

/** A flag emoji is two regional indicator symbols: shown as an empty box, or as two letters on Windows. */
const FLAG_EMOJI = /[\u{1F1E6}-\u{1F1FF}]/u;

describe("flags in the Studio", () => {
  it("are drawn for every language of the structure: the market's flag, the globe for English", () => {
    for (const { id } of LANGUAGE_INFO) {
      const svg = renderToStaticMarkup(createElement(languageFlag(id)));
      expect(svg, id).toMatch(/^<svg/);
    }
    expect(renderToStaticMarkup(createElement(languageFlag("sv")))).toContain(FLAGS.se.background);
    expect(renderToStaticMarkup(createElement(languageFlag("nb")))).toContain(FLAGS.no.background);
    expect(renderToStaticMarkup(createElement(languageFlag("en")))).toContain('data-sanity-icon="earth-globe"');
  });

  it("give each market one icon component, the same every time (the Studio compares them)", () => {
    expect(marketFlag("pl")).toBe(marketFlag("pl"));
    expect(marketFlag("pl")).not.toBe(marketFlag("fr"));
  });

  it("never come as emoji in a picker's text", () => {
    for (const { title } of [...LANGUAGE_OPTIONS, ...MARKET_OPTIONS]) expect(title).not.toMatch(FLAG_EMOJI);
  });
});
