/**
 * Sanity's overlays (@sanity/visual-editing) draw their outlines in an element of their own at the end of the
 * page. A modal dialog (the mobile menu, a product page's size guide) is drawn by the browser in its top layer,
 * above every z-index, so in a preview the outlines of what an open dialog shows were hidden under it: an
 * editor could not see what they pointed at. While a modal dialog is open, the overlays' element goes into it
 * (into the top layer with it), and back to the page when the dialog closes (issue 28, ADR 40).
 */
const OVERLAYS = "sanity-visual-editing";

/** Keeps the overlays' element in the open modal dialog, if there is one; returns a function that stops and puts it back. */
export function keepOverlaysAboveDialogs(doc: Document): () => void {
  const place = () => {
    const overlays = doc.querySelector(OVERLAYS);
    if (!overlays) return;
    const dialog = [...doc.querySelectorAll("dialog[open]")].filter((element) => element.matches(":modal")).at(-1);
    const home = dialog ?? doc.documentElement;
    if (overlays.parentElement !== home) home.append(overlays);
  };
  const observer = new MutationObserver(place);
  // `open` flips as a dialog opens and closes; the overlays' element itself comes a moment after the island starts.
  observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
  place();
  return () => {
    observer.disconnect();
    // The library removes its element from the page's root when it stops: it must be there by then.
    const overlays = doc.querySelector(OVERLAYS);
    if (overlays && overlays.parentElement !== doc.documentElement) doc.documentElement.append(overlays);
  };
}
