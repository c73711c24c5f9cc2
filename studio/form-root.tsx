import { useEffect, useRef } from "react";
import {
  getPublishedId,
  getVersionFromId,
  type InputProps,
  type ObjectInputProps,
  type Path,
  pathToString,
  useDocumentOperation,
} from "sanity";

/**
 * How long after an editor's last change the Studio sends it to the Content Lake. Sanity's document store
 * sends a field's first change at once and then at most one commit a second (its autocommit throttle), so a
 * word typed into a plain text field reached the Presentation tool's frame a second after its first key
 * (issue 28: an edit shows in the frame within a second). A short pause in typing ends a change.
 */
export const COMMIT_AFTER_MS = 120;

/**
 * `form.components.input`: a document's root input (its whole value) renders as before, always in the same
 * place in the tree (so a new document's first change does not remount the form), with two companions once
 * the document has an id: one commits soon after each change, one focuses the field the editor opened
 * (ADR 39).
 */
export function formRootInput(props: InputProps) {
  if (props.path.length > 0) return props.renderDefault(props);
  const value = props.value as { _id?: unknown } | undefined;
  const id = typeof value?._id === "string" ? value._id : undefined;
  return (
    <>
      {props.renderDefault(props)}
      {id ? <CommitSoon id={id} type={props.schemaType.name} value={props.value} /> : null}
      {id ? <FocusOpenedField path={(props as ObjectInputProps).focusPath ?? []} /> : null}
    </>
  );
}

/**
 * After each change and a short pause, asks the document store to commit what is pending, through the same
 * `commit` operation the store's own throttle calls: nothing is sent that the store would not send a second
 * later, and a commit with nothing pending sends nothing.
 */
function CommitSoon({ id, type, value }: { id: string; type: string; value: unknown }) {
  const { commit } = useDocumentOperation(getPublishedId(id), type, getVersionFromId(id));
  const opened = useRef(value);
  useEffect(() => {
    // The value the form opened with is the lake's own: nothing to send.
    if (value === opened.current) return;
    const timer = setTimeout(() => commit.execute(), COMMIT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value, commit]);
  return null;
}

/**
 * A click on content in the Presentation tool's frame opens its document at the clicked field's path. The
 * document pane focuses that field only when the path arrives after its form is ready (sanity 6.9.2,
 * DocumentPane's `syncPathFromUrl`); a document that was not loaded yet (a banner clicked for the first
 * time) opened with the field shown and the focus left in the frame. Once, when the document's form first
 * shows, the field gets the focus, unless the editor is already in another field.
 */
function FocusOpenedField({ path }: { path: Path }) {
  const opened = useRef(path);
  useEffect(() => {
    if (opened.current.length === 0) return;
    const id = pathToString(opened.current);
    const until = performance.now() + FOCUS_WAIT_MS;
    let frame = 0;
    // The form's fields can show a few frames after its root: looked for on each frame for a while.
    const look = () => {
      const active = document.activeElement;
      // The editor (or the pane itself) has put the focus somewhere: leave it there.
      if (active && active !== document.body && active.tagName !== "IFRAME") return;
      // Sanity's inputs take their path as their id (a string field's input is `id="text"`).
      const field = document.getElementById(id);
      if (field) field.focus();
      else if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

/** How long the opened field is looked for after the document's form first shows. */
const FOCUS_WAIT_MS = 5000;
