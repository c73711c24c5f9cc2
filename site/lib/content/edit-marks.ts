/**
 * Edit marks (issue 28, ADR 40): in a preview, every text and picture that comes from
 * content carries a `data-sanity` attribute saying which document and which field it
 * shows, so the Presentation tool's overlay outlines it and a click opens that field.
 * The attribute is made by Sanity's own `createDataAttribute`; the shop only says
 * whether the request is a preview and where the value lives.
 *
 * A shopper's request gets nothing: no attribute, not even an empty one, so public
 * HTML stays byte for byte what it was and the caches that keep it (ADR 16, 19) never
 * see a mark. The preview state is passed in (the caller reads it with `inPreview()`
 * from draft-mode.server.ts), which keeps this module usable from islands and tests.
 */
import { createDataAttribute } from "@sanity/visual-editing/create-data-attribute";

/** A field path as the Studio writes it: `title`, `items[_key=="abc"].name`, or its segments. */
export type FieldPath = string | (string | number | { _key: string })[];

/** Which document a piece of content comes from. The id may be a draft's (`drafts.x`): the mark names the published one, as Presentation expects. */
export interface EditDocument {
  id: string;
  type: string;
}

export interface EditRef extends EditDocument {
  path: FieldPath;
}

/** What an element spreads: the attribute in a preview, an empty object (no bytes at all) for a shopper. */
export type EditMark = { "data-sanity"?: string };

const NONE: EditMark = Object.freeze({});

/**
 * Where the Studio lives (the lake serves it at /studio, SANITY_STUDIO_BASEPATH): inside the
 * Presentation tool it does not matter, outside it the overlay's "Open in Studio" link uses it.
 */
const STUDIO_BASE = "/studio";

/** The `data-sanity` value of a field in a preview; undefined for a shopper or a reference without id, type or path. */
export function editAttribute(preview: boolean, ref: Partial<EditRef> | null | undefined): string | undefined {
  if (!preview || !ref?.id || !ref.type || ref.path === undefined || ref.path.length === 0) return undefined;
  return createDataAttribute({ baseUrl: STUDIO_BASE, id: ref.id, type: ref.type, path: ref.path }).toString();
}

/** `{ "data-sanity": … }` to spread on the element that shows a field, in a preview; `{}` otherwise. */
export function editMark(preview: boolean, ref: Partial<EditRef> | null | undefined): EditMark {
  const value = editAttribute(preview, ref);
  return value === undefined ? NONE : { "data-sanity": value };
}

/** The marks of one document (or one part of it), by field path. */
export type Marker = (path: FieldPath | null | undefined) => EditMark;

/** A marker that marks nothing: a shopper's, and the default of components that can be marked. */
export const noMarks: Marker = () => NONE;

/**
 * The marks of one document: `mark("title")`, `mark(`modules[_key=="${key}"].heading`)`.
 * For a shopper (or no document) every call answers `{}`.
 */
export function editMarks(preview: boolean, doc: Partial<EditDocument> | null | undefined): Marker {
  if (!preview || !doc?.id || !doc.type) return noMarks;
  const { id, type } = doc;
  return (path) => (path ? editMark(true, { id, type, path }) : NONE);
}

/** The marks of the fields inside one keyed item: `within(mark, "modules", key)("heading")`. */
export function within(mark: Marker, array: string, key: string): Marker {
  if (mark === noMarks) return noMarks;
  return (path) => (typeof path === "string" && path ? mark(keyed(array, key, path)) : NONE);
}

/** A path to an item of an array by its key: `keyed("items", "abc", "name")` is `items[_key=="abc"].name`. */
export function keyed(array: string, key: string, ...rest: string[]): string {
  return [`${array}[_key==${JSON.stringify(key)}]`, ...rest].join(".");
}

/** The spread of a mark made earlier (a menu item's `edit`, an island's prop): `{}` when there is none. */
export function asMark(value: string | undefined): EditMark {
  return value ? { "data-sanity": value } : NONE;
}
