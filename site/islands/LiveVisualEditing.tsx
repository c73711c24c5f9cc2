import type { HistoryRefresh } from "@sanity/visual-editing";
import type { MutatorActor } from "@sanity/visual-editing/optimistic";
import { emptyActor, useOptimisticActor, VisualEditing } from "@sanity/visual-editing/react";
import { useEffect, useRef } from "react";
import { createPageRefresher, documentIdsOf, type PageRefresher } from "../lib/content/live-preview.client.ts";
import { keepOverlaysAboveDialogs } from "../lib/content/overlay-layer.client.ts";

/** What scripts add to the page beside the server's HTML and must stay: the overlays' own element. */
const added = (element: Element) => element.tagName === "SANITY-VISUAL-EDITING";

const idsOnPage = () =>
  documentIdsOf([...document.querySelectorAll("[data-sanity]")].map((element) => element.getAttribute("data-sanity") ?? ""));

/** The page's draft render; an answer that is not the page (a 503 while the shop is busy) is no render to compare with. */
const fetchPage = async () => {
  const response = await fetch(location.href, {
    credentials: "same-origin",
    cache: "no-store",
    headers: { accept: "text/html" },
  });
  if (!response.ok) throw new Error(`${location.pathname} answered ${response.status}`);
  return response.text();
};

/**
 * One refresher for the page, made on first use. Not in a render: the overlays' chunks suspend
 * the first renders, React then runs them again without what a discarded render kept (useMemo
 * included), and every render's refresher fetched the page at once (60 draft renders on opening).
 */
let pageRefresher: PageRefresher | undefined;
const refresherOfPage = () => {
  pageRefresher ??= createPageRefresher(document, fetchPage, added);
  return pageRefresher;
};

/** A mutation the live channel answered this recently needs no second refresh from the tool's own signal. */
const ANSWERED_MS = 1500;

/**
 * Visual editing in draft preview (issue 28, ADR 39), loaded by ./PreviewEditing.tsx: Sanity's
 * overlays and click-to-edit (@sanity/visual-editing), and live drafts. The Presentation tool
 * streams every change the lake makes to the frame (its documents listener, the "optimistic"
 * channel); a change to a document this page shows fetches the page again at once and puts in
 * what changed. The tool's own refresh after a mutation waits a second for the form to settle,
 * so it is only the fallback, for documents the page names nowhere.
 */
export default function LiveVisualEditing() {
  const actor = useOptimisticActor();
  /** Documents the tool said were edited, whether or not the page names them: followed from then on. */
  const edited = useRef(new Set<string>());
  const observeRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (actor === emptyActor) return;
    const refresher = refresherOfPage();
    const observed = new Set<string>();
    const observe = () => {
      for (const id of [...idsOnPage(), ...edited.current])
        for (const documentId of [id, `drafts.${id}`])
          if (!observed.has(documentId)) {
            observed.add(documentId);
            actor.send({ type: "observe", documentId });
          }
    };
    observe();
    observeRef.current = observe;
    // Past the empty actor's check, this is the tool's dataset mutator.
    const subscription = (actor as MutatorActor).on("mutation", () => {
      refresher.refresh().then(observe);
    });
    return () => {
      subscription.unsubscribe();
      for (const documentId of observed) actor.send({ type: "unobserve", documentId });
    };
  }, [actor]);

  // The outlines of what an open mobile menu or size guide shows would be under it (overlay-layer.client.ts).
  useEffect(() => keepOverlaysAboveDialogs(document), []);

  const refresh = (payload: HistoryRefresh) => {
    const refresher = refresherOfPage();
    const id = payload.source === "mutation" ? payload.document?._id : undefined;
    if (id) {
      edited.current.add(id.replace(/^drafts\./, ""));
      observeRef.current();
    }
    if (payload.source === "mutation" && actor !== emptyActor && performance.now() - refresher.startedAt < ANSWERED_MS)
      return false;
    return refresher.refresh();
  };
  return <VisualEditing portal refresh={refresh} />;
}
