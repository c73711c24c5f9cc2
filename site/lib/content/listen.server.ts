/**
 * Content changes learnt by listening to the project (CONTENT_LISTEN=1): Sanity's
 * listen API, which the local Content Lake speaks too, streams every mutation, and
 * each one that touches a published document goes down the one change path
 * (./change-bus.ts) as a webhook call would. `npm start` listens to the local lake,
 * which has no webhooks to call; a Sanity project can use either.
 *
 * Every process listens for itself (as every process watches the local dataset), so
 * nothing is broadcast. A stream that broke may have missed changes: when it is
 * back, everything is dropped once.
 */
import type { ContentChange } from "./change-bus.server.ts";
import { changeOf } from "./changes.server.ts";

/** What the listener needs of @sanity/client: `client.listen(query, params, options)` with these events. */
export interface Listenable {
  listen(
    query: string,
    params: Record<string, never>,
    options: {
      events: ("welcome" | "mutation" | "reconnect")[];
      includeResult: boolean;
      includePreviousRevision: boolean;
      includeMutations: boolean;
      visibility: "query";
      tag: string;
    },
  ): {
    subscribe(observer: { next: (event: ListenEvent) => void; error: (error: unknown) => void }): { unsubscribe(): void };
  };
}

type Doc = { _id: string; _type: string; language?: unknown; market?: unknown };

export type ListenEvent =
  | { type: "welcome" }
  | { type: "reconnect" }
  | { type: "mutation"; documentId: string; result?: Doc; previous?: Doc | null };

/** A change that may touch anything: after a gap in the stream, every kept page goes. */
export const EVERYTHING: ContentChange = { ids: [], types: [], languages: null, markets: [] };

/**
 * The change one mutation event makes; null when it touched only drafts or versions, or
 * only Sanity's own documents: an uploaded picture (`sanity.imageAsset`) shows on no page
 * until a document refers to it, and that edit is a change of its own.
 */
export function changeOfEvent(event: Extract<ListenEvent, { type: "mutation" }>): ContentChange | null {
  const docs = [event.previous, event.result].filter((doc): doc is Doc => Boolean(doc));
  // Neither version came with the event: what the document was is unknown, so it may be anywhere.
  if (docs.length === 0) return changeOf([{ _id: event.documentId, _type: "unknown" }]);
  if (docs.every((doc) => doc._type.startsWith("sanity."))) return null;
  return changeOf(docs);
}

export interface ListenOptions {
  onChange: (change: ContentChange) => void;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Wait before listening again after the stream failed for good (the client retries network errors itself). */
  retryMs?: number;
}

/**
 * Listens until the returned function is called. `client` may be a function giving
 * the client for each (re)start, so a stream refused for its token starts again with
 * a renewed one.
 */
export function listenForChanges(
  client: Listenable | (() => Listenable),
  { onChange, log, retryMs = 2000 }: ListenOptions,
): () => void {
  let stopped = false;
  let subscription: { unsubscribe(): void } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The first welcome is the start; any later one follows a gap.
  let started = false;
  let gap = false;
  const start = () => {
    subscription = (typeof client === "function" ? client() : client)
      .listen(
        "*",
        {},
        {
          events: ["welcome", "mutation", "reconnect"],
          includeResult: true,
          includePreviousRevision: true,
          includeMutations: false,
          visibility: "query",
          tag: "shop.live-content",
        },
      )
      .subscribe({
        next(event) {
          if (event.type === "reconnect") {
            gap = true;
          } else if (event.type === "welcome") {
            if (started && gap) {
              log.info({}, "listening to content changes again; dropping every kept page once");
              onChange(EVERYTHING);
            } else if (!started) log.info({}, "listening to content changes");
            started = true;
            gap = false;
          } else {
            const change = changeOfEvent(event);
            if (change) onChange(change);
          }
        },
        error(error) {
          if (stopped) return;
          gap = true;
          log.warn({ err: error }, "content listener failed; listening again shortly");
          timer = setTimeout(start, retryMs);
          timer.unref?.();
        },
      });
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
  };
}
