/** Sitemap XML (sitemaps.org 0.9): an index of per-storefront sitemaps, each a list of URLs. */

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);
}

export function sitemapIndexXml(sitemaps: string[]): string {
  const entries = sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/** A URL set; the same address twice is listed once. */
export function urlSetXml(urls: string[]): string {
  const entries = [...new Set(urls)].map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** The file name of a storefront's sitemap: `se.xml`, `se-en.xml`. */
export function sitemapFile(basePath: string): string {
  return `${basePath.slice(1).replace("/", "-")}.xml`;
}

/** Reads `se.xml` / `se-en.xml` back into a market code and whether it is the English storefront. */
export function parseSitemapFile(file: string): { market: string; english: boolean } | null {
  const m = /^([a-z]{2})(-en)?\.xml$/.exec(file);
  return m ? { market: m[1] as string, english: Boolean(m[2]) } : null;
}
