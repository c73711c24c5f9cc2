let renders = 0;

/**
 * The `useId` prefix of one static rich text render (StaticRichText.astro): unique in the process, so unique on
 * any page, kept fragments included. Astro's islands use `r0`, `r1`, … per page; these never meet them.
 */
export function nextRichTextPrefix(): string {
  renders += 1;
  return `rt${renders.toString(36)}-`;
}
