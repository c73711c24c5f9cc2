/** How many page numbers a listing shows on each side of the current one. */
export const PAGE_REACH = 2;

/** The page numbers a listing links to: the first, the last, and those within reach of the current one. */
export function pageWindow(page: number, pages: number, reach = PAGE_REACH): number[] {
  return Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= reach);
}
