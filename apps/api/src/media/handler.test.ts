import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaHandler } from './handler.js';

describe('media endpoint', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsv-media-'));
  const handle = createMediaHandler(dir);
  const get = (p: string, accept = 'image/*') =>
    handle(new Request(`http://api.test${p}`, { headers: { accept } }));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'regios'), { recursive: true });
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7bd5' } })
      .jpeg()
      .toFile(path.join(dir, 'regios/solden.jpg'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves the original with long cache headers', async () => {
    const r = await get('/media/regios/solden.jpg');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/jpeg');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('vary')).toBe('Accept');
  });

  it('resizes to ?w= and converts to WebP or AVIF by Accept', async () => {
    const webp = await get('/media/regios/solden.jpg?w=320', 'image/webp,image/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 213 });
    const avif = await get('/media/regios/solden.jpg?w=160', 'image/avif,image/webp');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(160);
    const jpeg = await get('/media/regios/solden.jpg?w=480', 'image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).format).toBe('jpeg');
    // The variant is kept on disk for the next request.
    expect(fs.existsSync(path.join(dir, '.variants/regios/solden.jpg.320.webp'))).toBe(true);
  });

  it('never enlarges beyond the original', async () => {
    const r = await get('/media/regios/solden.jpg?w=1920', 'image/webp');
    expect((await sharp(Buffer.from(await r.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('refuses widths outside the fixed set, so sizes cannot be abused', async () => {
    for (const w of ['321', '0', '-5', '99999', 'abc']) {
      const r = await get(`/media/regios/solden.jpg?w=${w}`);
      expect(r.status).toBe(400);
      expect(await r.text()).toMatch(/^Ongeldige breedte/);
    }
  });

  it('answers 404 for unknown files and paths that try to leave the folder', async () => {
    expect((await get('/media/regios/bestaat-niet.jpg')).status).toBe(404);
    expect((await get('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await get('/media/regios/../../geheim.jpg')).status).toBe(404);
    expect((await get('/media/.variants/x.jpg')).status).toBe(404);
    // A malformed escape names no file either (decodeURIComponent throws on it).
    expect((await get('/media/%ZZ.jpg')).status).toBe(404);
    expect((await get('/media/regios/%E0%A4%A.jpg')).status).toBe(404);
  });

  it('answers 404, not 500, for a missing image whatever the browser accepts or asks', async () => {
    for (const accept of ['image/avif,image/webp,image/*', 'image/webp', 'image/*']) {
      for (const p of [
        '/media/regios/bestaat-niet.jpg',
        '/media/regios/bestaat-niet.jpg?w=320',
        // A file where the key has a folder, a folder where it has a file, a name too long for
        // the file system.
        '/media/regios/solden.jpg/ander.jpg',
        `/media/${'b'.repeat(600)}.jpg`,
      ]) {
        const r = await get(p, accept);
        expect(r.status, `${p.slice(0, 40)} (${accept})`).toBe(404);
        expect(await r.text()).toBe('Afbeelding niet gevonden');
      }
    }
    fs.mkdirSync(path.join(dir, 'map.jpg'));
    expect((await get('/media/map.jpg', 'image/webp')).status).toBe(404);
    expect((await get('/media/map.jpg', 'image/*')).status).toBe(404);
  });

  it('allows only GET and HEAD', async () => {
    const r = await handle(
      new Request('http://api.test/media/regios/solden.jpg', { method: 'POST' }),
    );
    expect(r.status).toBe(405);
  });
});
