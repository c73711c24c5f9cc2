/**
 * Portable Text rendered to static markup (StaticRichText.astro), and kept: a perk's text, the washing advice
 * and a category's foot hint are the same on every page of a storefront, and the top bar alone rendered four
 * of them on every page, a twentieth of a cold product page's CPU (ADR 50, stop 56 addendum).
 *
 * Kept by the content value itself: content answers are shared and frozen (ADR 43, stop 54), so the same
 * object comes back on every page until a publish replaces it, and a frozen value cannot change under its
 * markup. Its markup is gone with it (a WeakMap). A value that is not frozen (one built for a single page)
 * is rendered every time, as is markup with an id: a table's caption id is unique on a page only when each
 * render takes a prefix of its own (rich-text-ids.ts).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import RichText, { type RichTextProps } from "./RichText.tsx";
import { nextRichTextPrefix } from "./rich-text-ids.ts";

/** Markup by value, then by what else the markup depends on (`placeOf`). */
const kept = new WeakMap<object, Map<string, string>>();

/** Everything besides the value that RichText.tsx writes differently: links (base path), amounts (locale), flow. */
const placeOf = ({ storefront, inline = false }: RichTextProps) => `${storefront.basePath} ${storefront.locale} ${inline}`;

export function staticRichText(props: RichTextProps): string {
  const { value, blockMarks } = props;
  const keepable = typeof value === "object" && value !== null && Object.isFrozen(value) && blockMarks === undefined;
  const place = placeOf(props);
  const hit = keepable ? kept.get(value)?.get(place) : undefined;
  if (hit !== undefined) return hit;
  const html = renderToStaticMarkup(createElement(RichText, props), { identifierPrefix: nextRichTextPrefix() });
  if (keepable && !/\sid="/.test(html)) {
    let places = kept.get(value);
    if (!places) kept.set(value, (places = new Map()));
    places.set(place, html);
  }
  return html;
}
