/**
 * Amounts of money in content are written as tokens, `{699 SEK}` or `{4,95 EUR}`: a number
 * (a comma or a point before the cents) and the currency's ISO code in braces. The shop
 * writes each token the way the storefront showing it writes its prices (`Intl`, issue 25.13),
 * so "{299 PLN}" is "299 zł" in /pl and "299 PLN" in /pl/en, as the prices beside it are.
 * Editors never type a currency sign or a no-break space (docs/adr: amounts in content).
 * Shared by the Studio (validation) and the shop (formatting).
 */

export const AMOUNT_CURRENCIES = ["SEK", "NOK", "DKK", "EUR", "PLN"] as const;
export type AmountCurrency = (typeof AMOUNT_CURRENCIES)[number];

/** Anything in braces that starts like a number: a token, or a broken one the Studio reports. */
const BRACED = /\{\s*(\d[^{}]*)\}/g;
const TOKEN = /^(\d{1,7})(?:[.,](\d{2}))?\s+([A-Z]{3})\s*$/;
/** An amount written by hand: digits next to a currency's sign or code, outside a token. */
const HAND_WRITTEN =
  /\d[\s\u00a0\u202f]?(?:kr\b|kr\.|zł|€|(?:SEK|NOK|DKK|EUR|PLN)\b)|(?:€|\b(?:SEK|NOK|DKK|EUR|PLN))[\s\u00a0\u202f]?\d/;

export interface Amount {
  /** Minor units: öre, cents, grosze. */
  minor: number;
  currency: AmountCurrency;
}

function isCurrency(code: string): code is AmountCurrency {
  return (AMOUNT_CURRENCIES as readonly string[]).includes(code);
}

/** The amount a token's inside names, or null when it is not one. */
export function parseAmount(inside: string): Amount | null {
  const m = TOKEN.exec(inside.trim());
  if (!m || !isCurrency(m[3] as string)) return null;
  return { minor: Number(m[1]) * 100 + Number(m[2] ?? 0), currency: m[3] as AmountCurrency };
}

/** The text with every token written by `format`; anything else in braces stays as it is. */
export function replaceAmounts(text: string, format: (amount: Amount) => string): string {
  if (!text.includes("{")) return text;
  return text.replace(BRACED, (whole, inside: string) => {
    const amount = parseAmount(inside);
    return amount ? format(amount) : whole;
  });
}

/** The tokens of a text, in order. */
export function amountsIn(text: string): Amount[] {
  const found: Amount[] = [];
  replaceAmounts(text, (amount) => {
    found.push(amount);
    return "";
  });
  return found;
}

/**
 * The Studio's rule for a text: tokens must name a number and a currency the shop sells in,
 * and an amount is never written by hand (the shop could not write it per storefront).
 */
export function checkAmounts(text: string | undefined): true | string {
  if (!text) return true;
  for (const [, inside] of text.matchAll(BRACED))
    if (!parseAmount(inside as string))
      return `"{${inside}}" is not an amount: write the number and the currency code, like {699 SEK} or {4,95 EUR}.`;
  const rest = text.replace(BRACED, "");
  const hand = HAND_WRITTEN.exec(rest);
  if (hand)
    return `Write amounts as a token, like {699 SEK} or {4,95 EUR}, not "${hand[0].trim()}": the shop writes them as each storefront writes its prices.`;
  return true;
}

interface PortableTextLike {
  _type?: string;
  children?: { _type?: string; text?: string }[];
}

/**
 * The same rule over Portable Text: every block read as one text (an amount written by hand
 * across two spans is still one), and every token inside one span, because the shop writes
 * the tokens of each span (a token half bold would reach shoppers as typed).
 */
export function checkRichTextAmounts(blocks: unknown): true | string {
  if (!Array.isArray(blocks)) return true;
  for (const block of blocks as PortableTextLike[]) {
    if (block?._type !== "block") continue;
    const spans = (block.children ?? []).map((c) => c.text ?? "");
    const result = checkAmounts(spans.join(""));
    if (result !== true) return result;
    const whole = spans.reduce((n, text) => n + amountsIn(text).length, 0);
    if (whole !== amountsIn(spans.join("")).length)
      return "Keep an amount token in one piece: bold, italics or a link may cover all of {699 SEK} or none of it.";
  }
  return true;
}
