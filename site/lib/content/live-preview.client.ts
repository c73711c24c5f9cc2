/**
 * Live drafts in the Presentation tool's frame (issue 28, ADR 39). The shop renders on the
 * server, so a draft shows by fetching the page's HTML again (draft mode is on for this frame)
 * and putting in only the parts whose server HTML changed: the rest of the page, hydrated
 * islands and the overlays included, stays as it is, and nothing reloads.
 *
 * What changed is judged between two server renders (the previous fetch and this one), never
 * against the live page, which islands and overlays have changed since.
 */

/** The ids (published form) of the documents a page's `data-sanity` attributes name. */
export function documentIdsOf(attributeValues: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const value of attributeValues) {
    const id = /(?:^|;)id=([^;]+)/.exec(value)?.[1];
    if (id) ids.add(decodeURIComponent(id).replace(/^drafts\./, ""));
  }
  return [...ids];
}

/**
 * An island's `uid` is new on every render and says nothing about what the page shows (Astro
 * writes it for hot reloading; nothing reads it in a build): taken out of each render as it is
 * parsed, so two renders compare with the browser's own `isEqualNode` rather than by serializing
 * every level of the tree again (the swap takes about 20 ms of an edit either way: bench/edit-to-frame.mjs).
 */
export function withoutRenderNoise(doc: Document): Document {
  for (const island of doc.querySelectorAll("astro-island[uid]")) island.removeAttribute("uid");
  return doc;
}

const directText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === 3)
    .map((node) => node.textContent)
    .join("");

const sameShape = (a: Element, b: Element) =>
  a.tagName === b.tagName &&
  a.children.length === b.children.length &&
  [...a.children].every((child, i) => child.tagName === b.children[i]?.tagName);

const sameAttributes = (a: Element, b: Element) =>
  a.attributes.length === b.attributes.length &&
  [...a.attributes].every((attribute) => b.getAttribute(attribute.name) === attribute.value);

/**
 * Brings `live` up to `next` where `next` differs from `previous` (both server renders of the
 * same page, parsed through `withoutRenderNoise`): an element whose own text, attributes or children's shape changed is replaced
 * whole, with a fresh copy of the new HTML (an island in it hydrates anew); one whose
 * children changed is walked into. Returns false when the live page no longer lines up with
 * the render (a reload is then the honest answer).
 */
export function morphChanged(live: Element, previous: Element, next: Element, keep: (element: Element) => boolean): boolean {
  if (previous.isEqualNode(next)) return true;
  const leaf =
    previous.tagName === "ASTRO-ISLAND" ||
    !sameShape(previous, next) ||
    !sameAttributes(previous, next) ||
    directText(previous) !== directText(next);
  if (leaf) {
    if (live.tagName !== next.tagName) return false;
    live.replaceWith(live.ownerDocument.importNode(next, true));
    return true;
  }
  // Pair the children by position, leaving out what scripts added to the live page (the overlays).
  const liveChildren = [...live.children].filter((child) => !keep(child));
  return [...previous.children].every((child, i) => {
    const liveChild = liveChildren[i];
    const nextChild = next.children[i];
    return liveChild?.tagName === child.tagName && nextChild !== undefined && morphChanged(liveChild, child, nextChild, keep);
  });
}

/** The elements of a render that show content, by their `data-sanity` value, in document order. */
function marked(root: ParentNode): Map<string, Element[]> {
  const byMark = new Map<string, Element[]>();
  for (const element of root.querySelectorAll("[data-sanity]")) {
    const mark = element.getAttribute("data-sanity") ?? "";
    byMark.set(mark, [...(byMark.get(mark) ?? []), element]);
  }
  return byMark;
}

/**
 * Brings `live` up to `next` by its marked elements alone: each element whose server HTML changed
 * between `previous` and `next` replaces the live element with the same mark (the n-th of that mark).
 * For pages whose live body no longer lines up with the server's (server islands put in their
 * HTML, scripts add dialogs), where morphChanged cannot pair the elements; what an edit changes is
 * content, and content is marked. Returns false when the marks themselves do not line up.
 */
export function swapMarked(live: ParentNode, previous: ParentNode, next: ParentNode): boolean {
  const before = marked(previous);
  const after = marked(next);
  if (before.size !== after.size) return false;
  const liveMarks = marked(live);
  for (const [mark, elements] of after) {
    const old = before.get(mark);
    const current = liveMarks.get(mark);
    if (old?.length !== elements.length || (current?.length ?? 0) < elements.length) return false;
    elements.forEach((element, i) => {
      const was = old[i] as Element;
      const shown = (current as Element[])[i] as Element;
      // An element inside one already replaced is gone from the page, and came in with its new HTML.
      if (!was.isEqualNode(element) && shown.isConnected) shown.replaceWith(shown.ownerDocument.importNode(element, true));
    });
  }
  return true;
}

export interface PageRefresher {
  /** Fetches the page again and shows what changed; calls made meanwhile are folded into one more fetch. */
  refresh(): Promise<void>;
  /** When the last refresh started (ms, performance.now()). */
  readonly startedAt: number;
}

/**
 * One page's refresher: `fetchHtml` gives the page's current server HTML; the first render it
 * compares with is fetched at once, so the first edit already has a render to compare to.
 */
export function createPageRefresher(
  doc: Document,
  fetchHtml: () => Promise<string>,
  keep: (element: Element) => boolean,
  afterSwap: () => void = () => {},
): PageRefresher {
  const parse = (html: string) => withoutRenderNoise(new DOMParser().parseFromString(html, "text/html"));
  let previous = fetchHtml().then(parse);
  let running: Promise<void> | null = null;
  let again = false;
  let startedAt = 0;
  const once = async () => {
    startedAt = performance.now();
    const [before, after] = await Promise.all([previous.catch(() => null), fetchHtml().then(parse)]);
    previous = Promise.resolve(after);
    // The first render never came (the shop was busy): nothing to tell the edit from, so show the page anew.
    if (!before) return doc.defaultView?.location.reload();
    if (after.title !== before.title) doc.title = after.title;
    if (morphChanged(doc.body, before.body, after.body, keep) || swapMarked(doc.body, before.body, after.body)) afterSwap();
    else doc.defaultView?.location.reload();
  };
  const refresh = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await once().catch(() => {});
      } while (again);
    })();
    try {
      await running;
    } finally {
      running = null;
    }
  };
  return {
    refresh,
    get startedAt() {
      return startedAt;
    },
  };
}
