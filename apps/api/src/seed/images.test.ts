import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeedImage } from './content/types.js';
import { composeSvg, generateImages, initialsFor } from './images.js';

const motifs: SeedImage['motif'][] = [
  'mountains-winter',
  'mountains-summer',
  'village',
  'lake',
  'piste',
  'hut',
];
const sample: SeedImage[] = [
  ...motifs.map((motif, index) => ({
    key: `test/${motif}.jpg`,
    width: 320 + index * 16,
    height: 180 + index * 9,
    alt: motif,
    motif,
    seed: index + 1,
  })),
  {
    key: 'avatars/marieke-van-dijk.png',
    width: 128,
    height: 128,
    alt: 'Portret',
    motif: 'avatar',
    seed: 7,
  },
];

let mediaDir: string;
beforeEach(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nsv-images-'));
});
afterEach(async () => {
  await fs.rm(mediaDir, { recursive: true, force: true });
});

describe('generateImages', () => {
  it('writes decodable images of the declared sizes and formats', async () => {
    await generateImages(sample, mediaDir);
    for (const image of sample) {
      const meta = await sharp(path.join(mediaDir, image.key)).metadata();
      expect([meta.width, meta.height], image.key).toEqual([image.width, image.height]);
      expect(meta.format, image.key).toBe(image.key.endsWith('.png') ? 'png' : 'jpeg');
      // A real picture, not a flat fill: the channels vary across the image.
      const stats = await sharp(path.join(mediaDir, image.key)).stats();
      expect(stats.channels[0]!.stdev, image.key).toBeGreaterThan(5);
    }
    const leftovers = (await fs.readdir(mediaDir, { recursive: true })).filter((name) =>
      String(name).endsWith('.tmp'),
    );
    expect(leftovers).toEqual([]);
  });

  it('skips files that already exist', async () => {
    const [first, second] = sample;
    await generateImages([first!], mediaDir);
    const existing = path.join(mediaDir, first!.key);
    await fs.writeFile(existing, 'kept');
    await generateImages([first!, second!], mediaDir);
    expect(await fs.readFile(existing, 'utf8')).toBe('kept');
    expect((await sharp(path.join(mediaDir, second!.key)).metadata()).width).toBe(second!.width);
  });

  it('refuses keys outside the media folder, unknown formats and silly sizes', async () => {
    const base = sample[0]!;
    await expect(generateImages([{ ...base, key: '../buiten.jpg' }], mediaDir)).rejects.toThrow(
      /relatief pad/,
    );
    await expect(generateImages([{ ...base, key: '/etc/x.jpg' }], mediaDir)).rejects.toThrow(
      /relatief pad/,
    );
    await expect(generateImages([{ ...base, key: 'x.gif' }], mediaDir)).rejects.toThrow(
      /onbekend formaat/,
    );
    await expect(generateImages([{ ...base, width: 0 }], mediaDir)).rejects.toThrow(/width/);
    await expect(generateImages([{ ...base, height: 99999 }], mediaDir)).rejects.toThrow(/height/);
    expect(await fs.readdir(mediaDir)).toEqual([]);
  });
});

describe('composeSvg', () => {
  it('draws the same picture for the same seed and another for another seed', () => {
    const image = sample[0]!;
    expect(composeSvg(image)).toBe(composeSvg({ ...image }));
    expect(composeSvg(image)).not.toBe(composeSvg({ ...image, seed: image.seed + 1 }));
  });

  it('puts the initials of the file name on an avatar', () => {
    expect(initialsFor('avatars/marieke-van-dijk.png')).toBe('MD');
    expect(initialsFor('avatars/poederpiet.png')).toBe('P');
    expect(composeSvg(sample[sample.length - 1]!)).toContain('>MD</text>');
  });
});
