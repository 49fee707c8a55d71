import type { Image } from '../types';

/** Palettes for the story illustrations: sky top, sky bottom, far and near mountains. */
const palettes = {
  ochtend: ['#7fb3e6', '#f7d9b0', '#6d7f99', '#3f5069'],
  middag: ['#2f7fd6', '#b9dcf7', '#5b6f8c', '#2e3e56'],
  avond: ['#3b3a73', '#f29c6b', '#4d4a6e', '#25243f'],
  mist: ['#b8c2cc', '#e3e8ec', '#8f9ba8', '#6b7785'],
} as const;

/**
 * A drawn mountain landscape as an inline SVG image, so stories need no media server.
 * (Inline URLs get no srcset; the unit tests cover srcset against /media/ paths.)
 */
export function landscape(
  alt: string,
  palette: keyof typeof palettes = 'middag',
  width = 1600,
  height = 1067,
): Image {
  const [skyTop, skyBottom, far, near] = palettes[palette];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 107" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="160" height="107" fill="url(#s)"/>
<path d="M0 70 L30 38 L45 52 L70 22 L95 55 L115 35 L160 72 V107 H0Z" fill="${far}"/>
<path d="M62 30 L70 22 L78 32 L72 30 L68 34Z M26 42 L30 38 L35 43 L31 42Z M111 39 L115 35 L121 41 L116 39Z" fill="#fff"/>
<path d="M0 85 L40 60 L75 82 L110 58 L160 88 V107 H0Z" fill="${near}"/>
<path d="M0 100 Q80 86 160 100 V107 H0Z" fill="#f4f7fa"/>
</svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height, alt };
}
