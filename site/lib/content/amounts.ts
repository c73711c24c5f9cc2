/**
 * Amount tokens in content (`{699 SEK}`, schemas/rules/amounts.ts) written the way the
 * storefront writes its prices: the same `Intl` formatter as every price in the shop, so a
 * perk, a page and the price beside them agree ("299 zł" in /pl, "299 PLN" in /pl/en).
 */

import { formatMoney } from "#lib/markets/format.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { replaceAmounts } from "#schemas/rules/amounts.ts";

export type AmountPlace = Pick<Storefront, "locale">;

/** A text from content with its amounts written for the storefront. */
export function formatAmounts(text: string, sf: AmountPlace): string {
  return replaceAmounts(text, ({ minor, currency }) => formatMoney(minor, currency, sf.locale));
}

interface Span {
  _type?: string;
  text?: string;
}

/** Portable Text with the amounts of its spans written for the storefront; anything else passes as it is. */
export function withAmounts<T>(value: T, sf: AmountPlace): T {
  if (!Array.isArray(value)) return value;
  return value.map((block: { _type?: string; children?: Span[] }) =>
    block?._type === "block" && Array.isArray(block.children)
      ? {
          ...block,
          children: block.children.map((child) =>
            typeof child?.text === "string" ? { ...child, text: formatAmounts(child.text, sf) } : child,
          ),
        }
      : block,
  ) as T;
}
