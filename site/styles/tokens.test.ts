// A lint of the design tokens (issue 18): outside tokens.css, no stylesheet and no component's
// <style> block writes a colour or a font size as a literal; they read the custom properties
// of tokens.css. (fonts.css names no colour; its @font-face rules carry no font-size.)
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const TOKENS = "site/styles/tokens.css";

/** A colour written as a literal: #rgb…#rrggbbaa, or rgb()/hsl() with numbers. */
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(\s*\d/i;
/** What a font-size may be: a token, or a size relative to the parent. */
const FONT_SIZE_OK = /^(?:var\(--text-[a-z0-9-]+\)|inherit|1em|100%)$/;

/** Every declaration `property: value` of a stylesheet, with its line. */
function declarations(css: string): { property: string; value: string; line: number }[] {
  const found: { property: string; value: string; line: number }[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  const pattern = /(?<=[{;]\s*)(--?[a-z][a-z0-9-]*|[a-z][a-z-]*)\s*:\s*([^;{}]+)(?=[;}])/gi;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split("\n").length;
    found.push({ property: (match[1] ?? "").toLowerCase(), value: (match[2] ?? "").trim(), line });
  }
  return found;
}

/** What breaks the rule in one stylesheet: "line: property: value" for each. */
function strays(css: string): string[] {
  return declarations(css)
    .filter(({ property, value }) => {
      if (LITERAL_COLOUR.test(value)) return true;
      if (property === "font-size") return !FONT_SIZE_OK.test(value);
      if (property === "font") return !/^inherit$|var\(--/.test(value);
      return false;
    })
    .map(({ property, value, line }) => `${line}: ${property}: ${value}`);
}

function* filesUnder(dir: string, ext: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(path, ext);
    else if (entry.name.endsWith(ext)) yield path;
  }
}

/** The stylesheets to check: site/styles/*.css but the tokens, and the <style> blocks of components and layouts. */
function stylesheets(): { file: string; css: string }[] {
  const sheets = [...filesUnder("site/styles", ".css")]
    .filter((file) => file !== TOKENS)
    .map((file) => ({ file, css: readFileSync(join(ROOT, file), "utf8") }));
  for (const dir of ["site/components", "site/layouts", "site/pages"]) {
    for (const file of filesUnder(dir, ".astro")) {
      const source = readFileSync(join(ROOT, file), "utf8");
      for (const block of source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) sheets.push({ file, css: block[1] ?? "" });
    }
  }
  return sheets;
}

describe("design tokens", () => {
  it("finds a literal colour, a literal font size and a font shorthand with a size", () => {
    const css = `.a { color: #1f2a44; }\n.b:hover { background: rgb(0 0 0 / 0.2); font-size: 14px; }\n.c { font: 700 1rem/1.2 serif }`;
    expect(strays(css)).toEqual([
      "1: color: #1f2a44",
      "2: background: rgb(0 0 0 / 0.2)",
      "2: font-size: 14px",
      "3: font: 700 1rem/1.2 serif",
    ]);
  });

  it("lets tokens, relative sizes, ids in selectors and comments pass", () => {
    const css = `/* #ffffff in a comment */\n#add, a:hover { color: var(--color-ink); font-size: var(--text-sm); }\n.d { font-size: inherit; font: inherit; fill: currentColor; }`;
    expect(strays(css)).toEqual([]);
  });

  it("keeps every colour and font size in tokens.css", () => {
    const found = stylesheets().flatMap(({ file, css }) =>
      strays(css).map((stray) => `${relative(ROOT, join(ROOT, file))}:${stray}`),
    );
    expect(found).toEqual([]);
  });

  it("checks every stylesheet and finds the tokens", () => {
    const files = new Set(stylesheets().map((s) => s.file));
    expect(files.has("site/styles/global.css")).toBe(true);
    expect(files.has("site/styles/catalog.css")).toBe(true);
    const tokens = readFileSync(join(ROOT, TOKENS), "utf8");
    expect(tokens).toMatch(/--color-ink:/);
    expect(tokens).toMatch(/--text-md:/);
  });
});
