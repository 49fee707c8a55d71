/** An image of the page for the admin panel: its address without query string, and its text. */
export interface PageImage {
  url: string;
  alt: string;
}

/** What {@link pageImages} reads of an `<img>`. */
export interface ImageLike {
  currentSrc: string;
  getAttribute(name: string): string | null;
}

/**
 * The page's images that come from the content host: the site's own `/media/...` addresses (the
 * API's media, served through the site). Each address once, without query string or fragment, in
 * page order.
 */
export function pageImages(images: Iterable<ImageLike>, origin: string): PageImage[] {
  const seen = new Set<string>();
  const found: PageImage[] = [];
  for (const img of images) {
    const source = img.currentSrc || img.getAttribute('src') || '';
    let url: URL;
    try {
      url = new URL(source, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.startsWith('/media/')) continue;
    const address = `${url.origin}${url.pathname}`;
    if (seen.has(address)) continue;
    seen.add(address);
    found.push({ url: address, alt: img.getAttribute('alt') ?? '' });
  }
  return found;
}
