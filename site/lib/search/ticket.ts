/**
 * Click tickets: each product suggestion carries one; the panel sends it back
 * when the shopper picks the product (click tracking) and it travels on to the
 * cart line (`attributes.ticket`) and the order line. It says which product a
 * query in which storefront led to: `{productId}.{market}.{language}.{query}`,
 * the query folded and base64url-encoded. Not a secret: a forged ticket can add
 * at most one click per visitor, product and day (site/lib/search/clicks.server.ts).
 */
import { isLanguage, isMarketCode, type Language, type MarketCode } from "#lib/markets/markets.ts";

/** Tickets fit the cart's 200 characters with room to spare. */
const MAX_QUERY_IN_TICKET = 60;

export interface Ticket {
  productId: number;
  market: MarketCode;
  language: Language;
  /** The folded query the suggestion answered. */
  query: string;
}

export function encodeTicket({ productId, market, language, query }: Ticket): string {
  const q = Buffer.from(query.slice(0, MAX_QUERY_IN_TICKET), "utf8").toString("base64url");
  return `${productId}.${market}.${language}.${q}`;
}

const SHAPE = /^([1-9]\d{0,9})\.([a-z]{2})\.([a-z]{2})\.([A-Za-z0-9_-]{0,100})$/;

/** The ticket's parts, or null for anything that is not a ticket. */
export function decodeTicket(ticket: string): Ticket | null {
  const m = SHAPE.exec(ticket);
  if (!m) return null;
  const [, id = "", market = "", language = "", q = ""] = m;
  const productId = Number(id);
  if (!Number.isSafeInteger(productId) || productId > 2_147_483_647) return null;
  if (!isMarketCode(market) || !isLanguage(language)) return null;
  return { productId, market, language, query: Buffer.from(q, "base64url").toString("utf8") };
}
