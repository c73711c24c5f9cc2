import type { APIRoute } from "astro";
import { contentChanged } from "#lib/content/index.ts";
import { contentWebhook, ReplayGuard } from "#lib/content/webhook.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

const seen = new ReplayGuard();

/** POST /api/content/changed: Sanity's signed webhook (README, "Live content"); 401 unless signed. */
export const POST: APIRoute = ({ request }) =>
  contentWebhook(request, {
    secret: process.env.SANITY_WEBHOOK_SECRET,
    apply: (change) => contentChanged(change, { broadcast: true }),
    seen,
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
