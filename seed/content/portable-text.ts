import type { Block } from "./types.ts";

export interface Span {
  _type: "span";
  _key: string;
  text: string;
  marks: string[];
}

export interface PortableTextBlock {
  _type: "block";
  _key: string;
  style: "normal" | "h2" | "h3";
  markDefs: never[];
  children: Span[];
  listItem?: "bullet";
  level?: number;
}

/** Turns the seed's compact blocks into Portable Text, with keys stable from one build to the next. */
export function toPortableText(blocks: Block[], keyPrefix: string): PortableTextBlock[] {
  const out: PortableTextBlock[] = [];
  const block = (text: string, style: PortableTextBlock["style"], bullet = false): PortableTextBlock => {
    const n = out.length;
    return {
      _type: "block",
      _key: `${keyPrefix}b${n}`,
      style,
      markDefs: [],
      children: [{ _type: "span", _key: `${keyPrefix}s${n}`, text, marks: [] }],
      ...(bullet ? { listItem: "bullet" as const, level: 1 } : {}),
    };
  };
  for (const b of blocks) {
    if ("h2" in b) out.push(block(b.h2, "h2"));
    else if ("h3" in b) out.push(block(b.h3, "h3"));
    else if ("p" in b) out.push(block(b.p, "normal"));
    else for (const item of b.ul) out.push(block(item, "normal", true));
  }
  return out;
}
