/**
 * `astro dev` has no server entry of ours: this middleware, which astro.config.mjs adds
 * for the dev server only, starts what a server process starts (./server-start.ts)
 * when the dev server loads its middleware, in the same module graph as its pages.
 */
import { defineMiddleware } from "astro:middleware";
import { startServer } from "./server-start.server.ts";

startServer();

export const onRequest = defineMiddleware((_context, next) => next());
