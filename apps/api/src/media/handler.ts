import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The widths `?w=` may ask for: a fixed set, so nobody can make us render thousands of sizes. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const KEY = /^[a-z0-9][a-z0-9._/-]*\.(jpe?g|png|webp)$/i;
/** The percent-decoded key; null for a malformed escape (`%ZZ`), which names no file. */
function decodeKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * File system answers that mean there is no such image: no file, a file where the key has a folder
 * (`a.jpg/b.jpg`), a folder where it has a file, or a name longer than the file system allows.
 */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

type Format = 'avif' | 'webp' | 'original';

function negotiate(accept: string | null): Format {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'original';
}

type ResponseClass = typeof Response;

const text = (
  R: ResponseClass,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) => new R(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/**
 * Serves `/media/<key>` from the media folder, resized to `?w=` (one of MEDIA_WIDTHS, never wider
 * than the original) and converted to AVIF or WebP when the Accept header allows. Rendered
 * variants are kept on disk under `.variants/`, so each is made once.
 */
export function createMediaHandler(mediaDir: string) {
  const root = path.resolve(mediaDir);
  const inFlight = new Map<string, Promise<Buffer>>();

  /** Answers one media request; `R` is the Response class of the server's fetch implementation. */
  return async function handleMedia(
    request: Request,
    R: ResponseClass = Response,
  ): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return text(R, 405, 'Methode niet toegestaan', { allow: 'GET, HEAD' });
    const url = new URL(request.url);
    const key = decodeKey(url.pathname.replace(/^\/media\//, ''));
    if (key === null || !KEY.test(key) || key.includes('..') || key.includes('//'))
      return text(R, 404, 'Afbeelding niet gevonden');
    const source = path.join(root, key);
    if (!source.startsWith(root + path.sep)) return text(R, 404, 'Afbeelding niet gevonden');

    const wParam = url.searchParams.get('w');
    let width: number | undefined;
    if (wParam !== null) {
      width = Number(wParam);
      if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) {
        return text(R, 400, `Ongeldige breedte: kies een van ${MEDIA_WIDTHS.join(', ')}.`);
      }
    }
    const format = negotiate(request.headers.get('accept'));
    const ext = path.extname(key).slice(1).toLowerCase();
    const headers = { 'cache-control': CACHE_CONTROL, vary: 'Accept' };

    try {
      if (!width && format === 'original') {
        const body = await fs.readFile(source);
        return new R(request.method === 'HEAD' ? null : new Uint8Array(body), {
          headers: {
            ...headers,
            'content-type': TYPES[ext] ?? 'application/octet-stream',
            'content-length': String(body.length),
          },
        });
      }
      const outExt = format === 'original' ? ext : format;
      const variant = path.join(root, '.variants', `${key}.${width ?? 'full'}.${outExt}`);
      let body: Buffer | undefined = await fs.readFile(variant).catch(() => undefined);
      if (!body) {
        // sharp's own error for a missing file carries no code: ask the file system first.
        if (!(await fs.stat(source)).isFile()) return text(R, 404, 'Afbeelding niet gevonden');
        let job = inFlight.get(variant);
        if (!job) {
          job = render(source, variant, width, format).finally(() => inFlight.delete(variant));
          inFlight.set(variant, job);
        }
        body = await job;
      }
      const bytes = new Uint8Array(body);
      return new R(request.method === 'HEAD' ? null : bytes, {
        headers: {
          ...headers,
          'content-type': format === 'original' ? (TYPES[ext] ?? 'image/jpeg') : `image/${format}`,
          'content-length': String(bytes.length),
        },
      });
    } catch (error) {
      if (MISSING.has(String((error as NodeJS.ErrnoException).code)))
        return text(R, 404, 'Afbeelding niet gevonden');
      throw error;
    }
  };
}

async function render(
  source: string,
  target: string,
  width: number | undefined,
  format: Format,
): Promise<Buffer> {
  let image = sharp(source, { failOn: 'error' });
  if (width) image = image.resize({ width, withoutEnlargement: true });
  if (format === 'avif') image = image.avif({ quality: 55, effort: 2 });
  else if (format === 'webp') image = image.webp({ quality: 78 });
  const body = await image.toBuffer();
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Write under a temporary name first, so a concurrent reader never sees half a file.
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, body);
  await fs.rename(temp, target);
  return body;
}
