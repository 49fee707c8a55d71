/** One `<url>` of sitemap.xml. */
export interface SitemapEntry {
  /** Site-relative path, e.g. `/regios/solden`. */
  path: string;
  /** Last change as an ISO date-time. */
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The sitemap protocol's XML for these entries, absolute against `origin`; duplicates dropped. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = new URL(entry.path, origin).toString();
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    urls.push(`<url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the personal pages; the sitemap's absolute address. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /inbox',
    'Disallow: /settings',
    'Disallow: /account-actions',
    'Disallow: /test',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
