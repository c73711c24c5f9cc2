/**
 * The HTTP side of the search calls (specification 7): the visitor cookie that
 * recent searches and clicks belong to, and the input schemas. Routes under
 * site/pages/api/search only call these and the search modules; errors, the
 * Origin check and JSON replies come from the cart API's `handle()`.
 */
import { z } from "zod";
import { languageOf } from "#lib/http/api.server.ts";
import { type CookieJar, cookieOptions } from "#lib/http/cookies.ts";
import { HttpError } from "#lib/http/responses.ts";
import { isToken, newToken } from "#lib/http/tokens.server.ts";
import { elevateMarketSchema } from "#lib/markets/elevate-market.ts";
import type { Language, MarketCode } from "#lib/markets/markets.ts";
import { MAX_QUERY_LENGTH } from "./normalize.ts";
import type { SearchShopper } from "./owner.ts";
import { decodeTicket, type Ticket } from "./ticket.ts";

/** The anonymous visitor's key: recent searches and clicks belong to it until accounts add customers. */
export const VISITOR_COOKIE = "visitorId";
const YEAR = 60 * 60 * 24 * 365;

/** The shopper of a request; with `create`, a visitor without the cookie gets one. */
export function searchShopper(cookies: CookieJar, url: URL, create = false): SearchShopper {
  const value = cookies.get(VISITOR_COOKIE)?.value;
  if (isToken(value)) return { visitor: value };
  if (!create) return {};
  const visitor = newToken();
  cookies.set(VISITOR_COOKIE, visitor, cookieOptions(url, YEAR));
  return { visitor };
}

/** A locale (`sv-SE`, `en-PL`) or a bare language (`sv`, `en`). */
const locale = z
  .string()
  .regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/, { message: "not a locale such as sv-SE" })
  .optional();

/** The market by its elevateMarket code (`SE`), as the search calls of specification 7 send it. */
const where = z.object({ market: elevateMarketSchema, locale });

/** Market and language of a call: the locale's language when it is English, else the market's own. */
function place(input: { market: MarketCode; locale?: string | undefined }): { market: MarketCode; language: Language } {
  return { market: input.market, language: languageOf(input.locale ?? null, input.market) };
}

/** The suggestion query's input: q, market, locale. */
export function suggestionInput(url: URL): { market: MarketCode; language: Language; q: string } {
  const input = where
    .extend({
      q: z
        .string()
        .max(MAX_QUERY_LENGTH * 4)
        .default(""),
    })
    .parse({
      market: url.searchParams.get("market") ?? undefined,
      locale: url.searchParams.get("locale") ?? undefined,
      q: url.searchParams.get("q") ?? undefined,
    });
  return { ...place(input), q: input.q };
}

/** Clear recent searches: market, locale. */
export function placeInput(url: URL): { market: MarketCode; language: Language } {
  return place(
    where.parse({ market: url.searchParams.get("market") ?? undefined, locale: url.searchParams.get("locale") ?? undefined }),
  );
}

/** Click tracking: `{ticket, market, locale}`. The ticket must be one the suggestion query gave. */
export function clickInput(body: unknown): Ticket {
  const input = where.extend({ ticket: z.string().min(1).max(200) }).parse(body);
  const ticket = decodeTicket(input.ticket);
  if (!ticket) throw new HttpError(400, "INVALID_TICKET", "The ticket is not one a product suggestion gave.");
  return ticket;
}
