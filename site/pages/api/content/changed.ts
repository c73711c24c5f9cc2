import type { APIRoute } from "astro";
import { config } from "#lib/config.server.ts";
import { WEBHOOK_SEEN_MESSAGE, webhookDeliveriesSeen } from "#lib/content/change-bus.server.ts";
import { contentChanged } from "#lib/content/index.server.ts";
import { contentWebhook, ReplayGuard } from "#lib/content/webhook.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

// In scripts/serve.mjs's cluster the webhook reaches one process: the others learn what it applied through the primary.
const seen = new ReplayGuard(Date.now, webhookDeliveriesSeen());

/** POST /api/content/changed: Sanity's signed webhook (README, "Live content"); 401 unless signed. */
export const POST: APIRoute = ({ request }) =>
  contentWebhook(request, {
    secret: config().SANITY_WEBHOOK_SECRET,
    apply: (change) => contentChanged(change, { broadcast: true }),
    seen,
    share: (keys, until) => process.send?.({ type: WEBHOOK_SEEN_MESSAGE, keys, until }),
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
