/**
 * Highlighted suggestions (specification 3: braces mark the bold part). The
 * server marks where the shopper's words begin a word of the phrase, comparing
 * folded text so that "fjall" marks "{Fjäll}barn"; the panel reads both `{x}`
 * and `{{x}}`, as search services write either.
 */
import { foldChar, queryWords } from "./normalize.ts";

/** The phrase with each query word marked where it begins a word of the phrase: `Slim fit-{jea}ns`. */
export function highlight(phrase: string, q: string): string {
  const words = queryWords(q);
  if (words.length === 0) return phrase;
  // Fold character by character, remembering where each folded character came from.
  const chars = [...phrase];
  let folded = "";
  const origin: number[] = [];
  chars.forEach((char, i) => {
    for (const c of foldChar(char)) {
      folded += c;
      origin.push(i);
    }
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    let from = 0;
    for (;;) {
      const at = folded.indexOf(word, from);
      if (at === -1) break;
      const startsWord = at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1] as string);
      if (startsWord) {
        const first = origin[at] as number;
        const last = origin[at + word.length - 1] as number;
        for (let i = first; i <= last; i++) marked[i] = true;
        break;
      }
      from = at + 1;
    }
  }
  let out = "";
  chars.forEach((char, i) => {
    if (marked[i] && !marked[i - 1]) out += "{";
    out += char;
    if (marked[i] && !marked[i + 1]) out += "}";
  });
  return out;
}

export interface Segment {
  text: string;
  bold: boolean;
}

/** Reads a highlighted string into plain and bold runs; `{x}` and `{{x}}` are the same, stray braces are text. */
export function parseHighlighted(highlighted: string): Segment[] {
  const segments: Segment[] = [];
  const push = (text: string, bold: boolean) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last && last.bold === bold) last.text += text;
    else segments.push({ text, bold });
  };
  const pattern = /\{\{([^{}]*)\}\}|\{([^{}]*)\}/g;
  let at = 0;
  for (const m of highlighted.matchAll(pattern)) {
    push(highlighted.slice(at, m.index), false);
    push(m[1] ?? m[2] ?? "", true);
    at = m.index + m[0].length;
  }
  push(highlighted.slice(at), false);
  return segments;
}
