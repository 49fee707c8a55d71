import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createRandom } from './content/random.js';
import type { SeedImage } from './content/types.js';

/**
 * Draws the demo pictures: each is an SVG composed from the image's motif and seed (sky, sun,
 * layered ridges with snow caps, trees, huts, a lake, a piste or an avatar with initials), rendered
 * by sharp. Nothing is downloaded; the same seed always gives the same picture.
 */

type Random = () => number;
type Season = 'winter' | 'summer';

/** How many images are rendered at once: enough to keep two cores busy, few enough to stay light. */
const parallel = 3;
const maxSide = 4000;

const palettes = {
  winter: {
    sky: ['#1d4f8c', '#7fb2e0', '#e4f0fa'],
    ridge: ['#9fb3c8', '#6e86a3', '#465d7a', '#2d3f57'],
    ground: '#f4f8fc',
  },
  summer: {
    sky: ['#2f78c4', '#8cc4ee', '#e9f5fc'],
    ridge: ['#a9b8c9', '#7f93a6', '#58705f', '#3c5a3a'],
    ground: '#6f9e4f',
  },
} as const;

const round = (n: number) => Math.round(n * 10) / 10;

/** A jagged ridge line from left to right around `base`, by midpoint displacement. */
function ridgePoints(
  random: Random,
  width: number,
  base: number,
  roughness: number,
): Array<[number, number]> {
  let points: Array<[number, number]> = [
    [0, base + (random() - 0.5) * roughness],
    [width, base + (random() - 0.5) * roughness],
  ];
  let spread = roughness;
  for (let level = 0; level < 6; level++) {
    const next: Array<[number, number]> = [];
    for (let i = 0; i < points.length - 1; i++) {
      const [x1, y1] = points[i]!;
      const [x2, y2] = points[i + 1]!;
      next.push([x1, y1], [(x1 + x2) / 2, (y1 + y2) / 2 + (random() - 0.5) * spread]);
    }
    next.push(points[points.length - 1]!);
    points = next;
    spread *= 0.55;
  }
  return points;
}

function closedPath(points: Array<[number, number]>, width: number, height: number): string {
  const line = points.map(([x, y]) => `${round(x)} ${round(y)}`).join(' L');
  return `M0 ${height} L${line} L${width} ${height} Z`;
}

function sky(season: Season, width: number, height: number, random: Random): string {
  const [top, middle, bottom] = palettes[season].sky;
  const sunX = round(width * (0.15 + random() * 0.7));
  const sunY = round(height * (0.12 + random() * 0.15));
  const sunR = round(Math.min(width, height) * 0.06);
  const clouds = Array.from({ length: 2 + Math.floor(random() * 3) }, () => {
    const cx = round(random() * width);
    const cy = round(height * (0.08 + random() * 0.25));
    const rx = round(width * (0.05 + random() * 0.08));
    return `<g fill="#ffffff" opacity="0.75"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${round(rx * 0.32)}"/><ellipse cx="${round(cx + rx * 0.5)}" cy="${round(cy - rx * 0.18)}" rx="${round(rx * 0.55)}" ry="${round(rx * 0.3)}"/></g>`;
  });
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.35" stop-color="#fff1b3" stop-opacity="0.9"/><stop offset="1" stop-color="#fff1b3" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${round(sunR * 3)}" fill="url(#sun)"/><circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="#fffdf2"/>
${clouds.join('')}`;
}

/** A mountain skyline around `base`: a few distinct peaks on a jagged, fractal ridge. */
function mountainPoints(
  random: Random,
  width: number,
  base: number,
  peakHeight: number,
): Array<[number, number]> {
  const peaks = Array.from({ length: 2 + Math.floor(random() * 3) }, () => ({
    x: random() * width,
    height: peakHeight * (0.55 + random() * 0.45),
    spread: width * (0.12 + random() * 0.18),
  }));
  return ridgePoints(random, width, base, peakHeight * 0.25).map(([x, y]) => {
    const lift = Math.max(
      0,
      ...peaks.map((peak) => peak.height * (1 - Math.abs(x - peak.x) / peak.spread)),
    );
    return [x, y - lift];
  });
}

/** Three or four ridges, back to front, lighter far away, with snow caps above a wavy snow line. */
function ridges(
  season: Season,
  width: number,
  height: number,
  random: Random,
  horizon: number,
): string {
  const colours = palettes[season].ridge;
  const layers = 3 + Math.floor(random() * 2);
  const parts: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const base = height * (0.42 + (layer / layers) * (horizon - 0.42));
    const peakHeight = height * (0.32 - layer * 0.06);
    const points = mountainPoints(random, width, base, peakHeight);
    const d = closedPath(points, width, height);
    const colour = colours[Math.min(layer, colours.length - 1)]!;
    parts.push(
      `<defs><linearGradient id="r${layer}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#24334a"/></linearGradient><clipPath id="c${layer}"><path d="${d}"/></clipPath></defs>`,
    );
    parts.push(`<path d="${d}" fill="url(#r${layer})"/>`);
    // Snow caps: down the upper part of every ridge in winter, only on the high back ridges in summer.
    if (season === 'winter' || layer < 2) {
      const snowLine = base - peakHeight * (season === 'winter' ? 0.3 : 0.75);
      const wave = ridgePoints(random, width, snowLine, height * 0.04)
        .reverse()
        .map(([x, y]) => `${round(x)} ${round(y)}`)
        .join(' L');
      parts.push(
        `<path d="M0 0 L${width} 0 L${wave} Z" fill="#f7fafd" clip-path="url(#c${layer})"/>`,
      );
    }
  }
  return parts.join('\n');
}

function tree(x: number, y: number, size: number, season: Season): string {
  const green = season === 'winter' ? '#2e4a3a' : '#2f5d34';
  const snow =
    season === 'winter'
      ? `<path d="M${round(x)} ${round(y - size)} l${round(size * 0.18)} ${round(size * 0.35)} h${round(-size * 0.36)} Z" fill="#ffffff"/>`
      : '';
  return `<rect x="${round(x - size * 0.05)}" y="${round(y - size * 0.1)}" width="${round(size * 0.1)}" height="${round(size * 0.2)}" fill="#4a3322"/><path d="M${round(x)} ${round(y - size)} L${round(x + size * 0.32)} ${round(y - size * 0.05)} L${round(x - size * 0.32)} ${round(y - size * 0.05)} Z" fill="${green}"/>${snow}`;
}

function forest(
  random: Random,
  width: number,
  y: number,
  count: number,
  size: number,
  season: Season,
): string {
  return Array.from({ length: count }, () =>
    tree(random() * width, y + random() * size * 0.6, size * (0.6 + random() * 0.6), season),
  ).join('');
}

/** A chalet: wooden walls, a roof (snowy in winter), windows that glow. */
function chalet(x: number, y: number, size: number, season: Season, lit: boolean): string {
  const w = size;
  const h = size * 0.6;
  const roof = season === 'winter' ? '#f6f9fc' : '#5b3b2a';
  const window = lit ? '#ffd36b' : '#cfe3f2';
  return `<rect x="${round(x)}" y="${round(y - h)}" width="${round(w)}" height="${round(h)}" fill="#8a5a36"/>
<path d="M${round(x - w * 0.12)} ${round(y - h)} L${round(x + w / 2)} ${round(y - h - size * 0.45)} L${round(x + w * 1.12)} ${round(y - h)} Z" fill="${roof}" stroke="#4a3322" stroke-width="${round(size * 0.02)}"/>
<rect x="${round(x + w * 0.15)}" y="${round(y - h * 0.7)}" width="${round(w * 0.2)}" height="${round(h * 0.3)}" fill="${window}"/><rect x="${round(x + w * 0.65)}" y="${round(y - h * 0.7)}" width="${round(w * 0.2)}" height="${round(h * 0.3)}" fill="${window}"/>
<rect x="${round(x + w * 0.42)}" y="${round(y - h * 0.45)}" width="${round(w * 0.16)}" height="${round(h * 0.45)}" fill="#4a3322"/>`;
}

function ground(
  season: Season,
  width: number,
  height: number,
  top: number,
  random: Random,
): string {
  const d = closedPath(ridgePoints(random, width, top, height * 0.06), width, height);
  const colour = palettes[season].ground;
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${season === 'winter' ? '#c9d8e8' : '#3f6b2c'}"/></linearGradient></defs><path d="${d}" fill="url(#g)"/>`;
}

/** A groomed piste curving down the foreground, with a chairlift line across it. */
function piste(width: number, height: number, random: Random): string {
  const top = height * 0.55;
  const x0 = width * (0.3 + random() * 0.4);
  const lines = Array.from({ length: 7 }, (_, i) => {
    const offset = (i - 3) * width * 0.025;
    return `<path d="M${round(x0 + offset * 0.4)} ${round(top)} C${round(x0 - width * 0.2 + offset)} ${round(height * 0.7)}, ${round(x0 + width * 0.25 + offset)} ${round(height * 0.85)}, ${round(x0 + offset * 2)} ${height}" stroke="#dfe8f1" stroke-width="${round(width * 0.004)}" fill="none"/>`;
  });
  const pylons = Array.from({ length: 4 }, (_, i) => {
    const px = width * (0.1 + i * 0.25);
    const py = height * (0.5 + i * 0.07);
    return `<rect x="${round(px)}" y="${round(py)}" width="${round(width * 0.006)}" height="${round(height * 0.12)}" fill="#5d6b78"/>`;
  });
  return `${lines.join('')}<path d="M0 ${round(height * 0.48)} L${width} ${round(height * 0.75)}" stroke="#3b4652" stroke-width="${round(width * 0.002)}"/>${pylons.join('')}`;
}

/** A still lake across the lower third that mirrors the sky. */
function lake(width: number, height: number): string {
  const y = height * 0.68;
  return `<defs><linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa7c9"/><stop offset="1" stop-color="#1f5a7a"/></linearGradient></defs>
<rect x="0" y="${round(y)}" width="${width}" height="${round(height - y)}" fill="url(#lake)"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${round(width * (0.1 + i * 0.14))}" y="${round(y + (height - y) * (0.2 + (i % 3) * 0.25))}" width="${round(width * 0.08)}" height="2" fill="#ffffff" opacity="0.35"/>`).join('')}`;
}

/** The initials of an avatar, from its file name: `avatars/marieke-van-dijk.png` gives "MD". */
export function initialsFor(key: string): string {
  const words = path
    .basename(key, path.extname(key))
    .split(/[-_.]+/)
    .filter(Boolean);
  const particles = new Set(['van', 'de', 'der', 'den', 'het', 'ten', 'ter', 'op', 'in']);
  const names = words.filter((word) => !particles.has(word));
  const first = names[0]?.[0] ?? '?';
  const last = names.length > 1 ? (names[names.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function avatar(image: SeedImage, random: Random): string {
  const { width, height } = image;
  const hue = Math.floor(random() * 360);
  const points = ridgePoints(random, width, height * 0.78, height * 0.25);
  return `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,35%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#a)"/>
<path d="${closedPath(points, width, height)}" fill="#ffffff" opacity="0.25"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${round(height * 0.36)}" fill="#ffffff">${initialsFor(image.key)}</text>`;
}

/** The SVG document for one image. */
export function composeSvg(image: SeedImage): string {
  const { width, height, motif } = image;
  const random = createRandom(image.seed);
  let body: string;
  if (motif === 'avatar') {
    body = avatar(image, random);
  } else {
    const season: Season = motif === 'mountains-summer' || motif === 'lake' ? 'summer' : 'winter';
    const horizon = motif === 'lake' ? 0.62 : 0.7;
    const parts = [
      sky(season, width, height, random),
      ridges(season, width, height, random, horizon),
    ];
    if (motif === 'lake') {
      parts.push(
        lake(width, height),
        forest(random, width, height * 0.68 - height * 0.06, 14, height * 0.09, season),
      );
    } else {
      parts.push(ground(season, width, height, height * 0.72, random));
      if (motif === 'piste') parts.push(piste(width, height, random));
      parts.push(
        forest(random, width, height * 0.7, motif === 'village' ? 8 : 18, height * 0.12, season),
      );
      if (motif === 'hut')
        parts.push(
          chalet(width * (0.25 + random() * 0.4), height * 0.9, width * 0.22, season, true),
        );
      if (motif === 'village') {
        for (let i = 0; i < 5; i++) {
          parts.push(
            chalet(
              width * (0.05 + i * 0.19 + random() * 0.03),
              height * (0.86 + (i % 2) * 0.06),
              width * 0.11,
              season,
              true,
            ),
          );
        }
      }
    }
    body = parts.join('\n');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function check(image: SeedImage): 'jpeg' | 'png' {
  const { key, width, height } = image;
  if (!key || path.isAbsolute(key) || key.split(/[\\/]/).includes('..')) {
    throw new Error(
      `Ongeldige afbeeldingssleutel '${key}': verwacht een relatief pad binnen de mediamap`,
    );
  }
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > maxSide) {
      throw new Error(
        `Afbeelding ${key}: ${name} moet een geheel getal tussen 1 en ${maxSide} zijn, niet ${value}`,
      );
    }
  }
  const ext = path.extname(key).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') return 'jpeg';
  if (ext === '.png') return 'png';
  throw new Error(`Afbeelding ${key}: onbekend formaat '${ext}' (gebruik .jpg of .png)`);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function draw(image: SeedImage, mediaDir: string): Promise<void> {
  const format = check(image);
  const target = path.join(mediaDir, image.key);
  if (await exists(target)) return;
  await fs.mkdir(path.dirname(target), { recursive: true });
  const pipeline = sharp(Buffer.from(composeSvg(image)));
  const encoded =
    format === 'jpeg' ? pipeline.jpeg({ quality: 80 }) : pipeline.png({ compressionLevel: 6 });
  // Written under a temporary name and renamed, so a crash never leaves a half file that a later run would skip.
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await encoded.toFile(temporary);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Draws every image to `<mediaDir>/<key>` (JPEG or PNG by extension), skipping files that exist. */
export async function generateImages(images: SeedImage[], mediaDir: string): Promise<void> {
  images.forEach(check);
  const queue = [...images];
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let image = queue.shift(); image; image = queue.shift()) await draw(image, mediaDir);
  });
  await Promise.all(workers);
}
