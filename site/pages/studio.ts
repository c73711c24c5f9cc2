import type { APIRoute } from "astro";
import { config } from "#lib/config.server.ts";
import { errorPage } from "../lib/http/error-page.server.ts";

export const prerender = false;

/**
 * Editors who type the shop's address with /studio reach the Studio: under `npm start`
 * it runs on the local Content Lake's origin (STUDIO_URL, set by scripts/start.mjs).
 * A shop without one has no Studio here: a localized 404 like any unknown page.
 */
export const GET: APIRoute = ({ url, redirect }) => {
  const studio = config().STUDIO_URL;
  return studio?.startsWith("https://") ? redirect(studio, 302) : errorPage(url, 404);
};
