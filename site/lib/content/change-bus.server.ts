/**
 * The one path every content change takes in a server process: whoever learns of
 * a change (the webhook, the local dataset's watcher, another process of the
 * cluster) calls `applyContentChange`, and every cache that may hold content
 * (the content source's answers, the shell's memo, the render cache) drops what
 * depends on it in its listener.
 *
 * The emitter lives on globalThis: scripts/serve.mjs loads this file on its own
 * while the built shop carries a bundled copy, and both must reach the same listeners.
 */
import { EventEmitter } from "node:events";

export interface ContentChange {
  /** Published document ids (never `drafts.`). */
  ids: string[];
  types: string[];
  /** Languages of the changed documents; null when one of them belongs to every language (or is unknown). */
  languages: string[] | null;
  /** Markets named by a changed document that has no language (market settings). */
  markets: string[];
}

const KEY = Symbol.for("littlenorth.content-changes");
const EVENT = "change";
/** Sent between the processes of scripts/serve.mjs's cluster. */
export const CLUSTER_MESSAGE = "littlenorth:content-changed";
/** A webhook delivery one process applied (site/lib/content/webhook.server.ts), passed on so a replay to another is known. */
export const WEBHOOK_SEEN_MESSAGE = "littlenorth:webhook-seen";
const SEEN_KEY = Symbol.for("littlenorth.webhook-deliveries");

/**
 * The webhook deliveries applied in this cluster: key → the time (ms) until which a replay
 * of it would still be accepted. One map per process, filled by the webhook route and by
 * the messages of the other processes (scripts/serve.mjs), whose route may not be loaded yet.
 */
export function webhookDeliveriesSeen(): Map<string, number> {
  const holder = globalThis as { [SEEN_KEY]?: Map<string, number> };
  holder[SEEN_KEY] ??= new Map();
  return holder[SEEN_KEY];
}

function bus(): EventEmitter {
  const holder = globalThis as { [KEY]?: EventEmitter };
  holder[KEY] ??= new EventEmitter().setMaxListeners(50);
  return holder[KEY];
}

export function onContentChange(listener: (change: ContentChange) => void): () => void {
  bus().on(EVENT, listener);
  return () => bus().off(EVENT, listener);
}

/** Applies a change in this process: every listener, synchronously, in the order they registered. */
export function applyContentChange(change: ContentChange): void {
  bus().emit(EVENT, change);
}

/**
 * A change learnt in this process is applied now and again a moment later: the
 * second pass drops what a render or query begun before the change stored after it
 * (and what Sanity's API CDN was still serving), so nothing older than the change
 * outlives SETTLE_MS.
 */
export const SETTLE_MS = 1500;

export function applySettled(change: ContentChange, settleMs = SETTLE_MS): void {
  applyContentChange(change);
  setTimeout(() => applyContentChange(change), settleMs).unref();
}

/** In a worker of scripts/serve.mjs's cluster, the primary passes the change to the other workers. */
export function tellOtherProcesses(change: ContentChange): void {
  process.send?.({ type: CLUSTER_MESSAGE, change });
}
