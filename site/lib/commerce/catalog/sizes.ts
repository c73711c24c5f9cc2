import { fill } from "#lib/i18n/fill.ts";

/** The variant key of a product made in one size only (bags, caps, gift cards). */
export const ONE_SIZE = "onesize";

export const isOneSize = (variantKey: string) => variantKey.toLowerCase() === ONE_SIZE;

/** What a shopper reads for a size: its label ("110", "70A"), or the language's word for one size. */
export function sizeLabel(variant: { variantKey: string; size: string }, oneSizeWord: string): string {
  return isOneSize(variant.variantKey) ? oneSizeWord : variant.size;
}

/**
 * A cart or order line's size as the drawer, checkout and confirmation show it: the
 * language's "Size {size}" ("Storlek 110"), or its word for one size.
 */
export function lineSizeText(line: { variantKey: string; size: string }, words: { size: string; oneSize: string }): string {
  return isOneSize(line.variantKey) ? words.oneSize : fill(words.size, { size: line.size });
}
