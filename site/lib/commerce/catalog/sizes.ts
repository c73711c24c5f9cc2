/** The variant key of a product made in one size only (bags, caps, gift cards). */
export const ONE_SIZE = "onesize";

export const isOneSize = (variantKey: string) => variantKey.toLowerCase() === ONE_SIZE;

/** What a shopper reads for a size: its label ("110", "70A"), or the language's word for one size. */
export function sizeLabel(variant: { variantKey: string; size: string }, oneSizeWord: string): string {
  return isOneSize(variant.variantKey) ? oneSizeWord : variant.size;
}
