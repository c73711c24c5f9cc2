/**
 * Portable Text rendered to static markup (StaticRichText.astro), and kept: a perk's text, the washing advice,
 * a category's foot hint and a size guide's table are the same on every page of a storefront, and the top bar
 * alone rendered four of them on every page (ADR 50, stop 56 addendum).
 *
 * Kept by the content value itself: content answers are shared and frozen (ADR 43, stop 54), so the same
 * object comes back on every page until a publish replaces it, and a frozen value cannot change under its
 * markup. Its markup is gone with it (a WeakMap). A value that is not frozen (one built for a single page),
 * or one with edit marks (a preview), is rendered every time.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import RichText, { type RichTextProps } from "./RichText.tsx";
import { nextRichTextPrefix } from "./rich-text-ids.ts";

interface Kept {
  html: string;
  /** The `useId` prefix the markup was rendered with, when it has ids (a captioned table); else null. */
  prefix: string | null;
}

/** Markup by value, then by what else the markup depends on (`placeOf`). */
const kept = new WeakMap<object, Map<string, Kept>>();

/** Everything besides the value that RichText.tsx writes differently: links (base path), amounts (locale), flow. */
const placeOf = ({ storefront, inline = false }: RichTextProps) => `${storefront.basePath} ${storefront.locale} ${inline}`;

let renders = 0;

/** How many times this process rendered rich text (the rest came from kept markup): for tests. */
export const staticRenders = () => renders;

const unmarked = (marks: RichTextProps["blockMarks"]) => !marks || Object.values(marks).every((m) => Object.keys(m).length === 0);

/** React's `useId` ids begin `_` + the prefix, and stand only in attribute values, after a quote. */
const idStart = (prefix: string) => `"_${prefix}`;

export function staticRichText(props: RichTextProps): string {
  const { value, blockMarks } = props;
  const keepable = typeof value === "object" && value !== null && Object.isFrozen(value) && unmarked(blockMarks);
  const place = placeOf(props);
  const hit = keepable ? kept.get(value)?.get(place) : undefined;
  // An id must be unique on its page (a table's caption names the table): kept markup takes a prefix of its own.
  if (hit) return hit.prefix ? hit.html.replaceAll(idStart(hit.prefix), idStart(nextRichTextPrefix())) : hit.html;
  const prefix = nextRichTextPrefix();
  const html = renderToStaticMarkup(createElement(RichText, props), { identifierPrefix: prefix });
  renders += 1;
  if (!keepable) return html;
  const withIds = html.includes(idStart(prefix));
  // Kept only when every place the prefix stands is an id: text that happened to hold it would be changed too.
  if (withIds && html.split(idStart(prefix)).length !== html.split(`_${prefix}`).length) return html;
  const places = kept.get(value) ?? new Map<string, Kept>();
  kept.set(value, places);
  places.set(place, { html, prefix: withIds ? prefix : null });
  return html;
}

const tableBlocks = new WeakMap<object, readonly unknown[]>();

/**
 * A size guide's table as Portable Text of one block: for a frozen table (a content answer's), the same frozen
 * value every time, so that its markup is kept with it.
 */
export function tableAsBlocks(table: object): readonly unknown[] {
  const made = tableBlocks.get(table);
  if (made) return made;
  const blocks = [{ _type: "table", _key: "table", ...table }];
  if (!Object.isFrozen(table)) return blocks;
  const frozen = Object.freeze([Object.freeze(blocks[0])]);
  tableBlocks.set(table, frozen);
  return frozen;
}
