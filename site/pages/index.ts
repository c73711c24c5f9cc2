import type { APIRoute } from "astro";
import { DEFAULT_MARKET, storefront } from "../lib/markets/index.ts";

export const prerender = false;

/** The bare domain leads to the default market's home (Sweden). */
export const GET: APIRoute = ({ redirect }) => redirect(storefront(DEFAULT_MARKET).basePath, 302);
